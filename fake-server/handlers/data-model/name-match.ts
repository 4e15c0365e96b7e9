// How a v1 list matches a name filter (HOSTID, ADDRESS, IDRULE, PARTNER): the whole name on 3.6.x,
// which writes `= 'x'`, or a subtext on 3.5.2, which writes `LIKE '%x%'` (release-facts.ts
// v1ListNameMatch): `%` and `_` in the value are wildcards then, and `\` takes the next character
// as it is (H2's default escape), as a client of 3.5.2 sees.
import type { ReleaseFacts } from '../../../contract/index.ts';

/** The test a name passes when the list filters on `value`. */
export function nameMatcher(value: string, match: ReleaseFacts['v1ListNameMatch']): (name: string) => boolean {
  if (match === 'exact') return (name) => name === value;
  let source = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i] as string;
    if (ch === '\\' && i + 1 < value.length) source += escapeRegExp(value[++i] as string);
    else if (ch === '%') source += '[\\s\\S]*';
    else if (ch === '_') source += '[\\s\\S]';
    else source += escapeRegExp(ch);
  }
  const like = new RegExp(source, 'u');
  return (name) => like.test(name);
}

// The characters a regular expression reads as syntax outside a class (with the `u` flag, escaping any other is an error).
const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
