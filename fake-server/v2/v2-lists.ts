// What the v2 list, record and write answers of hosts and rules share (docs/rest-v2-3.6.2.md §3.2,
// §5): JSON replies, the media-type refusals (a list is `@Consumes(form-urlencoded)`, a write
// `@Consumes(application/json)`), and a page cut as 3.6.2's handlers cut it, after counting.
import { serialize, type Serialisable } from '../../contract/index.ts';
import type { Reply } from '../http/reply.ts';
import type { ParsedRequest } from '../http/request.ts';
import { emptyReply } from './v2-errors.ts';

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
