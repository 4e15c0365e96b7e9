// What the v2 list, record and write answers of hosts and rules share (docs/rest-v2-3.6.2.md §3.2,
// §5): JSON replies, the refusal of a write that is not JSON (a list's is form-media.ts), a write
// body read and checked, the `{id}` of the path, and a
// page cut as 3.6.2's handlers cut it, after counting.
import { serialize, type JsonObject, type Serialisable, type V2Order } from '../../contract/index.ts';
import type { Reply } from '../http/reply.ts';
import type { ParsedRequest } from '../http/request.ts';
import { v2PathOf } from '../routes.ts';
import type { TopMember } from './json-members.ts';
import { readV2Body } from './v2-body.ts';
import { emptyReply, v2ErrorReply, type V2Error } from './v2-errors.ts';
import { languageOf } from './v2-messages.ts';


/** A v2 JSON answer; v2 writes non-ASCII as is (reference §1.7). */
export const jsonReply = (status: number, body: Serialisable, headers: Readonly<Record<string, string>> = {}): Reply => ({
  status,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: serialize(body, false),
});

/** 415 of a write that is not JSON. */
export const NOT_JSON = emptyReply(415, { Accept: 'application/json' });


/** `{"totalResults":<count before paging>,"results":[…]}`: the page `[offset, offset+limit)` of the sorted rows. */
export function pageReply<T>(sorted: readonly T[], offset: number, limit: number, view: (row: T) => Serialisable): Reply {
  const page = limit <= 0 ? [] : sorted.slice(offset, offset + limit);
  return jsonReply(200, { totalResults: sorted.length, results: page.map(view) });
}

/** `countOrder=true`: `{"totalResults":n}` only. */
export const countReply = (n: number): Reply => jsonReply(200, { totalResults: n });

/** Java's `String.compareTo` (UTF-16 code units), the order of 3.6.2's comparators. */
export const javaCompare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A comparator per order value of a v2 list (contract/v2/lists.ts), on the stored column each sorts by, as Java's String.compareTo. */
export function v2Comparators<R, O extends string>(orders: Readonly<Record<O, V2Order>>): Readonly<Record<O, (a: R, b: R) => number>> {
  const by = (o: V2Order) => (a: R, b: R) => (o.ascending ? 1 : -1) * javaCompare(String((a as Record<string, unknown>)[o.column]), String((b as Record<string, unknown>)[o.column]));
  return Object.fromEntries(Object.entries<V2Order>(orders).map(([name, o]) => [name, by(o)])) as Record<O, (a: R, b: R) => number>;
}

/** The decoded `{id}` of a /v2/<resource>/{id} path. */
export const pathIdOf = (req: ParsedRequest): string => v2PathOf(req.path)?.id ?? '';

/**
 * A write body: parsed (415 when untyped and not JSON, 400 when not a JSON object), its values
 * checked when the release does (`sanityFilter`: release-facts.ts v2SanityFilter), then read by the
 * resource's converter; a refusal comes back as its reply.
 */
export function checkedBody<T extends { readonly ok: true }>(
  req: ParsedRequest,
  sanityFilter: boolean,
  read: (object: JsonObject, members: readonly TopMember[]) => T | { readonly ok: false; readonly errors: readonly V2Error[] },
): T | { readonly ok: false; readonly reply: Reply } {
  const body = readV2Body(req, sanityFilter);
  if (body.kind === 'unsupported') return { ok: false, reply: NOT_JSON };
  const language = languageOf(req.headers['accept-language']);
  if (body.kind === 'errors') return { ok: false, reply: v2ErrorReply(body.errors, language) };
  const reading = read(body.object, body.members);
  return reading.ok ? reading : { ok: false, reply: v2ErrorReply(reading.errors, language) };
}
