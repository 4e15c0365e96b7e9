// A request as the v1 mechanics see it (reference §2.1-§2.2): path split into base and subpath,
// query arguments as strings (repeated ones as arrays), the X-Auth-* arguments taken out, the
// method override applied, and the body parsed once. Nothing here knows Koa.
import { apiGenerationOf, JsonSyntaxError, parseJson, type JsonValue } from '../../contract/index.ts';
import { isSaneString } from './sanity.ts';
import { queryPairs } from './query-pairs.ts';

export type UriArgs = Record<string, string | string[]>;

export type Body =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly value: JsonValue }
  | { readonly kind: 'invalid'; readonly error: string };

export interface ParsedRequest {
  /** Effective method, after the `X-method` override. */
  readonly method: string;
  /** Path and query as received: the `Referer` of the answer. */
  readonly url: string;
  readonly path: string;
  readonly base: string;
  readonly subpath: readonly string[];
  /** Query arguments (sanity-checked, X-Auth-* removed), in the order received. */
  readonly uri: UriArgs;
  /** X-Auth-* values, from the headers or the query. */
  readonly auth: { readonly user?: string; readonly timestamp?: string; readonly key?: string };
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly body: Body;
  readonly bodyText: string;
  /** The transport writes the answer on a socket as soon as it has it ({@link RawRequest.wire}). */
  readonly wire: boolean;
}

/** One request as `fake.handle` takes it, transport-free: what any HTTP server or mock hands over. */
export interface RawRequest {
  /** HTTP method, e.g. `GET`. */
  readonly method: string;
  /** Path and query as received, e.g. `/transfers?LIMIT=5`. */
  readonly url: string;
  /** Request headers; names in any case, repeated values as arrays (as `node:http` gives them). */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The body text; `''` for none (GET requests of the interface may carry a JSON body). */
  readonly body: string;
  /** Over mutual TLS: the subject of the client's certificate (`CN=alice, O=Acme`), for the journal and matchers. */
  readonly clientSubject?: string;
  /**
   * Set by a transport that writes the answer on a socket as soon as `handle` returns (the
   * node:http listener of `listen` and `tmkit serve`): a list of transfers then also comes as
   * bytes (`Reply.bytes`), copied once from the store into a reused buffer, instead of as a 60 KB
   * string that the socket would encode again. Same answer, byte for byte; in process (msw, tests)
   * the text is what is read, and making bytes first would only cost.
   */
  readonly wire?: boolean;
}

const AUTH_ARGS = new Set(['x-auth-key', 'x-auth-user', 'x-auth-timestamp']);
const KNOWN_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE', 'CONNECT']);

const NO_BODY: Body = { kind: 'none' };

function parseBody(text: string): Body {
  if (text === '' || text.trim() === '') return NO_BODY;
  try {
    return { kind: 'json', value: parseJson(text) };
  } catch (e) {
    if (e instanceof JsonSyntaxError) return { kind: 'invalid', error: e.message };
    throw e;
  }
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function parseRequest(raw: RawRequest): ParsedRequest {
  const q = raw.url.indexOf('?');
  const rawPath = q < 0 ? raw.url : raw.url.slice(0, q);
  const query = q < 0 ? '' : raw.url.slice(q + 1);
  // Most paths hold no escape: decoding them would give the same text.
  const path = (rawPath.includes('%') ? decodeSegment(rawPath) : rawPath) || '/';
  const segments = path.split('/').filter((s) => s !== '');
  // Null-prototype maps: a header or argument named `__proto__` or `constructor` is just a name.
  const headers: Record<string, string | undefined> = Object.create(null);
  for (const k of Object.keys(raw.headers)) {
    const v = raw.headers[k];
    headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }

  const uri: UriArgs = Object.create(null);
  let user: string | undefined;
  let timestamp: string | undefined;
  let key: string | undefined;
  let methodArg: string | undefined;
  if (query !== '') {
    for (const [k, v] of queryPairs(query)) {
      const lower = k.toLowerCase();
      if (AUTH_ARGS.has(lower)) {
        if (lower === 'x-auth-user') user = v;
        else if (lower === 'x-auth-timestamp') timestamp = v;
        else key = v;
        continue;
      }
      if (k === 'X-method') methodArg = v;
      if (!isSaneString(k) || !isSaneString(v)) continue;
      const prev = Object.hasOwn(uri, k) ? uri[k] : undefined;
      uri[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    }
  }
  // The headers win over the query arguments; absent values are left out of `auth`.
  const auth: { user?: string; timestamp?: string; key?: string } = {};
  user = headers['x-auth-user'] ?? user;
  timestamp = headers['x-auth-timestamp'] ?? timestamp;
  key = headers['x-auth-key'] ?? key;
  if (user !== undefined) auth.user = user;
  if (timestamp !== undefined) auth.timestamp = timestamp;
  if (key !== undefined) auth.key = key;

  // Method override, v1 only: the query argument, then the header (the header wins); unknown names read as TRACE.
  const override = apiGenerationOf(path) === 'v2' ? undefined : (headers['x-method'] ?? methodArg);
  const method = override === undefined ? raw.method.toUpperCase() : KNOWN_METHODS.has(override.toUpperCase()) ? override.toUpperCase() : 'TRACE';

  return {
    method,
    url: raw.url,
    path,
    base: segments[0] ?? '',
    subpath: segments.slice(1),
    uri,
    auth,
    headers,
    body: parseBody(raw.body),
    bodyText: raw.body,
    wire: raw.wire === true,
  };
}
