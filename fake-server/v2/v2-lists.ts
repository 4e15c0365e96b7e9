// What the v2 list, record and write answers of hosts and rules share (docs/rest-v2-3.6.2.md §3.2,
// §5): JSON replies, the media-type refusals (a list is `@Consumes(form-urlencoded)`, a write
// `@Consumes(application/json)`), a write body read and checked, the `{id}` of the path, and a
// page cut as 3.6.2's handlers cut it, after counting.
import { serialize, type JsonObject, type Serialisable } from '../../contract/index.ts';
import type { Reply } from '../http/reply.ts';
import type { ParsedRequest } from '../http/request.ts';
import { v2PathOf } from '../routes.ts';
import type { TopMember } from './json-members.ts';
import { readV2Body } from './v2-body.ts';
import { emptyReply, v2ErrorReply, type V2Error } from './v2-errors.ts';
import { languageOf } from './v2-messages.ts';

const FORM = 'application/x-www-form-urlencoded';

/** A v2 JSON answer; v2 writes non-ASCII as is (reference §1.7). */
export const jsonReply = (status: number, body: Serialisable, headers: Readonly<Record<string, string>> = {}): Reply => ({
  status,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: serialize(body, false),
});

/** 415 of a write that is not JSON. */
export const NOT_JSON = emptyReply(415, { Accept: 'application/json' });

const mediaTypeOf = (req: ParsedRequest): string | undefined => {
  const type = req.headers['content-type'];
  if (type === undefined || type.trim() === '') return undefined;
  return (type.split(';')[0] ?? '').trim().toLowerCase();
};

/** 415 of a list asked with a Content-Type other than the form one (observed with application/json), else undefined. */
export function refusedListMediaType(req: ParsedRequest): Reply | undefined {
  const type = mediaTypeOf(req);
  return type === undefined || type === FORM ? undefined : emptyReply(415, { Accept: FORM });
}

/** Whether a write's Content-Type is the form one (POST /v2/hostconfig takes it as 3.6.2 declares it). */
export const isFormMediaType = (req: ParsedRequest): boolean => mediaTypeOf(req) === FORM;

/** `{"totalResults":<count before paging>,"results":[…]}`: the page `[offset, offset+limit)` of the sorted rows. */
export function pageReply<T>(sorted: readonly T[], offset: number, limit: number, view: (row: T) => Serialisable): Reply {
  const page = limit <= 0 ? [] : sorted.slice(offset, offset + limit);
  return jsonReply(200, { totalResults: sorted.length, results: page.map(view) });
}

/** `countOrder=true`: `{"totalResults":n}` only. */
export const countReply = (n: number): Reply => jsonReply(200, { totalResults: n });

/** Java's `String.compareTo` (UTF-16 code units), the order of 3.6.2's comparators. */
export const javaCompare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The decoded `{id}` of a /v2/<resource>/{id} path. */
export const pathIdOf = (req: ParsedRequest): string => v2PathOf(req.path)?.id ?? '';

/**
 * A write body: parsed (415 when untyped and not JSON, 400 when not a JSON object), then read by
 * the resource's converter; a refusal comes back as its reply.
 */
export function checkedBody<T extends { readonly ok: true }>(
  req: ParsedRequest,
  read: (object: JsonObject, members: readonly TopMember[]) => T | { readonly ok: false; readonly errors: readonly V2Error[] },
): T | { readonly ok: false; readonly reply: Reply } {
  const body = readV2Body(req);
  if (body.kind === 'unsupported') return { ok: false, reply: NOT_JSON };
  const language = languageOf(req.headers['accept-language']);
  if (body.kind === 'errors') return { ok: false, reply: v2ErrorReply(body.errors, language) };
  const reading = read(body.object, body.members);
  return reading.ok ? reading : { ok: false, reply: v2ErrorReply(reading.errors, language) };
}
