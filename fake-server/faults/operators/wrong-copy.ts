// Operator `stale` (issue 36, item 4): one view of a record answers from a wrong copy while every
// other view is right. For every view of the contract's view table (contract/views.ts: the views
// of one record, and the many-record views with the check that compares them), one fault
// `stale-<operationId>-<field>`: that operation's answer shows one field of its (first) record as
// an older copy would, the store and every other view untouched. The field is one every record of
// the kind has, in the view's own names; the wrong value another the column may hold.
import { isJsonObject, LIST_VIEWS, OPERATIONS, operationOf, RECORD_VIEWS, valueAt, type JsonObject, type JsonValue, type ViewedRecord } from '../../../contract/index.ts';
import { editJson } from '../rewrite.ts';
import type { Fault, FaultFamily } from '../types.ts';

/** The field of each kind a stale copy shows otherwise, in v1 and v2 names, and the value an older copy held. */
const STALE_FIELD: Readonly<Record<ViewedRecord, { readonly v1: string; readonly v2: string }>> = {
  transfer: { v1: 'GLOBALSTEP', v2: 'globalStep' },
  host: { v1: 'ADDRESS', v2: 'address' },
  hostconfig: { v1: 'BUSINESS', v2: 'business' },
  configuration: { v1: 'READGLOBALLIMIT', v2: 'READGLOBALLIMIT' },
  rule: { v1: 'RECVPATH', v2: 'recvPath' },
};

/** GLOBALSTEP's names in REST v2 (contract/enums.ts TASK_STEP), to move a step name to the next one. */
const STEP_NAMES = ['NOTASK', 'PRETASK', 'TRANSFERTASK', 'POSTTASK', 'ALLDONETASK', 'ERRORTASK'];

/** The value an older copy held: another step, another address or path, an empty business list, a smaller limit. */
function staleValue(field: string, v: JsonValue): JsonValue {
  if (field === 'GLOBALSTEP' && typeof v === 'number') return (v + 1) % STEP_NAMES.length;
  if (field === 'globalStep' && typeof v === 'string') return STEP_NAMES[(STEP_NAMES.indexOf(v) + 1) % STEP_NAMES.length] as string;
  if (Array.isArray(v)) return v.length > 0 ? [] : ['stale'];
  if (field === 'BUSINESS' && typeof v === 'string') return v.includes('<businessid>') ? '<business></business>' : '<business><businessid>stale</businessid></business>';
  if (typeof v === 'number') return v + 1;
  if (typeof v === 'bigint') return v + 1n;
  if (typeof v === 'string') return v === '' ? 'stale' : `${v}.stale`;
  return v;
}

/** The record (or the counters) a view's answer holds at `at`, or the first of a list there. */
function recordAt(body: JsonObject, at: string): JsonObject | undefined {
  const found = valueAt(body, at);
  if (Array.isArray(found)) return found.find(isJsonObject);
  return isJsonObject(found) ? found : undefined;
}

function staleFault(record: ViewedRecord, operation: string, at: string, form: 'v1' | 'v2', checks: readonly string[]): Fault {
  const o = OPERATIONS.find((x) => x.id === operation);
  if (o === undefined) throw new Error(`stale: no operation ${operation}`);
  // The status counters are a view of the transfers' states: a stale copy counts one more transfer.
  const field = operation === 'getServerStatus' ? 'AllTransfer' : STALE_FIELD[record][form];
  return {
    name: `stale-${operation}-${field}` as Fault['name'],
    family: o.family as FaultFamily,
    description: `${o.method} ${o.path} answers ${field} of its ${record} from a stale copy (another value than the store, which every other view shows).`,
    expectedCheck: [...checks],
    apply: {
      reply: (req, reply) => {
        if (reply.status !== 200 || operationOf(req.method, req.path)?.id !== operation) return reply;
        return editJson(reply, (body) => {
          const r = recordAt(body, at);
          if (r === undefined || !(field in r)) return false;
          r[field] = staleValue(field, r[field] as JsonValue);
          return true;
        }, form === 'v1');
      },
    },
  };
}

/** Every `stale-<operationId>-<field>` fault: one per view of one record, one per many-record view. */
export const WRONG_COPY_FAULTS: readonly Fault[] = [
  ...RECORD_VIEWS.map((v) => staleFault(v.record, v.operation, v.at, v.form, ['views_agree'])),
  ...LIST_VIEWS.map((v) => staleFault(v.record, v.operation, v.at, v.form, [v.check])),
];
