// A strict JSON parser that keeps every digit of integers beyond 2^53 (as bigint): JSON.parse
// would round a SPECIALID of a server in GUID mode (reference §3.2, §15; DESIGN §8). A `__proto__`
// key is plain data, never a prototype. Errors say where, as line and column.

/** A JSON value as {@link parseLosslessJson} answers it: integers beyond 2^53 as bigint, every other number as number. */
export type JsonValue = null | boolean | number | bigint | string | JsonValue[] | { [key: string]: JsonValue };

/** Text that is not strict JSON: `reason`, and the `line` and `column` (1-based) where parsing failed. */
export class JsonSyntaxError extends Error {
  override name = 'JsonSyntaxError';
  constructor(readonly reason: string, readonly line: number, readonly column: number) {
    super(`${reason} at line ${line}, column ${column}`);
  }
}

const MAX_DEPTH = 128;
const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const ESCAPES: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * Parses strict JSON, keeping every digit of integers beyond 2^53 (as bigint) where `JSON.parse`
 * would round them, e.g. a SPECIALID of a server in GUID mode. A `__proto__` key is plain data,
 * never a prototype; nesting deeper than 128 levels is refused.
 *
 * @throws JsonSyntaxError when `text` is not one JSON value, with its line and column.
 *
 * @example
 * parseLosslessJson('{"SPECIALID": 9223372036854775807}'); // { SPECIALID: 9223372036854775807n }
 */
export function parseLosslessJson(text: string): JsonValue {
  let i = 0;
  const fail = (reason: string): never => {
    const before = text.slice(0, i);
    const line = before.split('\n').length;
    throw new JsonSyntaxError(i >= text.length ? `unexpected end of JSON (${reason})` : `${reason}, found '${text[i]}'`, line, i - before.lastIndexOf('\n'));
  };
  const ws = () => {
    for (let c = text.charCodeAt(i); c === 32 || c === 9 || c === 10 || c === 13; c = text.charCodeAt(++i));
  };
  const expect = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail(`expected a JSON value`);
  };
  const string = (): string => {
    let out = '';
    let start = ++i;
    for (;;) {
      const c = text.charCodeAt(i);
      if (Number.isNaN(c)) fail('unterminated string');
      if (c === 34) break;
      if (c < 0x20) fail('control character in a string');
      if (c === 92) {
        out += text.slice(start, i);
        const e = text[++i] ?? '';
        if (e === 'u') {
          const hex = text.slice(i + 1, i + 5);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('bad \\u escape');
          out += String.fromCharCode(parseInt(hex, 16));
          i += 4;
        } else if (e in ESCAPES) out += ESCAPES[e];
        else fail('bad escape');
        start = i + 1;
      }
      i++;
    }
    out += text.slice(start, i++);
    return out;
  };
  const number = (): number | bigint => {
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m) return fail('expected a JSON value');
    i = NUMBER.lastIndex;
    const value = Number(m[0]);
    return m[1] === undefined && m[2] === undefined && !Number.isSafeInteger(value) ? BigInt(m[0]) : value;
  };
  const value = (depth: number): JsonValue => {
    if (depth > MAX_DEPTH) fail(`nesting deeper than ${MAX_DEPTH}`);
    ws();
    const c = text[i];
    if (c === '"') return string();
    if (c === '{') {
      // A plain object keeps V8's fast properties (a prototype-less one is a hash table, several
      // times larger when a million records are loaded); only `__proto__` needs defining.
      const obj: { [key: string]: JsonValue } = {};
      i++;
      ws();
      if (text[i] === '}') return i++, obj;
      for (;;) {
        ws();
        if (text[i] !== '"') fail('expected a property name');
        const key = string();
        ws();
        if (text[i] !== ':') fail("expected ':'");
        i++;
        const v = value(depth + 1);
        if (key === '__proto__') Object.defineProperty(obj, key, { value: v, enumerable: true, writable: true, configurable: true });
        else obj[key] = v;
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return i++, obj;
        else fail("expected ',' or '}'");
      }
    }
    if (c === '[') {
      const arr: JsonValue[] = [];
      i++;
      ws();
      if (text[i] === ']') return i++, arr;
      for (;;) {
        arr.push(value(depth + 1));
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return i++, arr;
        else fail("expected ',' or ']'");
      }
    }
    if (c === 't') return expect('true'), true;
    if (c === 'f') return expect('false'), false;
    if (c === 'n') return expect('null'), null;
    return number();
  };
  const result = value(0);
  ws();
  if (i < text.length) fail('unexpected text after the JSON value');
  return result;
}
