// The operators "a mapping value dropped" and "moved" (issue 25, item 5) over REST v2's name
// filters (issue 26), whose names map to a column's value (docs/rest-v2-3.6.2.md §3.1, §3.2):
// `status` of GET /v2/transfers (an UpdatedInfo name → UPDATEDINFO) and `modeTrans` of GET
// /v2/rules (a mode name → MODETRANS), one fault per name:
// - `drops-<operationId>-<param>-<NAME>`: the name no longer selects its records;
// - `moves-<operationId>-<param>-<NAME>`: the next name of the enumeration selects them instead
//   (3.6.2's own modeTrans is such a move, off by one: the baseline names it).
// The fake answers through the faulty mapping: the records of NAME are taken out of its answer, and
// for a move added to the next name's (a second call of the clean fake with NAME).
import { isJsonObject, serialize, UPDATED_INFO, V2_RULE_MODES, type JsonObject, type Operation } from '../../../contract/index.ts';
import { OPERATIONS, operationOf } from '../../../contract/index.ts';
import type { Reply } from '../../http/reply.ts';
import { parseRequest, type RawRequest } from '../../http/request.ts';
import { replyJson } from '../rewrite.ts';
import type { Fault, FaultFamily } from '../types.ts';

interface NameFilter {
  readonly operation: string;
  readonly param: string;
  readonly names: readonly string[];
  /** The checks that try every name (a rule of each mode: made where the run may write). */
  readonly checks: readonly string[];
}

const FILTERS: readonly NameFilter[] = [
  { operation: 'listTransfersV2', param: 'status', names: Object.keys(UPDATED_INFO), checks: ['v2_filters_select_as_documented'] },
  { operation: 'listRulesV2', param: 'modeTrans', names: V2_RULE_MODES, checks: ['v2_filters_select_as_documented', 'v2_value_classes_stored_as_documented'] },
];

const queryOf = (raw: RawRequest) => new URLSearchParams(raw.url.includes('?') ? raw.url.slice(raw.url.indexOf('?') + 1) : '');

function withParam(raw: RawRequest, param: string, value: string): RawRequest {
  const q = queryOf(raw);
  q.set(param, value);
  const path = raw.url.split('?')[0] ?? raw.url;
  return { ...raw, url: `${path}?${q.toString()}` };
}

/** An answer whose records are `results` (and the count `total` where the answer counts). */
function answered(reply: Reply, body: JsonObject, results: readonly JsonObject[] | undefined, total: number): Reply {
  const out: JsonObject = { ...body, totalResults: total };
  if (results !== undefined) out['results'] = [...results];
  return { ...reply, body: serialize(out, false) };
}

const recordsOf = (body: JsonObject): JsonObject[] | undefined => (Array.isArray(body['results']) ? body['results'].filter(isJsonObject) : undefined);
const totalOf = (body: JsonObject): number => (typeof body['totalResults'] === 'number' ? body['totalResults'] : 0);

function mappingFault(o: Operation, f: NameFilter, name: string, move: boolean): Fault {
  const next = f.names[(f.names.indexOf(name) + 1) % f.names.length] as string;
  return {
    name: `${move ? 'moves' : 'drops'}-${o.id}-${f.param}-${name}` as Fault['name'],
    family: o.family as FaultFamily,
    description: move ? `${o.method} ${o.path} selects the records of ${f.param} ${name} under ${f.param}=${next} instead.` : `${o.method} ${o.path} with ${f.param}=${name} no longer selects the records of ${name}.`,
    expectedCheck: [...f.checks],
    apply: {
      around: (raw, call) => {
        const req = parseRequest(raw);
        if (operationOf(req.method, req.path)?.id !== o.id) return call(raw);
        const value = queryOf(raw).get(f.param);
        const reply = call(raw);
        const body = replyJson(reply);
        if (reply.status !== 200 || !body) return reply;
        if (value === name) return answered(reply, body, recordsOf(body) === undefined ? undefined : [], 0);
        if (!move || value !== next) return reply;
        const moved = replyJson(call(withParam(raw, f.param, name)));
        if (!moved) return reply;
        const records = recordsOf(body);
        const added = recordsOf(moved) ?? [];
        // A transfer list counts its page; the others, like every count, add up.
        const total = records !== undefined && o.id === 'listTransfersV2' ? records.length + added.length : totalOf(body) + totalOf(moved);
        return answered(reply, body, records === undefined ? undefined : [...records, ...added], total);
      },
    },
  };
}

/** Per name of each v2 name filter, a drop and a move. */
export const V2_MAPPING_FAULTS: readonly Fault[] = FILTERS.flatMap((f) => {
  const o = OPERATIONS.find((x) => x.id === f.operation) as Operation;
  return [...f.names.map((n) => mappingFault(o, f, n, false)), ...f.names.map((n) => mappingFault(o, f, n, true))];
});
