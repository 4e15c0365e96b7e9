// What a record must show of a field written with a value of some class, by the input space's
// reading (contract/input-space.ts): the value as given (a text number as its number), a letter
// padded, a word by its first character, white space collapsed, an ISO text as its instant, 0 as
// the time of the write. Answers the problem in words, or undefined when the record shows it.
import { ERROR_CODES, type Reading } from '../../../contract/index.ts';
import type { Json } from '../scenarios/helpers.ts';
import { instantOf, type Sent } from './class-value.ts';

/** The server's own time around the write (GET /server `Date`), to judge a value read as now. */
export interface WriteTime {
  readonly before: number;
  readonly after: number;
}

/** A little room for the server's clock against its own status date (milliseconds). */
const NOW_SLACK_MS = 2_000;

const LETTERS = new Set(ERROR_CODES.map((e) => e.letter));
const pad = (l: string) => `${l}  `;

/** The status a word reads as: its first character when that is a letter, else the name's letter, else Unknown. */
export function statusOfWord(word: string): string {
  const first = word[0] ?? '';
  if (LETTERS.has(first)) return pad(first);
  return pad(ERROR_CODES.find((e) => e.name === word.trim())?.letter ?? '-');
}

const asBig = (v: Json | Sent | undefined): bigint | undefined => {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number' && Number.isInteger(v)) return BigInt(v);
  if (typeof v === 'string' && /^-?\d+$/.test(v)) return BigInt(v);
  return undefined;
};

function sameAsGiven(sent: Sent, got: Json | undefined): boolean {
  if (typeof sent === 'boolean' || sent === 'true' || sent === 'false') return got === (sent === true || sent === 'true');
  const n = asBig(sent);
  if (n !== undefined && typeof sent !== 'string') return asBig(got) === n;
  if (n !== undefined && asBig(got) !== undefined) return asBig(got) === n;
  return got === sent;
}

const shown = (v: unknown): string => {
  const s = typeof v === 'bigint' ? v.toString() : JSON.stringify(v);
  return s === undefined ? 'nothing' : s.length > 60 ? `${s.slice(0, 40)}… (${[...String(v)].length} characters)` : s;
};

/** The problem with `record[field]` after writing `sent` read by `reading`, or undefined. */
export function storedProblem(field: string, sent: Sent, reading: Reading, record: Record<string, Json>, time: WriteTime): string | undefined {
  const got = record[field];
  const bad = (want: string) => `${field} is ${shown(got)}, expected ${want}`;
  switch (reading.as) {
    case 'given':
      return sameAsGiven(sent, got) ? undefined : bad(shown(sent));
    case 'prefix':
      return typeof got === 'string' && typeof sent === 'string' && got.startsWith(sent) ? undefined : bad(`${shown(sent)} (or that text followed by more)`);
    case 'padded':
      return got === pad(String(sent)) ? undefined : bad(shown(pad(String(sent))));
    case 'first-letter':
      return got === statusOfWord(String(sent)) ? undefined : bad(shown(statusOfWord(String(sent))));
    case 'collapsed': {
      const want = String(sent).replace(/[ \t\n\x0B\f\r]+/g, ' ');
      return got === want ? undefined : bad(shown(want));
    }
    case 'instant': {
      const want = instantOf(sent);
      return want !== undefined && asBig(got) === BigInt(want) ? undefined : bad(`${want} (${String(sent)})`);
    }
    case 'now': {
      const ms = Number(asBig(got) ?? NaN);
      return ms >= time.before - NOW_SLACK_MS && ms <= time.after + NOW_SLACK_MS ? undefined : bad(`the time of the write (${new Date(time.before).toISOString()} to ${new Date(time.after).toISOString()})`);
    }
    case 'client-host': {
      const ok = asBig(got) === asBig(sent) && record['ISCLIENT'] === true && record['ADDRESS'] === '0.0.0.0';
      return ok ? undefined : `${field} ${shown(got)}, ISCLIENT ${shown(record['ISCLIENT'])}, ADDRESS ${shown(record['ADDRESS'])}; expected ${shown(sent)}, true, "0.0.0.0"`;
    }
    case 'value':
      return sameAsGiven(reading.value, got) ? undefined : bad(shown(reading.value));
    case 'absent':
    case 'unbounded':
    case 'rejected':
      return undefined;
  }
}
