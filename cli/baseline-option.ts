// `--baseline <name|file>`: a path that exists is a file, whatever its name looks like (a
// `known.json` in the current folder is the user's file, not a shipped baseline called so);
// anything else shaped like a name is a baseline the kit ships (`r66-3.6.2`).
import { existsSync } from 'node:fs';
import { isShippedBaselineName, loadBaseline, type Baseline } from '../conformance/index.ts';
import { readableFile } from './paths.ts';
import { PathError } from './usage-error.ts';

export function baselineOption(value: string): Baseline {
  const shipped = isShippedBaselineName(value) && !existsSync(value);
  if (!shipped) readableFile('--baseline', value);
  try {
    return loadBaseline(value);
  } catch (e) {
    if (shipped && (e as Error).message.includes('ENOENT')) throw new PathError(`--baseline ${value}: no such file, nor a baseline the kit ships (r66-3.6.2 does)`);
    // loadBaseline names the baseline itself; here the option and the value given do. One line.
    const reason = (e as Error).message.replace(/^(cannot read )?baseline \S+: /, '').replace(/\s*\n\s*/g, ' ');
    throw new PathError(`--baseline ${value}: ${reason}`);
  }
}
