// The `period` of GET /v2/server/status as 3.6.2 reads it: Joda's `Period.parse` (ISO 8601
// standard format, letters in any case, signed integer fields, seconds with an optional fraction
// of which milliseconds are kept) and then `toStandardSeconds()`, which refuses months and years.
// Checked against joda-time 2.1 (the server's): `PT1H` 3600 s, `P1W` 604800 s, `P` 0 s, `pt1h`
// 3600 s, `P-1D` −86400 s; `PT`, `P1DT`, `P1.5D`, `P1D1H`, `P1M`, `P1Y` refused.

/** A period read: its length in whole seconds (`toStandardSeconds`) and in milliseconds (`DateTime.minus`). */
export interface ReadPeriod {
  readonly seconds: number;
  readonly ms: number;
}

const INT = '([+-]?\\d{1,10})';
// Date part, then `T` followed by at least one time field (`PT` and `P1DT` are too short for Joda).
const PERIOD = new RegExp(
  `^P(?:${INT}Y)?(?:${INT}M)?(?:${INT}W)?(?:${INT}D)?(?:T(?=[+\\-\\d.,])(?:${INT}H)?(?:${INT}M)?(?:([+-]?\\d{0,10})(?:[.,](\\d*))?S)?)?$`,
  'i',
);
const INT_MAX = 2 ** 31 - 1;

/** A Java int field, or undefined when it does not fit (Joda: NumberFormatException). */
function intField(text: string | undefined): number | undefined {
  if (text === undefined || text === '' || text === '+' || text === '-') return 0;
  const n = Number(text);
  return n >= -INT_MAX - 1 && n <= INT_MAX ? n : undefined;
}

/**
 * The period, or undefined where 3.6.2 answers errorCode 4 (a text Joda cannot parse, months or
 * years). A period whose seconds do not fit a Java int makes 3.6.2 fail with a 500
 * (ArithmeticException, not caught); the fake refuses it with errorCode 4 like any period it
 * cannot use (DESIGN §2: never a 500).
 */
export function readPeriod(text: string): ReadPeriod | undefined {
  const m = PERIOD.exec(text);
  if (!m) return undefined;
  const [, y, mo, w, d, h, mi, s, fraction] = m;
  // Seconds written only as a fraction (`PT.5S`) are Joda's 0 seconds; a lone `T` was excluded above.
  if (s === '' && fraction === undefined) return undefined;
  const fields = [y, mo, w, d, h, mi, s].map(intField);
  if (fields.some((f) => f === undefined)) return undefined;
  const [years, months, weeks, days, hours, minutes, secs] = fields as number[];
  if (years !== 0 || months !== 0) return undefined;
  const seconds = (weeks as number) * 604800 + (days as number) * 86400 + (hours as number) * 3600 + (minutes as number) * 60 + (secs as number);
  if (seconds < -INT_MAX - 1 || seconds > INT_MAX) return undefined;
  const millis = Number((fraction ?? '').padEnd(3, '0').slice(0, 3));
  const sign = (s ?? '').startsWith('-') ? -1 : 1;
  return { seconds, ms: seconds * 1000 + sign * millis };
}
