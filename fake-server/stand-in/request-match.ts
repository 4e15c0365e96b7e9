// Which requests a journal query, a `verify` or a scheduled mishap is about: method, path or
// operation, and optionally the query arguments and the body. One matcher for all three, so a
// test that schedules a mishap for `{ operation: 'createHost' }` verifies with the same words.
import { operationOf } from '../../contract/index.ts';
import { isJsonObject, parseJson, type JsonValue } from '../../contract/index.ts';

/** A request as matchers see it: the method and path sent, the query arguments, the operation it is, the body text. */
export interface RequestView {
  readonly method: string;
  /** The path without the query, as sent (percent escapes kept). */
  readonly path: string;
  /** Query arguments in the order sent; a repeated one as an array. */
  readonly query: Readonly<Record<string, string | string[]>>;
  /** Operation id of the contract (`listTransfers`, `createHost`), or null for a request outside the interface. */
  readonly operation: string | null;
  readonly body: string;
  /** Over mutual TLS, the subject of the certificate the client presented (`CN=alice, O=Acme`); absent otherwise. */
  readonly clientSubject?: string;
}

/**
 * Which requests to take: every field given must hold. Over HTTP (the control API) the functions
 * are not available; strings, regular-expression-free paths and JSON objects are.
 */
export interface RequestMatcher {
  /** HTTP method, any case. */
  readonly method?: string;
  /** The path (no query): exact text, or a regular expression in process. */
  readonly path?: string | RegExp;
  /** Operation id (`getTransfer`) or label (`GET /transfers/:id`) of the contract. */
  readonly operation?: string;
  /** Query arguments that must be present with these values (others may be there too), or a predicate. */
  readonly query?: Readonly<Record<string, string>> | ((query: RequestView['query']) => boolean);
  /** A text the body contains, a JSON object the body's JSON contains (deeply, as a subset), or a predicate on the body text. */
  readonly body?: string | Readonly<Record<string, unknown>> | ((body: string) => boolean);
  /** The client certificate's subject (mutual TLS, `--tls-client-ca`): the whole text (`CN=alice`) or a regular expression; a request without one never matches. */
  readonly clientSubject?: string | RegExp;
}

/** The view of a request line and body: parsed once per request that a matcher looks at. */
export function viewOf(method: string, url: string, body: string, clientSubject?: string): RequestView {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query: Record<string, string | string[]> = Object.create(null);
  if (q >= 0) {
    for (const [k, v] of new URLSearchParams(url.slice(q + 1))) {
      const prev = query[k];
      query[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    }
  }
  const upper = method.toUpperCase();
  const view = { method: upper, path, query, operation: operationOf(upper, decodePath(path))?.id ?? null, body };
  return clientSubject === undefined ? view : { ...view, clientSubject };
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether `text` parses to JSON that holds `wanted` (objects as subsets, everything else equal). */
function jsonContains(text: string, wanted: unknown): boolean {
  let value: JsonValue;
  try {
    value = parseJson(text);
  } catch {
    return false;
  }
  return contains(value, wanted);
}

function contains(value: unknown, wanted: unknown): boolean {
  if (typeof wanted === 'bigint' || typeof value === 'bigint') return (typeof value === 'bigint' || typeof value === 'number') && String(value) === String(wanted);
  if (Array.isArray(wanted)) return Array.isArray(value) && value.length === wanted.length && wanted.every((w, i) => contains(value[i], w));
  if (typeof wanted === 'object' && wanted !== null) {
    if (!isJsonObject(value as JsonValue)) return false;
    const object = value as Record<string, unknown>;
    return Object.keys(wanted).every((k) => Object.hasOwn(object, k) && contains(object[k], (wanted as Record<string, unknown>)[k]));
  }
  return value === wanted;
}

const sameOperation = (view: RequestView, wanted: string): boolean => {
  if (view.operation === wanted) return true;
  const space = wanted.indexOf(' ');
  return space > 0 && view.operation !== null && operationOf(wanted.slice(0, space).toUpperCase(), wanted.slice(space + 1).replaceAll(':id', '_'))?.id === view.operation;
};

/** What differs between a request and a matcher, one phrase per field (`method GET, not POST`); empty: it matches. */
export function mismatches(view: RequestView, m: RequestMatcher): string[] {
  const out: string[] = [];
  if (m.method !== undefined && view.method !== m.method.toUpperCase()) out.push(`method ${view.method}, not ${m.method.toUpperCase()}`);
  if (m.path !== undefined && !(typeof m.path === 'string' ? view.path === m.path : m.path.test(view.path))) out.push(`path ${view.path}, not ${String(m.path)}`);
  if (m.operation !== undefined && !sameOperation(view, m.operation)) out.push(`operation ${view.operation ?? '(none)'}, not ${m.operation}`);
  if (m.query !== undefined) {
    const ok = typeof m.query === 'function' ? m.query(view.query) : Object.entries(m.query).every(([k, v]) => view.query[k] === v || (Array.isArray(view.query[k]) && view.query[k].includes(v)));
    if (!ok) out.push(`query ${JSON.stringify(view.query)} does not match`);
  }
  if (m.body !== undefined) {
    const ok = typeof m.body === 'function' ? m.body(view.body) : typeof m.body === 'string' ? view.body.includes(m.body) : jsonContains(view.body, m.body);
    if (!ok) out.push(`body ${view.body === '' ? '(empty)' : JSON.stringify(view.body.length > 120 ? `${view.body.slice(0, 120)}…` : view.body)} does not match`);
  }
  if (m.clientSubject !== undefined && !(view.clientSubject !== undefined && (typeof m.clientSubject === 'string' ? view.clientSubject === m.clientSubject : m.clientSubject.test(view.clientSubject)))) {
    out.push(`client certificate ${view.clientSubject ?? '(none)'}, not ${String(m.clientSubject)}`);
  }
  return out;
}

export const matches = (view: RequestView, m: RequestMatcher): boolean => mismatches(view, m).length === 0;

/** A matcher as text, for messages: `{method: POST, operation: createHost}`. */
export function describeMatcher(m: RequestMatcher): string {
  const parts = Object.entries(m).map(([k, v]) => `${k}: ${typeof v === 'function' ? '(predicate)' : v instanceof RegExp ? String(v) : typeof v === 'object' ? JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? String(x) : x)) : String(v)}`);
  return `{${parts.join(', ')}}`;
}
