// The small tools faults are written with: read a request's route, rewrite its arguments (query
// and JSON body alike), and edit a JSON answer with the lossless parser and serialiser, so every
// id keeps its digits and every byte a fault does not mean to change stays as it was.
import { apiGenerationOf, type Collection, isJsonObject, parseJson, type JsonObject, type JsonValue, serialize } from '../../contract/index.ts';
import { type Reply, uriWithId } from '../http/reply.ts';
import { parseRequest, type ParsedRequest, type RawRequest } from '../http/request.ts';

export const isV2 = (req: ParsedRequest) => apiGenerationOf(req.path) === 'v2';

/** `GET /<collection>` (after the method override): a list call. */
export const isList = (req: ParsedRequest, c: Collection) => req.method === 'GET' && req.base === c && req.subpath.length === 0 && !isV2(req);

/** A call on one record of a collection: `METHOD /<collection>/<id>`. */
export const isOne = (req: ParsedRequest, c: Collection, method: string) => req.method === method && req.base === c && req.subpath.length === 1;

/** A call on an action endpoint or a collection root: `METHOD /<base>`. */
export const isRoot = (req: ParsedRequest, base: string, method: string) => req.method === method && req.base === base && req.subpath.length === 0 && !isV2(req);

/** The JSON object body of a request, if it has one. */
export function bodyObject(req: ParsedRequest): JsonObject | undefined {
  return req.body.kind === 'json' && isJsonObject(req.body.value) ? req.body.value : undefined;
}

/** What a rewrite does with one argument: a new value, or `undefined` to leave it out. */
export type ArgEdit = (value: string | JsonValue, from: 'query' | 'body') => string | JsonValue | undefined;

/**
 * The request with the named arguments rewritten wherever they are (query string and JSON body;
 * the fake merges both). Answers the same object when nothing changed.
 */
export function rewriteArgs(raw: RawRequest, names: readonly string[], edit: ArgEdit): RawRequest {
  let url = raw.url;
  const q = raw.url.indexOf('?');
  if (q >= 0) {
    const params = [...new URLSearchParams(raw.url.slice(q + 1))];
    let changed = false;
    const kept: [string, string][] = [];
    for (const [k, v] of params) {
      if (!names.includes(k)) {
        kept.push([k, v]);
        continue;
      }
      const next = edit(v, 'query');
      changed = true;
      if (next !== undefined) kept.push([k, typeof next === 'string' ? next : serialize(next as never, false)]);
    }
    if (changed) url = kept.length === 0 ? raw.url.slice(0, q) : `${raw.url.slice(0, q)}?${new URLSearchParams(kept).toString()}`;
  }
  let body = raw.body;
  const parsed = parseObject(raw.body);
  if (parsed && names.some((n) => n in parsed)) {
    for (const n of names) {
      if (!(n in parsed)) continue;
      const next = edit(parsed[n] as JsonValue, 'body');
      if (next === undefined) delete parsed[n];
      else parsed[n] = next;
    }
    body = serialize(parsed, false);
  }
  return url === raw.url && body === raw.body ? raw : { ...raw, url, body };
}

/** The request with a new JSON body object (the old one edited in place by `edit`). */
export function rewriteBody(raw: RawRequest, edit: (body: JsonObject) => boolean): RawRequest {
  const parsed = parseObject(raw.body);
  if (!parsed || !edit(parsed)) return raw;
  return { ...raw, body: serialize(parsed, false) };
}

function parseObject(text: string): JsonObject | undefined {
  if (text.trim() === '') return undefined;
  try {
    const v = parseJson(text);
    return isJsonObject(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** An integer argument plus `delta`, in the form it came in (text, number, bigint); anything else as it was. */
export function shiftInteger(value: string | JsonValue, delta: number): string | JsonValue {
  if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) return String(BigInt(value.trim().replace(/^\+/, '')) + BigInt(delta));
  if (typeof value === 'number' && Number.isInteger(value)) return value + delta;
  if (typeof value === 'bigint') return value + BigInt(delta);
  return value;
}

export const isJsonReply = (reply: Reply) => (reply.headers['Content-Type'] ?? '').toLowerCase().startsWith('application/json');

/** The answer's JSON object, parsed losslessly, or undefined for any other body. */
export function replyJson(reply: Reply): JsonObject | undefined {
  return isJsonReply(reply) ? parseObject(reply.body) : undefined;
}

/**
 * The answer with its JSON body edited in place by `edit` (which says whether it changed
 * anything); v1 answers are written back ASCII-only as the fake writes them, v2 answers as is.
 */
export function editJson(reply: Reply, edit: (body: JsonObject) => boolean, asciiOnly = true): Reply {
  const body = replyJson(reply);
  if (!body || !edit(body)) return reply;
  return { ...reply, body: serialize(body, asciiOnly), ascii: asciiOnly };
}

/** `answer` of a v1 envelope, when it is an object. */
export function answerOf(body: JsonObject): JsonObject | undefined {
  const a = body['answer'];
  return isJsonObject(a) ? a : undefined;
}

/** The records (or packets) of a v1 answer: `answer.results`, or `answer` itself for a single record. */
export function recordsOf(body: JsonObject): JsonObject[] {
  const answer = answerOf(body);
  if (!answer) return [];
  const results = answer['results'];
  if (Array.isArray(results)) return results.filter(isJsonObject);
  return '@model' in answer ? [answer] : [];
}

/** Applies `edit` to each record of a v1 answer; answers whether any changed. */
export function editRecords(body: JsonObject, edit: (record: JsonObject) => boolean): boolean {
  let changed = false;
  for (const r of recordsOf(body)) changed = edit(r) || changed;
  return changed;
}

/**
 * After a request rewrite: the v1 envelope echoes the request as it was sent (`uri`, and the
 * list answer's `filter`, which is the JSON body), so only the fault's own misreading shows.
 */
export function restoreEcho(sent: RawRequest, reply: Reply): Reply {
  return editJson(reply, (body) => {
    if (!('X-method' in body)) return false;
    const req = parseRequest(sent);
    if ('uri' in body) body['uri'] = uriWithId(req) as JsonObject;
    const answer = answerOf(body);
    if (answer && 'filter' in answer) answer['filter'] = bodyObject(req) ?? Object.create(null);
    return true;
  });
}
