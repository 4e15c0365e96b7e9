// ISO 8601 dates as the interface accepts them (reference §3.2: `2014-05-10`,
// `2014-05-10T22:23:21.400Z`, `…+02:00`) and as GET /server writes them (§7.1, with offset).
// Parsing lives here because the contract, the fake and the suite must agree on it.

/** The widest epoch-ms a date can hold (ECMAScript's range, inside Java's): ±100,000,000 days. */
export const MAX_DATE_MS = 8_640_000_000_000_000;

/** True for an integer epoch-ms inside the range of a date. */
export const isDateMsInRange = (ms: number): boolean => Number.isSafeInteger(ms) && Math.abs(ms) <= MAX_DATE_MS;

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/** Epoch milliseconds of an ISO 8601 text, or undefined when the text is not a valid date. A missing zone means UTC. */
export function parseIsoDate(text: string): number | undefined {
  const m = ISO.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone = 'Z'] = m;
  const year = Number(y), month = Number(mo), day = Number(d);
  const hour = Number(h), minute = Number(mi), second = Number(s);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return undefined;
  const ms = Number((frac + '000').slice(0, 3));
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const sign = zone[0] === '-' ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const oh = Number(digits.slice(0, 2));
    const om = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
    if (oh > 18 || om > 59) return undefined;
    offsetMinutes = sign * (oh * 60 + om);
  }
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // Date.UTC maps years 0-99 to 1900-1999; the interface has no such dates, so reject them.
  if (year < 100) return undefined;
  return utc - offsetMinutes * 60_000;
}

/** Whether `text` is an ISO 8601 date the interface accepts (`2014-05-10`, `2014-05-10T22:23:21.400Z`, `…+02:00`): the `iso-date-time` format. */
export const isIsoDateTime = (text: string): boolean => parseIsoDate(text) !== undefined;

const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(Z|[+-]\d{2}:\d{2})$/;
/** The form GET /server writes: milliseconds and an explicit zone (`Z` or `±hh:mm`). */
export const isIsoDateTimeWithOffset = (text: string): boolean => WITH_OFFSET.test(text) && isIsoDateTime(text);

/** Joda's `DateTime.toString()` form in UTC: `2025-01-01T00:00:00.000Z`. */
export const formatIsoDate = (ms: number): string => new Date(ms).toISOString();
