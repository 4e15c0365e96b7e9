// The classes of value the interface and the reference give a meaning to (issue 25, item 1): a
// number as a JSON number or as text, a text that is not a number, the time forms, status letters
// and words, the extreme numbers, null, and the kinds of text. The input space (input-space.ts)
// says which classes each parameter and field takes and what each must do; the suite sends them,
// the coverage counts them (classOf), the fault operators misread them.
import { ERROR_CODES } from './enums.ts';

/** Every value class, with what it is, in the order the coverage lists them. */
export const VALUE_CLASSES = {
  'number-json': 'an integer written as a JSON number (a JSON body)',
  'number-text': 'an integer written as text ("42"; every query argument is text)',
  'not-a-number': 'a text that is not a number where a number is read ("abc")',
  negative: 'a negative integer',
  zero: 'zero',
  largest: 'the largest value the column or the contract holds (2^31-1, 2^63-1, 65535 for a port)',
  'past-2^53': 'an int64 beyond 2^53, which a double cannot hold exactly (9007199254740993)',
  'time-epoch-ms': 'a time as epoch milliseconds',
  'time-zero': 'a time given as 0',
  'time-iso-date': 'an ISO 8601 date (2025-01-01)',
  'time-iso-z': 'an ISO 8601 date-time in UTC (2025-01-01T10:00:00.000Z)',
  'time-iso-offset': 'an ISO 8601 date-time with an offset (2025-01-01T12:00:00.000+02:00)',
  'status-letter': 'an ErrorCode letter alone ("O")',
  'status-padded': 'an ErrorCode letter padded to three characters ("O  ")',
  'status-word': 'an ErrorCode name ("CompleteOk"), read by its first character',
  'boolean-json': 'true or false as a JSON boolean (a JSON body)',
  'boolean-text': 'the text true or false (every query argument is text)',
  'boolean-other-text': 'another text where a boolean is read ("TRUE", "1")',
  null: 'JSON null (a JSON body)',
  absent: 'left out',
  'text-ascii': 'printable ASCII text',
  'text-latin': 'accented Latin text (Zoë, Müller)',
  'text-other-script': 'text in another script of the BMP (Cyrillic, Han)',
  'text-astral': 'text with characters outside the BMP (emoji, UTF-16 surrogate pairs)',
  'text-whitespace-run': 'text with runs of white space (two spaces, a tab, a newline)',
  'text-xml-special': 'text with the XML-special characters < > & \' "',
  'text-longest': 'the longest text the column holds (255, 8096 or 12288 characters)',
  'name-exact': 'a name of an enumeration as the server writes it (REST v2: DONE, ascId, send)',
  'name-other-case': 'a name of an enumeration in another case (done, ASCID, SEND)',
  'duration-iso': 'an ISO 8601 period in days, hours, minutes or seconds (PT1H, P1D)',
  'duration-months': 'an ISO 8601 period in months or years (P1M)',
  'array-json': 'a JSON array (a list of names, of tasks, of roles)',
} as const;

/** One value class: a key of {@link VALUE_CLASSES}. */
export type ValueClass = keyof typeof VALUE_CLASSES;
/** Every value class id, in the catalogue's order. */
export const VALUE_CLASS_IDS = Object.keys(VALUE_CLASSES) as ValueClass[];

/** Column widths of the real server's tables (DbModelAbstract: MAX_KEY_VARCHAR, MAX_VARCHAR, MAX_LONGVARCHAR). */
export const TEXT_WIDTH = { key: 255, text: 8096, long: 12288 } as const;

/** The largest value of a 32-bit integer column (INTEGER): RANK, STEP, BLOCKSZ, PORT's type. */
export const INT32_MAX = 2_147_483_647;
const INT64_MAX_TEXT = '9223372036854775807';

const STATUS_LETTERS = new Set(ERROR_CODES.map((e) => e.letter));
const STATUS_NAMES = new Set(ERROR_CODES.map((e) => e.name));

const isIntegerText = (s: string) => /^-?\d+$/.test(s);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_Z = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;
const ISO_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?[+-]\d{2}:?\d{2}$/;

/** What a parameter or field reads a value as: the shape of the classes it can take. */
export type ValueKind = 'integer' | 'id' | 'time' | 'status' | 'boolean' | 'text' | 'packet-flag' | 'name' | 'duration' | 'array';

/** The classes a number belongs to (as it came: JSON number, bigint or text). */
function integerClasses(v: unknown, largest: bigint): ValueClass[] {
  const out: ValueClass[] = [];
  let n: bigint | undefined;
  if (typeof v === 'number' && Number.isInteger(v)) (out.push('number-json'), (n = BigInt(v)));
  else if (typeof v === 'bigint') (out.push('number-json'), (n = v));
  else if (typeof v === 'string') {
    if (isIntegerText(v)) (out.push('number-text'), (n = BigInt(v)));
    else out.push('not-a-number');
  }
  if (n !== undefined) {
    if (n < 0n) out.push('negative');
    if (n === 0n) out.push('zero');
    if (n === largest || n === BigInt(INT64_MAX_TEXT)) out.push('largest');
    if (n > 9007199254740992n || n < -9007199254740992n) out.push('past-2^53');
  }
  return out;
}

function timeClasses(v: unknown): ValueClass[] {
  if (v === 0 || v === '0') return ['time-zero'];
  if (typeof v === 'number' || typeof v === 'bigint' || (typeof v === 'string' && isIntegerText(v))) return ['time-epoch-ms'];
  if (typeof v !== 'string') return [];
  if (ISO_DATE.test(v)) return ['time-iso-date'];
  if (ISO_Z.test(v)) return ['time-iso-z'];
  if (ISO_OFFSET.test(v)) return ['time-iso-offset'];
  return ['not-a-number'];
}

function statusClasses(v: unknown): ValueClass[] {
  if (typeof v !== 'string') return [];
  if (v.length === 1 && STATUS_LETTERS.has(v)) return ['status-letter'];
  if (v.length === 3 && STATUS_LETTERS.has(v[0] as string) && v.slice(1) === '  ') return ['status-padded'];
  return STATUS_NAMES.has(v.trim()) || STATUS_LETTERS.has(v[0] as string) ? ['status-word'] : [];
}

function booleanClasses(v: unknown): ValueClass[] {
  if (typeof v === 'boolean') return ['boolean-json'];
  if (v === 'true' || v === 'false') return ['boolean-text'];
  return typeof v === 'string' ? ['boolean-other-text'] : [];
}

/** The classes of a text; `width` is its column's (the longest text is exactly that long). */
export function textClasses(v: unknown, width?: number): ValueClass[] {
  if (typeof v !== 'string') return [];
  const out: ValueClass[] = [];
  if (/^[\x20-\x7e]*$/.test(v)) out.push('text-ascii');
  if (/[\u00c0-\u024f]/.test(v)) out.push('text-latin');
  if (/[\u0370-\u03ff\u0400-\u04ff\u3040-\u30ff\u4e00-\u9fff]/.test(v)) out.push('text-other-script');
  if (/[\ud800-\udbff][\udc00-\udfff]/.test(v)) out.push('text-astral');
  if (/\s{2,}|[\t\n\r]/.test(v)) out.push('text-whitespace-run');
  if (/[<>&'"]/.test(v)) out.push('text-xml-special');
  if (width !== undefined && [...v].length === width) out.push('text-longest');
  return out;
}

/** A name of `names` as written, or in another case; another text is no name (REST v2's enumerations). */
function nameClasses(v: unknown, names: readonly string[]): ValueClass[] {
  if (typeof v !== 'string') return [];
  if (names.includes(v)) return ['name-exact'];
  return names.some((n) => n.toLowerCase() === v.toLowerCase()) ? ['name-other-case'] : [];
}

/** An ISO 8601 period (Joda's Period.parse): with months or years, or without; another text is not a number of time. */
function durationClasses(v: unknown): ValueClass[] {
  if (typeof v !== 'string') return [];
  const m = /^P(?:[+-]?\d+Y)?(?:[+-]?\d+M)?(?:[+-]?\d+W)?(?:[+-]?\d+D)?(?:T(?:[+-]?\d+H)?(?:[+-]?\d+M)?(?:[+-]?\d+(?:[.,]\d*)?S)?)?$/i.exec(v);
  if (!m || v.length < 2 || /T$/i.test(v)) return ['not-a-number'];
  return /^P[^T]*[YM]/i.test(v) ? ['duration-months'] : ['duration-iso'];
}

/** The classes a value of this kind belongs to, as the coverage counts them (null is null whatever the kind). */
export function classesOf(kind: ValueKind, v: unknown, opts: { readonly largest?: bigint; readonly width?: number; readonly names?: readonly string[] } = {}): ValueClass[] {
  if (v === null) return ['null'];
  if (Array.isArray(v)) return ['array-json'];
  switch (kind) {
    case 'integer':
    case 'id':
      return integerClasses(v, opts.largest ?? BigInt(INT64_MAX_TEXT));
    case 'time':
      return timeClasses(v);
    case 'status':
      return statusClasses(v);
    case 'boolean':
    case 'packet-flag':
      return booleanClasses(v);
    case 'text':
      return textClasses(v, opts.width);
    case 'name':
      return nameClasses(v, opts.names ?? []);
    case 'duration':
      return durationClasses(v);
    case 'array':
      // A text where a list is read: its text classes (refused).
      return textClasses(v, opts.width);
  }
}
