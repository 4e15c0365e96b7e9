// The one strict JSON parser of the project (a fact of the wire both sides need): dataset files,
// the fake's request bodies and the suite's reading of answers all go through it. It keeps what JSON.parse loses: integers beyond 2^53 come back as bigint (a SPECIALID in
// GUID mode must keep every digit, reference §3.2; DESIGN §8), objects have no prototype (a
// `__proto__` key is plain data), and nesting is bounded so hostile input cannot exhaust the
// stack. Duplicate keys: the last one wins, as with the real server's Jackson. Not the
// `lossless-json` package: it refuses duplicate keys, which the real server accepts.

/** A JSON value as {@link parseJson} answers it: integers beyond 2^53 as bigint, every other number as number. */
export type JsonValue = null | boolean | number | bigint | string | JsonValue[] | JsonObject;
/** A JSON object as {@link parseJson} answers it: no prototype, so any key is plain data. */
export interface JsonObject {
  [key: string]: JsonValue;
}

/** Text that is not strict JSON: the `reason`, and where: the character `position` and its 1-based `line` and `column`. */
export class JsonSyntaxError extends Error {
  override name = 'JsonSyntaxError';
  /** 1-based line of `position`. */
  readonly line: number;
  /** 1-based column of `position`, as Jackson counts it. */
  readonly column: number;
  constructor(readonly reason: string, readonly position: number, source: string) {
    super(`${reason} at position ${position}`);
    let line = 1;
    let lineStart = 0;
    for (let k = source.indexOf('\n'); k !== -1 && k < position; k = source.indexOf('\n', k + 1)) {
      line++;
      lineStart = k + 1;
    }
    this.line = line;
    this.column = position - lineStart + 1;
  }
}

const MAX_DEPTH = 256;

// The parse's state, at module level rather than in closures made per call: tsx compiles with
// keepNames, so every named closure costs an Object.defineProperty on each parse, and request
// bodies are parsed on every write. Parsing is synchronous and calls out to nothing, so one
// state serves every call.
let text = '';
let i = 0;
let n = 0;
const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;

/**
 * Parses strict JSON, keeping every digit of integers beyond 2^53 (as bigint) where `JSON.parse`
 * would round them, e.g. a SPECIALID of a server in GUID mode. A `__proto__` key is plain data,
 * never a prototype; nesting deeper than 256 levels is refused.
 *
 * @throws JsonSyntaxError when `source` is not one JSON value, with its position, line and column.
 *
 * @example
 * parseJson('{"SPECIALID": 9223372036854775807}'); // { SPECIALID: 9223372036854775807n }
 */
export function parseJson(source: string): JsonValue {
  text = source;
  i = 0;
  n = source.length;
  try {
    const value = parseValue(0);
    ws();
    if (i < n) fail('unexpected trailing character');
    return value;
  } finally {
    // Not kept alive by the module: a body may be large.
    text = '';
  }
}

function fail(what: string): never {
  throw new JsonSyntaxError(i >= n ? 'unexpected end of JSON input' : `${what} '${text[i]}'`, i, text);
}

function ws(): void {
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) i++;
    else break;
  }
}

function parseString(): string {
  i++; // opening quote
  let out = '';
  let start = i;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      out += text.slice(start, i);
      i++;
      return out;
    }
    if (c === 92) {
      out += text.slice(start, i);
      i++;
      const e = text[i];
      switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          const hex = text.slice(i + 1, i + 5);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('bad unicode escape');
          out += String.fromCharCode(parseInt(hex, 16));
          i += 4;
          break;
        }
        default: fail('bad escape');
      }
      i++;
      start = i;
      continue;
    }
    if (c < 0x20) fail('control character in string');
    i++;
  }
  return fail('unterminated string');
}

function parseNumber(): number | bigint {
  NUMBER.lastIndex = i;
  const m = NUMBER.exec(text);
  if (!m) return fail('unexpected character');
  i = NUMBER.lastIndex;
  const raw = m[0];
  const value = Number(raw);
  if (m[1] === undefined && m[2] === undefined && !Number.isSafeInteger(value)) return BigInt(raw);
  return value;
}

function parseValue(depth: number): JsonValue {
  if (depth > MAX_DEPTH) throw new JsonSyntaxError(`nesting deeper than ${MAX_DEPTH}`, i, text);
  ws();
  const c = text[i];
  if (c === '{') {
    i++;
    const obj: JsonObject = Object.create(null);
    ws();
    if (text[i] === '}') {
      i++;
      return obj;
    }
    for (;;) {
      ws();
      if (text[i] !== '"') fail('expected a property name, got');
      const key = parseString();
      ws();
      if (text[i] !== ':') fail("expected ':', got");
      i++;
      obj[key] = parseValue(depth + 1);
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '}') {
        i++;
        return obj;
      }
      fail("expected ',' or '}', got");
    }
  }
  if (c === '[') {
    i++;
    const arr: JsonValue[] = [];
    ws();
    if (text[i] === ']') {
      i++;
      return arr;
    }
    for (;;) {
      arr.push(parseValue(depth + 1));
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ']') {
        i++;
        return arr;
      }
      fail("expected ',' or ']', got");
    }
  }
  if (c === '"') return parseString();
  if (text.startsWith('true', i)) {
    i += 4;
    return true;
  }
  if (text.startsWith('false', i)) {
    i += 5;
    return false;
  }
  if (text.startsWith('null', i)) {
    i += 4;
    return null;
  }
  return parseNumber();
}

/** Whether `v` is a JSON object (not null, not an array). */
export const isJsonObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
