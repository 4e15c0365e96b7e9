// A request as the v1 mechanics see it (reference §2.1-§2.2): path split into base and subpath,
// query arguments as strings (repeated ones as arrays), the X-Auth-* arguments taken out, the
// method override applied, and the body parsed once. Nothing here knows Koa.
import { JsonSyntaxError, parseJson, type JsonValue } from '../json/parse.ts';
import { isSaneString } from './sanity.ts';

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
}

export interface RawRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

const AUTH_ARGS = new Set(['x-auth-key', 'x-auth-user', 'x-auth-timestamp']);
const KNOWN_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE', 'CONNECT']);

function parseBody(text: string): Body {
  if (text.trim() === '') return { kind: 'none' };
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
  const path = decodeSegment(rawPath) || '/';
  const segments = path.split('/').filter((s) => s !== '');
  const headers: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(raw.headers)) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;

  const uri: UriArgs = {};
  const auth: { user?: string; timestamp?: string; key?: string } = {};
  let methodArg: string | undefined;
  for (const [k, v] of new URLSearchParams(query)) {
    const lower = k.toLowerCase();
    if (AUTH_ARGS.has(lower)) {
      if (lower === 'x-auth-user') auth.user = v;
      else if (lower === 'x-auth-timestamp') auth.timestamp = v;
      else auth.key = v;
      continue;
    }
    if (k === 'X-method') methodArg = v;
    if (!isSaneString(k) || !isSaneString(v)) continue;
    const prev = uri[k];
    uri[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  auth.user = headers['x-auth-user'] ?? auth.user;
  auth.timestamp = headers['x-auth-timestamp'] ?? auth.timestamp;
  auth.key = headers['x-auth-key'] ?? auth.key;

  // Method override, v1 only: the query argument, then the header (the header wins); unknown names read as TRACE.
  const v2 = path === '/v2' || path.startsWith('/v2/');
  const override = v2 ? undefined : (headers['x-method'] ?? methodArg);
  const method = override === undefined ? raw.method.toUpperCase() : KNOWN_METHODS.has(override.toUpperCase()) ? override.toUpperCase() : 'TRACE';

  return {
    method,
    url: raw.url,
    path,
    base: segments[0] ?? '',
    subpath: segments.slice(1),
    uri,
    auth: Object.fromEntries(Object.entries(auth).filter(([, v]) => v !== undefined)),
    headers,
    body: parseBody(raw.body),
    bodyText: raw.body,
  };
}
