// The mechanics the four collections share (reference §2.3, §3.1): which methods and id segments
// are allowed, how the body is read, the answer envelope, and the status of each failure. Each
// collection only says how its records are filtered, found, built and stored.
import { errorEnvelope, htmlError, okEnvelope, RawJson, uriWithId, type Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { isSaneValue } from '../../http/sanity.ts';
import { COLLECTION_META, serialize, isJsonObject, type JsonObject } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import { mergeArgs, type Args } from './args.ts';
import { DETAIL, type DataModelResource, type StoredRow } from './resource.ts';
import { optionsReply } from './options.ts';

const DEFAULT_LIMIT = 100;

/** The lower-case `limit` loop cap: query string only, default 100, non-numeric text means 100 (reference §18). */
function loopLimit(req: ParsedRequest): number {
  const v = req.uri['limit'];
  // Read as Jackson's asInt reads text: digits, truncated toward zero; anything else is the default.
  if (typeof v !== 'string' || !/^\s*[-+]?\d{1,9}(\.\d*)?\s*$/.test(v)) return DEFAULT_LIMIT;
  return Math.trunc(Number(v));
}

type Operation = 'list' | 'read' | 'create' | 'update' | 'delete';

function operationOf(req: ParsedRequest): Operation | 'forbidden' {
  const segments = req.subpath.length;
  switch (req.method) {
    case 'GET': return segments === 0 ? 'list' : 'read';
    case 'POST': return segments === 0 ? 'create' : 'forbidden';
    case 'PUT': return segments === 1 ? 'update' : 'forbidden';
    case 'DELETE': return segments === 1 ? 'delete' : 'forbidden';
    default: return 'forbidden';
  }
}

export function handleDataModel<Row extends StoredRow>(req: ParsedRequest, resource: DataModelResource<Row>, deps: Deps): Reply {
  if (req.method === 'OPTIONS') return optionsReply(req, resource.collection);
  const op = operationOf(req);
  // Methods the handler does not offer, and id segments where none belongs: HTML 403 (reference §2.3).
  if (op === 'forbidden') return htmlError(req, 403);

  const writes = op !== 'list' && op !== 'read';
  let leadingDetail: string | undefined;
  let body: JsonObject | undefined;
  if (req.body.kind === 'invalid') {
    // The real server carries on without the body; a write must not act on a body it could not read.
    if (writes) return errorEnvelope(req, 400, DETAIL.unparsable, { leadingDetail: DETAIL.unparsable });
    leadingDetail = DETAIL.unparsable;
  } else if (req.body.kind === 'json') {
    if (isJsonObject(req.body.value)) body = req.body.value;
    else if (writes) return errorEnvelope(req, 400, `${op === 'create' ? DETAIL.insert : DETAIL.update}: the body must be a JSON object`);
  }
  const options = leadingDetail === undefined ? {} : { leadingDetail };

  if (body && !isSaneValue(body)) {
    // Rejected body values: 400 for list and create, 404 for the single-record calls (reference
    // §2.6), but a PUT's status is the collection's (400 on configurations, as real 3.6.2 answers).
    const status = op === 'list' || op === 'create' ? 400 : op === 'update' ? COLLECTION_META[resource.collection].updateSanityStatus : 404;
    return errorEnvelope(req, status, DETAIL.values);
  }

  const uri = uriWithId(req);
  const args = mergeArgs(uri, body);

  switch (op) {
    case 'list': {
      const limit = loopLimit(req);
      const rows = resource.list(args, limit, deps);
      if (!rows.ok) return errorEnvelope(req, 400, `${DETAIL.read}: ${rows.detail}`, options);
      const answer = listAnswer(body ?? {}, rows.value, limit);
      return okEnvelope(req, answer, 'MULTIGET', options);
    }
    case 'create': {
      const created = resource.create(args, deps);
      if (!created.ok) return errorEnvelope(req, 400, `${DETAIL.insert}: ${created.detail}`);
      return okEnvelope(req, new RawJson(created.value.json), 'CREATE');
    }
    default: {
      const id = req.subpath.length === 1 ? (req.subpath[0] as string) : undefined;
      const row = id === undefined ? undefined : resource.find(args, id, deps);
      if (!row) return errorEnvelope(req, 404, `${DETAIL.read} ${serialize(args as Record<string, never>)}`, options);
      if (op === 'read') return okEnvelope(req, new RawJson(row.json), 'GET', options);
      if (op === 'delete') return okEnvelope(req, new RawJson(resource.remove(row, deps).json), 'DELETE');
      const updated = resource.update(row, args, deps);
      if (!updated.ok) return errorEnvelope(req, 400, `${DETAIL.update}: ${updated.detail}`);
      return okEnvelope(req, new RawJson(updated.value.json), 'UPDATE');
    }
  }
}

/** `{filter, results?, count, limit}`: `results` is left out when nothing matched (reference §2.4). */
function listAnswer(filter: JsonObject, rows: readonly StoredRow[], limit: number): RawJson {
  const results = rows.length > 0 ? `"results":[${rows.map((r) => r.json).join(',')}],` : '';
  return new RawJson(`{"filter":${serialize(filter)},${results}"count":${rows.length},"limit":${limit}}`);
}

export type { Args };
