// Option parsers shared by the commands. Each turns a bad value into commander's
// InvalidArgumentError, which main() reports as a usage error (exit 2) naming the option.
import { InvalidArgumentError, Option } from 'commander';
import { parseClockSpec, type Clock } from '../fake-server/index.ts';

/** A whole number of at least `min` (digits, `_` allowed as a separator: `1_000_000`). */
export function wholeNumber(name: string, min = 0): (text: string) => number {
  return (text) => {
    const n = /^-?\d[\d_]*$/.test(text) ? Number(text.replace(/_/g, '')) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < min) throw new InvalidArgumentError(`--${name} must be a whole number${min > 0 ? ` of at least ${min}` : min === 0 ? ' (0 or more)' : ''}, got '${text}'`);
    return n;
  };
}

/** An option taking one of `allowed`; the choices show in the help and the CLI reference. */
export function oneOf<T extends string>(flags: string, description: string, allowed: readonly T[], fallback?: T): Option {
  const name = /--([\w-]+)/.exec(flags)?.[1] ?? flags;
  const option = new Option(flags, description).argParser((text: string): T => {
    if (!(allowed as readonly string[]).includes(text)) throw new InvalidArgumentError(`--${name} must be one of ${allowed.join(', ')}, got '${text}'`);
    return text as T;
  });
  option.argChoices = [...allowed];
  return fallback === undefined ? option : option.default(fallback);
}

/** A comma-separated list: `a,b , c` is `['a', 'b', 'c']`. */
export function commaList(text: string): string[] {
  return text.split(',').map((s) => s.trim()).filter(Boolean);
}

/** `frozen[:ISO date]` or `system`. */
export function clockOption(text: string): Clock {
  try {
    return parseClockSpec(text);
  } catch (e) {
    throw new InvalidArgumentError((e as Error).message);
  }
}
