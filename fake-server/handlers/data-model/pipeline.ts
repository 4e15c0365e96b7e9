// The handlers of the collection operations (reference §2.3, §3.1): how the body is read, the
// answer envelope, and the status of each failure, shared by the four collections. Each collection
// only says how its records are filtered, found, built and stored; which methods and id segments
// reach a handler is the router's (fake-server/routes.ts).
import { errorEnvelope, okEnvelope, okEnvelopeOfRows, RawJson, uriWithId, type EnvelopeOptions, type Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { isSaneValue } from '../../http/sanity.ts';
import { COLLECTION_META, DEFAULT_LIST_LIMIT, V1_COMMAND, type Collection, serialize, isJsonObject, type JsonObject } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import { mergeArgs, type Args } from './args.ts';
import { DETAIL, type DataModelResource, type ListedRows, type StoredRow } from './resource.ts';
import type { Handler } from '../handler.ts';
import { factsOf } from '../../release.ts';

/** The lower-case `limit` loop cap: query string only, default 100, non-numeric text means 100 (reference §18). */
function loopLimit(req: ParsedRequest): number {
  const v = req.uri['limit'];
  // Read as Jackson's asInt reads text: digits, truncated toward zero; anything else is the default.
  if (typeof v !== 'string' || !/^\s*[-+]?\d{1,9}(\.\d*)?\s*$/.test(v)) return DEFAULT_LIST_LIMIT;
  return Math.trunc(Number(v));
}

type Kind = 'list' | 'read' | 'create' | 'update' | 'delete';

/** What every data-model call reads before its own work: the argument object, and a detail to lead its answer with. */
interface Call {
  readonly body: JsonObject | undefined;
  readonly args: Args;
  readonly options: EnvelopeOptions;
}

/**
 * Reads the body the way the real server does for every collection call (reference §2.2, §2.6); a
 * refusal comes as a reply. `sanityFilter`: whether the release refuses body values that fail the
 * sanity filter (3.5.2 uses them as sent: release-facts.ts v1BodySanityFilter).
 */
function readCall(req: ParsedRequest, kind: Kind, collection: Collection, sanityFilter: boolean): Call | Reply {
  const writes = kind !== 'list' && kind !== 'read';
  let leadingDetail: string | undefined;
  let body: JsonObject | undefined;
  if (req.body.kind === 'invalid') {
    // The real server carries on without the body; a write must not act on a body it could not read.
    if (writes) return errorEnvelope(req, 400, DETAIL.unparsable, { leadingDetail: DETAIL.unparsable });
    leadingDetail = DETAIL.unparsable;
  } else if (req.body.kind === 'json') {
    if (isJsonObject(req.body.value)) body = req.body.value;
    else if (writes) return errorEnvelope(req, 400, `${kind === 'create' ? DETAIL.insert : DETAIL.update}: the body must be a JSON object`);
  }
  if (body && sanityFilter && !isSaneValue(body)) {
    // Rejected body values: 400 for list and create, 404 for the single-record calls (reference
    // §2.6), but a PUT's status is the collection's (400 on configurations, as real 3.6.2 answers).
    const status = kind === 'list' || kind === 'create' ? 400 : kind === 'update' ? COLLECTION_META[collection].updateSanityStatus : 404;
    return errorEnvelope(req, status, DETAIL.values);
  }
  return { body, args: mergeArgs(uriWithId(req), body), options: leadingDetail === undefined ? {} : { leadingDetail } };
}

const isReply = (r: Call | Reply): r is Reply => 'status' in r;

/** A handler of one collection operation: the shared body reading, then `run`. */
function collectionHandler(kind: Kind, collection: Collection, run: (req: ParsedRequest, call: Call, deps: Deps) => Reply): Handler {
  return (req, deps) => {
    const call = readCall(req, kind, collection, factsOf(deps).v1BodySanityFilter);
    return isReply(call) ? call : run(req, call, deps);
  };
}

/** The record a single-record call designates (`id` is the one path segment), or its 404 answer. */
function findRow<Row extends StoredRow>(req: ParsedRequest, call: Call, resource: DataModelResource<Row>, deps: Deps): Row | Reply {
  const id = req.subpath.length === 1 ? (req.subpath[0] as string) : undefined;
  const row = id === undefined ? undefined : resource.find(call.args, id, deps);
  return row ?? errorEnvelope(req, 404, `${DETAIL.read} ${serialize(call.args as Record<string, never>)}`, call.options);
}

const isFound = <Row extends StoredRow>(r: Row | Reply): r is Row => !('status' in r);

/** GET /<collection>: the rows matching the filters, at most `limit`. */
export const listRecords = <Row extends StoredRow>(resource: DataModelResource<Row>): Handler =>
  collectionHandler('list', resource.collection, (req, call, deps) => {
    const limit = loopLimit(req);
    const rows = resource.list(call.args, limit, deps);
    if (!rows.ok) return errorEnvelope(req, 400, `${DETAIL.read}: ${rows.detail}`, call.options);
    const listed = rows.value;
    const filter = serialize(call.body ?? {});
    // As bytes only for a transport that writes them at once: in process the text is what is read.
    const bytes = req.wire && listed.count > 0 ? listed.bytes?.() : undefined;
    if (bytes) return okEnvelopeOfRows(req, `{"filter":${filter},"results":[`, bytes, `],"count":${listed.count},"limit":${limit}}`, V1_COMMAND.MULTIGET, call.options);
    return okEnvelope(req, listAnswer(filter, listed, limit), V1_COMMAND.MULTIGET, call.options);
  });

/** GET /<collection>/:id */
export const readRecord = <Row extends StoredRow>(resource: DataModelResource<Row>): Handler =>
  collectionHandler('read', resource.collection, (req, call, deps) => {
    const row = findRow(req, call, resource, deps);
    return isFound(row) ? okEnvelope(req, new RawJson(row.json), V1_COMMAND.GET, call.options) : row;
  });

/** POST /<collection>: insert, or replace the record with the same identity (upsert, reference §3.1). */
export const createRecord = <Row extends StoredRow>(resource: DataModelResource<Row>): Handler =>
  collectionHandler('create', resource.collection, (req, call, deps) => {
    const created = resource.create(call.args, deps);
    if (!created.ok) return errorEnvelope(req, 400, `${DETAIL.insert}: ${created.detail}`);
    return okEnvelope(req, new RawJson(created.value.json), V1_COMMAND.CREATE);
  });

/** PUT /<collection>/:id */
export const updateRecord = <Row extends StoredRow>(resource: DataModelResource<Row>): Handler =>
  collectionHandler('update', resource.collection, (req, call, deps) => {
    const row = findRow(req, call, resource, deps);
    if (!isFound(row)) return row;
    const updated = resource.update(row, call.args, deps);
    if (!updated.ok) return errorEnvelope(req, 400, `${DETAIL.update}: ${updated.detail}`);
    return okEnvelope(req, new RawJson(updated.value.json), V1_COMMAND.UPDATE);
  });

/** DELETE /<collection>/:id */
export const deleteRecord = <Row extends StoredRow>(resource: DataModelResource<Row>): Handler =>
  collectionHandler('delete', resource.collection, (req, call, deps) => {
    const row = findRow(req, call, resource, deps);
    return isFound(row) ? okEnvelope(req, new RawJson(resource.remove(row, deps).json), V1_COMMAND.DELETE) : row;
  });

/** `{filter, results?, count, limit}` (`filter` as JSON): `results` is left out when nothing matched (reference §2.4). */
function listAnswer(filter: string, rows: ListedRows, limit: number): RawJson {
  const results = rows.count > 0 ? `"results":[${rows.text()}],` : '';
  return new RawJson(`{"filter":${filter},${results}"count":${rows.count},"limit":${limit}}`);
}

export type { Args };
