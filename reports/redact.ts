// Secrets never reach a report (issue 7): every writer renders `redactResult(result)`, never the
// raw result. The runner already blanks secret headers; this pass also covers bodies, curl
// lines and free text: a shutdown packet's `key`, HOSTKEY, password fields, Basic/HMAC/Bearer
// credentials, secret query parameters and URL user-info. It runs in two passes: the first
// collects every secret value it can recognise anywhere in the result, the second blanks the
// recognised places and then every other occurrence of those values (a key echoed in a
// `received` text is still the key).

export const REDACTED = '<redacted>';

/** Field, header, parameter and element names whose values are secrets. */
const SECRET_NAME =
  /^(?:key|hostkey|shutdownkey|adminkey|signaturekey|authorization|proxy-authorization|x-auth-key|x-auth-signature|cookie|set-cookie|[\w.-]*(?:password|passwd|passphrase|secret)[\w.-]*)$/i;

export const isSecretName = (name: string): boolean => SECRET_NAME.test(name.slice(name.lastIndexOf(':') + 1));

/** Literal values shorter than this are only blanked where they are recognised, not everywhere. */
const MIN_LITERAL = 6;

// Each pattern finds one kind of secret; `value` is the group holding it (and `extra` values
// derived from it, like the password inside a Basic credential).
interface Pattern {
  readonly re: RegExp;
  /** The secret inside one match, or undefined when the match holds none. */
  readonly secret: (m: RegExpExecArray) => string | undefined;
  /** The match with the secret blanked. */
  readonly blank: (m: RegExpExecArray) => string;
}

const basicSecret = (token: string): string | undefined => {
  const decoded = Buffer.from(token, 'base64').toString('utf8');
  // "Basic authentication" is prose, not a credential: a credential decodes to user:password.
  return /^[^:\s\u0000-\u001f]*:[^\u0000-\u001f]*$/.test(decoded) ? decoded.slice(decoded.indexOf(':') + 1) : undefined;
};

const PATTERNS: readonly Pattern[] = [
  // "key": "…" in JSON (also unterminated, in a truncated body), and "key": [1,2,…] byte arrays.
  {
    re: /"([\w.:-]+)"(\s*:\s*)(?:"((?:[^"\\]|\\.)*)(?:"|$)|(\[[\d\s,-]*\]))/g,
    secret: (m) => (isSecretName(m[1]!) ? (m[3] ?? m[4]) : undefined),
    blank: (m) => (isSecretName(m[1]!) ? `"${m[1]}"${m[2]}"${REDACTED}"` : m[0]),
  },
  // The same inside a JSON text that is itself a JSON string: \"key\":\"…\".
  {
    re: /\\"([\w.:-]+)\\"(\s*:\s*)\\"((?:(?!\\")[\s\S])*)\\"/g,
    secret: (m) => (isSecretName(m[1]!) ? m[3] : undefined),
    blank: (m) => (isSecretName(m[1]!) ? `\\"${m[1]}\\"${m[2]}\\"${REDACTED}\\"` : m[0]),
  },
  // <HOSTKEY>…</HOSTKEY> and <password>…</password> in XML bodies.
  {
    re: /<([\w:.-]+)(\s[^<>]*)?>([^<]*)<\/\1>/g,
    secret: (m) => (isSecretName(m[1]!) ? m[3] : undefined),
    blank: (m) => (isSecretName(m[1]!) ? `<${m[1]}${m[2] ?? ''}>${REDACTED}</${m[1]}>` : m[0]),
  },
  // key="…" attributes.
  {
    re: /(^|[\s<])([\w:.-]+)(\s*=\s*)(["'])([^"']*)\4/gm,
    secret: (m) => (isSecretName(m[2]!) ? m[5] : undefined),
    blank: (m) => (isSecretName(m[2]!) ? `${m[1]}${m[2]}${m[3]}${m[4]}${REDACTED}${m[4]}` : m[0]),
  },
  // ?password=…&key=… in URLs and form bodies.
  {
    re: /(^|[?&;\s])([\w.%-]+)=([^&#\s'"<>]+)/gm,
    secret: (m) => (isSecretName(safeDecode(m[2]!)) ? m[3] : undefined),
    blank: (m) => (isSecretName(safeDecode(m[2]!)) ? `${m[1]}${m[2]}=${REDACTED}` : m[0]),
  },
  // Authorization: … header lines (curl -H, raw dumps), whatever the scheme.
  {
    re: /\b(authorization|proxy-authorization|x-auth-key|x-auth-signature|cookie|set-cookie)(\s*:[ \t]*)([^\r\n'"]+)/gi,
    secret: (m) => (m[3]!.trim() === REDACTED ? undefined : m[3]!.trim()),
    blank: (m) => `${m[1]}${m[2]}${REDACTED}`,
  },
  // Credentials by scheme, wherever they appear.
  {
    re: /\bBasic\s+([A-Za-z0-9+/_-]{4,}=*)/g,
    secret: (m) => (basicSecret(m[1]!) !== undefined ? m[1] : undefined),
    blank: (m) => (basicSecret(m[1]!) !== undefined ? `Basic ${REDACTED}` : m[0]),
  },
  {
    re: /\b(Bearer|HMAC|Digest)\s+([A-Za-z0-9+/._~=-]{16,})/g,
    secret: (m) => m[2],
    blank: (m) => `${m[1]} ${REDACTED}`,
  },
  // scheme://user:password@host
  {
    re: /(\b[a-z][\w+.-]*:\/\/[^\s:@/'"]+):([^\s@/'"]+)@/gi,
    secret: (m) => m[2],
    blank: (m) => `${m[1]}:${REDACTED}@`,
  },
];

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Every secret value recognisable in `text`, in the forms it may appear in elsewhere. */
function harvest(text: string, into: Set<string>): void {
  const add = (v: string | undefined) => {
    if (v === undefined || v.length < MIN_LITERAL || v.includes(REDACTED)) return;
    into.add(v);
    into.add(encodeURIComponent(v));
    into.add(safeDecode(v));
    into.add(JSON.stringify(v).slice(1, -1));
  };
  for (const p of PATTERNS) {
    for (const m of text.matchAll(p.re)) {
      const v = p.secret(m as RegExpExecArray);
      add(v);
      if (v !== undefined && p === PATTERNS[6]) add(basicSecret(v));
      if (v !== undefined && /^Basic\s/i.test(v)) add(basicSecret(v.replace(/^Basic\s+/i, '')));
    }
  }
}

/** `text` with every recognisable secret, and every literal of `known`, blanked. */
export function redactText(text: string, known: ReadonlySet<string> = new Set()): string {
  let out = text;
  for (const p of PATTERNS) out = out.replace(p.re, (...args: unknown[]) => p.blank(toMatch(args)));
  // Longest first, so a value is never half-blanked by a shorter one it contains.
  for (const v of [...known].sort((a, b) => b.length - a.length)) if (v.length >= MIN_LITERAL && out.includes(v)) out = out.split(v).join(REDACTED);
  return out;
}

// String.replace hands the match as positional arguments; rebuild the exec-style array.
function toMatch(args: unknown[]): RegExpExecArray {
  const groups = typeof args[args.length - 1] === 'object' ? 1 : 0;
  const parts = args.slice(0, args.length - 2 - groups) as (string | undefined)[];
  return Object.assign(parts, { index: args[args.length - 2 - groups] as number, input: args[args.length - 1 - groups] as string }) as unknown as RegExpExecArray;
}

type Json = string | number | boolean | null | undefined | readonly Json[] | { readonly [k: string]: Json };

function walk(value: Json, visit: (s: string, secretField: boolean) => string, secretField = false): Json {
  if (typeof value === 'string') return visit(value, secretField);
  if (Array.isArray(value)) return value.map((v) => walk(v, visit));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v as Json, visit, isSecretName(k))]));
  }
  return value;
}

/** A copy of `value` (a RunResult, a Deviation…) with no secret left in any string of it. */
export function redactResult<T>(value: T): T {
  const known = new Set<string>();
  walk(value as Json, (s, secretField) => {
    if (secretField) {
      if (s !== REDACTED) harvest(`Authorization: ${s}`, known);
      if (s.length >= MIN_LITERAL && s !== REDACTED) known.add(s);
    } else harvest(s, known);
    return s;
  });
  return walk(value as Json, (s, secretField) => (secretField ? REDACTED : redactText(s, known))) as T;
}
