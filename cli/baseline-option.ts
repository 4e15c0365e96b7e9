// `--baseline <name|file>`: a path that exists is a file, whatever its name looks like (a
// `known.json` in the current folder is the user's file, not a shipped baseline called so);
// anything else shaped like a name is a baseline the kit ships (`r66-3.6.2`). tmkit diff's
// `--known` reads its own shipped lists the same way.
import { existsSync } from 'node:fs';
import { isShippedBaselineName, loadBaseline, RELEASE_BASELINE, type Baseline, type BaselineChoice } from '../conformance/index.ts';
import { dataFolder, shippedNames, type DataFolder } from '../data-files.ts';
import { readableFile } from './paths.ts';
import { PathError } from './usage-error.ts';

/** What each option reads by name: the folder of shipped files, and how a message calls one. */
const SHIPPED = {
  '--baseline': { folder: 'baselines', what: 'baseline' },
  '--known': { folder: 'knownDifferences', what: 'known-differences list' },
} as const satisfies Record<string, { readonly folder: DataFolder; readonly what: string }>;

/** Why a name is no shipped file: the names the kit ships, or that this installation has none. */
function notShipped(option: keyof typeof SHIPPED, value: string): string {
  const { folder, what } = SHIPPED[option];
  const names = shippedNames(folder);
  if (names.length === 0) return `${option} ${value}: no such file; the ${what}s the kit ships are missing from this installation (${dataFolder(folder)}): reinstall it, or give a file`;
  return `${option} ${value}: no such file, nor a ${what} the kit ships (it ships ${names.join(', ')})`;
}

/** `--baseline` of tmkit check: `r66` (unless a file has that name) waits for the target's release; anything else is read now. */
export function baselineChoiceOption(value: string): BaselineChoice {
  return value === RELEASE_BASELINE && !existsSync(value) ? RELEASE_BASELINE : baselineOption(value);
}

/** `--baseline` of tmkit check, or (with `option` and `load`) a list of the same shape, such as tmkit diff's `--known`. */
export function baselineOption(value: string, option: keyof typeof SHIPPED = '--baseline', load: (nameOrFile: string) => Baseline = loadBaseline): Baseline {
  const shipped = isShippedBaselineName(value) && !existsSync(value);
  if (!shipped) readableFile(option, value);
  try {
    return load(value);
  } catch (e) {
    if (shipped && (e as Error).message.includes('ENOENT')) throw new PathError(notShipped(option, value));
    // loadBaseline names the baseline itself; here the option and the value given do. One line.
    const reason = (e as Error).message.replace(/^(cannot read )?baseline \S+: /, '').replace(/\s*\n\s*/g, ' ');
    throw new PathError(`${option} ${value}: ${reason}`);
  }
}
