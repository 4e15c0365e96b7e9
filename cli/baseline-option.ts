// `--baseline <name|file>`: a path that exists is a file, whatever its name looks like (a
// `known.json` in the current folder is the user's file, not a shipped baseline called so);
// anything else shaped like a name is a baseline the kit ships (`r66-3.6.2`).
import { existsSync } from 'node:fs';
import { isShippedBaselineName, loadBaseline, type Baseline } from '../conformance/index.ts';
import { readableFile } from './paths.ts';
import { PathError } from './usage-error.ts';

/** `--baseline` of tmkit check, or (with `option` and `load`) a list of the same shape, such as tmkit diff's `--known`. */
export function baselineOption(value: string, option = '--baseline', load: (nameOrFile: string) => Baseline = loadBaseline): Baseline {
  const shipped = isShippedBaselineName(value) && !existsSync(value);
  if (!shipped) readableFile(option, value);
  try {
    return load(value);
  } catch (e) {
    if (shipped && (e as Error).message.includes('ENOENT')) throw new PathError(`${option} ${value}: no such file, nor a baseline the kit ships (r66-3.6.2 does)`);
    // loadBaseline names the baseline itself; here the option and the value given do. One line.
    const reason = (e as Error).message.replace(/^(cannot read )?baseline \S+: /, '').replace(/\s*\n\s*/g, ' ');
    throw new PathError(`${option} ${value}: ${reason}`);
  }
}
