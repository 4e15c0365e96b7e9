// A stored record's JSON text without its keys. A million transfers repeat the same 25 keys,
// which are close to half of each record's bytes; a shape (the key list, one per distinct list)
// holds them once, and each row keeps only its value texts, joined by \u0001 (a character valid
// JSON never holds raw: control characters are escaped inside strings and not allowed outside).
// Value texts are kept verbatim (or as a one-character code of a text the field repeats,
// value-codes.ts), so the JSON is rebuilt byte for byte; a text that is not a flat `{"k":v,...}`
// without whitespace between members is kept whole instead (the RAW shape).
import { parseJson, type JsonValue } from '../json/parse.ts';
import { looksLikeCode, ValueCodes } from './value-codes.ts';

const SEP = '\u0001';
/** A JSON scalar token: a string literal, a number, true, false or null (a superset of numbers, which is harmless: text is kept as is). */
const SCALAR = '("(?:[^"\\\\]|\\\\.)*"|-?\\d[\\d.eE+-]*|true|false|null)';
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** What an integer beyond 2^53 of field `name` becomes. */
export type BigIntReader = (name: string, value: bigint) => JsonValue;

export class JsonShape {
  /** `{"K0":`, `,"K1":`, …: what goes before each value. */
  readonly prefixes: readonly string[];
  /** The keys as strings (their JSON texts decoded). */
  readonly names: readonly string[];
  /** Per field, the codes of its repeated value texts. */
  private readonly codes: readonly ValueCodes[];
  /** A whole record of this shape whose values are scalars, made on first use. */
  private matcher: RegExp | undefined;

  constructor(readonly keyTexts: readonly string[]) {
    this.prefixes = keyTexts.map((k, i) => `${i === 0 ? '{' : ','}${k}:`);
    this.names = keyTexts.map((k) => parseJson(k) as string);
    this.codes = keyTexts.map(() => new ValueCodes());
  }

  /** The packed form of a record of this shape from its value texts (which it may change). */
  pack(values: string[]): string {
    for (let i = 0; i < values.length; i++) values[i] = (this.codes[i] as ValueCodes).encode(values[i] as string);
    return values.join(SEP);
  }

  /**
   * The value texts of `json` when it is exactly a record of this shape with scalar values (every
   * transfer is), else undefined. One native regular-expression match: several times faster than
   * a scan in JS, and the usual case of a load. Its matches are whole JSON tokens, each starting
   * with an ASCII character, so the JSON is rebuilt exactly and never taken for a value code.
   */
  values(json: string): string[] | undefined {
    if (this.prefixes.length === 0) return json === '{}' ? [] : undefined;
    this.matcher ??= new RegExp(`^${this.prefixes.map((p) => escapeRegExp(p) + SCALAR).join('')}\\}$`);
    const m = this.matcher.exec(json);
    if (!m) return undefined;
    m.shift();
    return m;
  }

  json(packed: string): string {
    if (this.prefixes.length === 0) return '{}';
    let out = '';
    let from = 0;
    for (let i = 0; i < this.prefixes.length; i++) {
      const sep = packed.indexOf(SEP, from);
      const to = sep < 0 ? packed.length : sep;
      out += (this.prefixes[i] as string) + (this.codes[i] as ValueCodes).decode(packed.slice(from, to));
      from = to + 1;
    }
    return `${out}}`;
  }

  /**
   * The record as a plain object, key order kept. Integers beyond 2^53 come back as bigint, or as
   * `onBigInt` makes them (a caller that knows which fields were numbers).
   */
  object(packed: string, onBigInt?: BigIntReader): Record<string, JsonValue> {
    const out: Record<string, JsonValue> = {};
    if (this.names.length === 0) return out;
    const values = packed.split(SEP);
    for (let i = 0; i < this.names.length; i++) {
      const name = this.names[i] as string;
      let value = valueOf((this.codes[i] as ValueCodes).decode(values[i] as string));
      if (typeof value === 'bigint' && onBigInt) value = onBigInt(name, value);
      // A `__proto__` key is data, as the parser reads it, not the object's prototype.
      if (name === '__proto__') Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
      else out[name] = value;
    }
    return out;
  }
}

/** The shape of texts kept whole. */
class RawShape extends JsonShape {
  constructor() {
    super([]);
  }
  override json(packed: string): string {
    return packed;
  }
  override object(packed: string, onBigInt?: BigIntReader): Record<string, JsonValue> {
    const out = { ...(parseJson(packed) as Record<string, JsonValue>) };
    if (onBigInt) for (const [name, value] of Object.entries(out)) if (typeof value === 'bigint') out[name] = onBigInt(name, value);
    return out;
  }
}

const INTEGER = /^-?\d+$/;

/** One value text: the common scalars without the general parser (costly for a short text), anything else with it. */
function valueOf(text: string): JsonValue {
  const c = text.charCodeAt(0);
  // A string has no number to lose: the native parser reads its escapes exactly.
  if (c === 34 /* " */ && text.length > 1 && text.charCodeAt(text.length - 1) === 34) return text.indexOf('\\') < 0 ? text.slice(1, -1) : (JSON.parse(text) as string);
  if (c === 116 /* t */ && text === 'true') return true;
  if (c === 102 /* f */ && text === 'false') return false;
  if (c === 110 /* n */ && text === 'null') return null;
  const last = text.charCodeAt(text.length - 1);
  if ((c === 45 || (c >= 48 && c <= 57)) && last >= 48 && last <= 57) {
    // As the parser reads numbers: an integer beyond 2^53 as a bigint, every other number as a double.
    const n = Number(text);
    if (Number.isSafeInteger(n)) return n;
    if (INTEGER.test(text)) return BigInt(text);
    if (Number.isFinite(n)) return n;
  }
  return parseJson(text);
}

/** Shapes by key list; id 0 is the RAW shape. */
export class ShapeTable {
  private readonly shapes: JsonShape[] = [new RawShape()];
  private readonly ids = new Map<string, number>();
  /** The shape of the last record packed: most records share it, and one match tells (JsonShape.values). */
  private last = 0;
  // Where the members of the record being packed are (reused: one record at a time).
  private readonly keyStarts: number[] = [];
  private readonly keyEnds: number[] = [];
  private readonly values: string[] = [];

  get(id: number): JsonShape {
    return this.shapes[id] as JsonShape;
  }

  /** Splits `json` into its shape id and packed values. */
  pack(json: string): { shape: number; packed: string } {
    if (json.indexOf(SEP) >= 0) return { shape: 0, packed: json };
    // Most records have the shape of the one before: one match, no scan.
    const quick = this.last === 0 ? undefined : (this.shapes[this.last] as JsonShape).values(json);
    if (quick) return { shape: this.last, packed: (this.shapes[this.last] as JsonShape).pack(quick) };
    if (!this.split(json)) return { shape: 0, packed: json };
    const shape = this.shapeOfSplit(json);
    return { shape, packed: (this.shapes[shape] as JsonShape).pack(this.values) };
  }

  /** The shape of the members split() found, made when new. */
  private shapeOfSplit(json: string): number {
    const keys = this.keyStarts.map((start, i) => json.slice(start, this.keyEnds[i]));
    const name = keys.join(SEP);
    let shape = this.ids.get(name);
    if (shape === undefined) {
      shape = this.shapes.push(new JsonShape(keys)) - 1;
      this.ids.set(name, shape);
    }
    this.last = shape;
    return shape;
  }

  /** Finds the key texts and value texts of a flat object text; false when it is not one exactly. */
  private split(json: string): boolean {
    this.keyStarts.length = 0;
    this.keyEnds.length = 0;
    this.values.length = 0;
    if (json === '{}') return true;
    if (json.charCodeAt(0) !== 123 /* { */) return false;
    for (let i = 1; ; ) {
      if (json.charCodeAt(i) !== 34) return false;
      const keyEnd = closingQuote(json, i) + 1;
      if (keyEnd <= 0 || json.charCodeAt(keyEnd) !== 58 /* : */) return false;
      const valueEnd = endOfValue(json, keyEnd + 1);
      if (valueEnd <= keyEnd + 1) return false;
      const value = json.slice(keyEnd + 1, valueEnd);
      // Not JSON (a value never starts outside ASCII), so not packed: kept whole, as given.
      if (looksLikeCode(value)) return false;
      this.keyStarts.push(i);
      this.keyEnds.push(keyEnd);
      this.values.push(value);
      if (json.charCodeAt(valueEnd) === 125 /* } */) return valueEnd === json.length - 1;
      i = valueEnd + 1;
    }
  }
}

/** Index of the quote that closes the string literal opening at `i`, or -1 (the native search does the scanning). */
function closingQuote(s: string, i: number): number {
  for (let q = s.indexOf('"', i + 1); q > 0; q = s.indexOf('"', q + 1)) {
    let b = q - 1;
    while (s.charCodeAt(b) === 92 /* \ */) b--;
    // An even run of backslashes before it: the quote itself is not escaped.
    if ((q - 1 - b) % 2 === 0) return q;
  }
  return -1;
}

/** Index of the `,` or `}` that ends the member value starting at `i` (nesting and strings skipped), or -1. */
function endOfValue(s: string, i: number): number {
  let depth = 0;
  for (let k = i; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c === 34) {
      k = closingQuote(s, k);
      if (k < 0) return -1;
    } else if (c === 123 || c === 91 /* { [ */) depth++;
    else if (c === 125 || c === 93 /* } ] */) {
      if (depth === 0) return c === 125 ? k : -1;
      depth--;
    } else if (c === 44 /* , */ && depth === 0) return k;
  }
  return -1;
}
