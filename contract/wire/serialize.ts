// The JSON writer of the wire: the fake's answers, the suite's request bodies and the generators'
// record files. It writes bigint with every digit, splices pre-serialised
// fragments (`RawJson`, so a stored record is serialised once, not on every request), and in v1
// mode escapes every non-ASCII character as \uXXXX with upper-case hex, as the real server's
// Jackson mapper does (reference §1.7).

/** A JSON text written as is where it stands in a value (a stored record serialised once). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** What `serialize` writes: JSON values, with bigint for 64-bit integers and `RawJson` fragments. */
export type Serialisable =
  | null
  | undefined
  | boolean
  | number
  | bigint
  | string
  | RawJson
  | readonly Serialisable[]
  | { readonly [key: string]: Serialisable };

const NEEDS_ESCAPE_ASCII = /[\u0000-\u001f"\\\u007f-\uffff]/;
const ESCAPE_ASCII = /[\u0000-\u001f"\\\u007f-\uffff]/g;

const hex4 = (c: number) => c.toString(16).toUpperCase().padStart(4, '0');

function escapeChar(ch: string): string {
  switch (ch) {
    case '"': return '\\"';
    case '\\': return '\\\\';
    case '\n': return '\\n';
    case '\r': return '\\r';
    case '\t': return '\\t';
    case '\b': return '\\b';
    case '\f': return '\\f';
    default: return `\\u${hex4(ch.charCodeAt(0))}`;
  }
}

/** A JSON string literal; `asciiOnly` escapes everything outside printable ASCII. */
export function quote(s: string, asciiOnly: boolean): string {
  if (!asciiOnly) return JSON.stringify(s);
  return NEEDS_ESCAPE_ASCII.test(s) ? `"${s.replace(ESCAPE_ASCII, escapeChar)}"` : `"${s}"`;
}

/**
 * Quoted keys of v1 answers: records repeat the same few dozen keys, and quoting each one again
 * was most of a million-transfer load. Bounded, because request bodies (echoed as `filter`) bring
 * keys of their own.
 */
const QUOTED_KEYS = new Map<string, string>();
const MAX_QUOTED_KEYS = 4096;

function quoteKey(key: string, asciiOnly: boolean): string {
  if (!asciiOnly) return JSON.stringify(key);
  let quoted = QUOTED_KEYS.get(key);
  if (quoted === undefined) {
    quoted = quote(key, true);
    if (QUOTED_KEYS.size < MAX_QUOTED_KEYS) QUOTED_KEYS.set(key, quoted);
  }
  return quoted;
}

/**
 * The JSON text of a value, bigint with every digit; with `asciiOnly` (the default, v1) every
 * non-ASCII character as \uXXXX with upper-case hex, as the real server's Jackson writes it.
 */
export function serialize(value: Serialisable, asciiOnly = true): string {
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'string': return quote(value, asciiOnly);
    case 'number': return Number.isFinite(value) ? String(value) : 'null';
    case 'bigint': return value.toString();
    case 'boolean': return value ? 'true' : 'false';
  }
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => serialize(v as Serialisable, asciiOnly)).join(',')}]`;
  // Built as it goes: no array of parts to join.
  let out = '{';
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, Serialisable>)[key];
    if (v === undefined) continue;
    if (out.length > 1) out += ',';
    out += `${quoteKey(key, asciiOnly)}:${serialize(v, asciiOnly)}`;
  }
  return `${out}}`;
}
