// A value of one class to send, made from a seed the data offers (an id, a time, a text of a
// record), and the same value in its plain form as the reading the input space gives it: what a
// reference request carries, so that the two answers can be compared whatever the data.
import { TEXT_WIDTH, type Reading, type ValueClass } from '../../../contract/index.ts';

export type Sent = string | number | bigint | boolean | null;

/** A value of a class, where it goes, and its plain reading (text, or absent). */
export interface ClassValue {
  readonly valueClass: ValueClass;
  readonly value: Sent;
  /** JSON forms (numbers, booleans, null) can only be carried by a JSON body. */
  readonly placement: 'query' | 'body';
}

/** What the data gives to make values from. */
export interface Seeds {
  /** A number the parameter reads meaningfully (an id, a limit in the data). */
  readonly number?: bigint;
  /** A time of the data, epoch ms. */
  readonly ms?: number;
  /** Texts of the data, by class (a HOSTID that is ASCII, ...). */
  readonly texts?: Partial<Record<ValueClass, string>>;
  /** A negative number the data holds, when it has one. */
  readonly negative?: bigint;
  /** The boolean to send (true unless the field's default is true, where true would change nothing). */
  readonly flag?: boolean;
}

const TWO_HOURS = 2 * 3_600_000;

/** The instant `ms` written at an offset of `minutes` from UTC: 2025-01-01T12:00:00.000+02:00 for 10:00Z and 120. */
export function withOffset(ms: number, minutes = TWO_HOURS / 60_000): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${new Date(ms + minutes * 60_000).toISOString().slice(0, -1)}${sign}${hh}:${mm}`;
}

/** Texts of each class, tagged with the run's prefix so a server cannot have them by chance. */
export function madeText(c: ValueClass, prefix: string, width: number = TEXT_WIDTH.key): string | undefined {
  switch (c) {
    case 'text-ascii': return `${prefix}-ascii`;
    case 'text-latin': return `${prefix}-Zoë-Müller`;
    case 'text-other-script': return `${prefix}-Жук-雪`;
    case 'text-astral': return `${prefix}-😀𝄞`;
    case 'text-whitespace-run': return `${prefix}  a\tb\n c`;
    case 'text-xml-special': return `${prefix} a<b>&'"c`;
    case 'text-longest': return `${prefix}-`.padEnd(width, 'x');
    default: return undefined;
  }
}

/** The value of class `c` made from the seeds, or undefined when the seeds cannot make one. */
export function valueOf(c: ValueClass, seeds: Seeds, opts: { readonly prefix: string; readonly largest?: bigint; readonly width?: number }): ClassValue | undefined {
  const q = (value: Sent): ClassValue => ({ valueClass: c, value, placement: 'query' });
  const b = (value: Sent): ClassValue => ({ valueClass: c, value, placement: 'body' });
  const n = seeds.number;
  switch (c) {
    case 'number-json': return n === undefined ? undefined : b(Number.isSafeInteger(Number(n)) ? Number(n) : n);
    case 'number-text': return n === undefined ? undefined : q(n.toString());
    case 'not-a-number': return q('abc');
    case 'negative': return q((seeds.negative ?? -5n).toString());
    case 'zero': return q('0');
    case 'largest': return q((opts.largest ?? 9223372036854775807n).toString());
    case 'past-2^53': return q('9007199254740993');
    case 'time-epoch-ms': return seeds.ms === undefined ? undefined : q(String(seeds.ms));
    case 'time-zero': return q('0');
    case 'time-iso-date': return seeds.ms === undefined ? undefined : q(new Date(seeds.ms).toISOString().slice(0, 10));
    case 'time-iso-z': return seeds.ms === undefined ? undefined : q(new Date(seeds.ms).toISOString());
    case 'time-iso-offset': return seeds.ms === undefined ? undefined : q(withOffset(seeds.ms));
    case 'boolean-json': return b(seeds.flag ?? true);
    case 'boolean-text': return q(String(seeds.flag ?? true));
    case 'boolean-other-text': return q('TRUE');
    case 'null': return b(null);
    case 'absent': return undefined;
    case 'status-letter': return q('O');
    case 'status-padded': return q('O  ');
    case 'status-word': return q('CompleteOk');
    default: {
      const t = seeds.texts?.[c] ?? madeText(c, opts.prefix, opts.width);
      return t === undefined ? undefined : q(t);
    }
  }
}

/** The epoch ms a time value reads as (an ISO date at midnight UTC), or undefined. */
export function instantOf(v: Sent): number | undefined {
  if (typeof v !== 'string') return typeof v === 'number' ? v : undefined;
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00.000Z` : v);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * The plain text a value reads as under `reading` (what a reference request sends in the query),
 * `null` when it reads as absent, undefined when the reading has no plain form here.
 */
export function plainReading(v: ClassValue, reading: Reading): string | null | undefined {
  switch (reading.as) {
    case 'given':
      return v.value === null ? undefined : String(v.value);
    case 'absent':
      return null;
    case 'value':
      return String(reading.value);
    case 'instant': {
      const ms = instantOf(v.value);
      return ms === undefined ? undefined : String(ms);
    }
    default:
      return undefined;
  }
}
