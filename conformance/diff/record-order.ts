// When two lists of the same records come in a different order (a documented rule of tmkit diff,
// README "tmkit diff", beside normalise.ts): the order of a list is its sort key's (the contract's
// listOrderOf: STARTTRANS or SPECIALID descending, HOSTID ascending; for a REST v2 list the field its
// `order` names, contract/v2/lists.ts v2ListOrderOf), and nothing more. Records with
// an equal key may come in any order among themselves (the database's row order, which no answer
// shows), and a list the server sends without ORDER BY (storage order) has no order to compare.
// A record out of its key's order on one side still makes the orders differ. Where a common record's
// key itself differs between the two (a load-time value, contract/load-time.ts: the servers hold
// other data, which the diff reports as such), the two orders are decided by other data and are
// not compared.
import { listOrderOf, serialize, STORAGE_ORDER, isJsonObject, v2ListOrderOf, type JsonValue } from '../../contract/index.ts';
import type { CallRequest } from '../client/client.ts';

/** The order a list answer is compared in: by its key (a v1 or v2 field), none (storage order), or exactly as sent (not a known list). */
export type RecordOrder = { readonly key: string; readonly direction: 'ascending' | 'descending' } | typeof STORAGE_ORDER | undefined;

/** One record of a list: its identity and its normalised values. */
export interface ListedRecord {
  readonly id: string;
  readonly record: JsonValue;
}

const keyValue = (r: ListedRecord, key: string): string => (isJsonObject(r.record) ? serialize(r.record[key] ?? null, false) : '');

/** The identities in sent order, each run of equal keys sorted by identity: the order as far as the key decides it. */
function decided(records: readonly ListedRecord[], key: string): string[] {
  const keyOf = (r: ListedRecord) => keyValue(r, key);
  const out: string[] = [];
  let run: string[] = [];
  records.forEach((r, i) => {
    run.push(r.id);
    const next = records[i + 1];
    if (next === undefined || keyOf(next) !== keyOf(r)) {
      out.push(...run.sort());
      run = [];
    }
  });
  return out;
}

/** Whether A's and B's common records (same identities) come in an order that differs beyond what `order` leaves open. */
export function ordersDiffer(a: readonly ListedRecord[], b: readonly ListedRecord[], order: RecordOrder): boolean {
  if (order === STORAGE_ORDER) return false;
  if (order !== undefined) {
    const keysB = new Map(b.map((r) => [r.id, keyValue(r, order.key)]));
    if (a.some((r) => keysB.has(r.id) && keysB.get(r.id) !== keyValue(r, order.key))) return false;
  }
  const [x, y] = order === undefined ? [a.map((r) => r.id), b.map((r) => r.id)] : [decided(a, order.key), decided(b, order.key)];
  return x.join('\n') !== y.join('\n');
}

/** The order of the list a request asks for (query and JSON body merged, the body winning), if it is one. */
export function recordOrderOf(request: CallRequest): RecordOrder {
  if (request.method === 'GET' && request.path.startsWith('/v2/')) {
    const order = request.query?.['order'];
    return v2ListOrderOf(request.path, order === undefined ? undefined : String(order));
  }
  const list = /^\/(\w+)$/.exec(request.path);
  if (request.method !== 'GET' || !list) return undefined;
  // A body that is not a JSON object (`{ raw }` bytes) adds no argument; it is refused anyway.
  const body = isJsonObject(request.body as JsonValue) && !('raw' in (request.body as object)) ? (request.body as Record<string, JsonValue>) : {};
  return listOrderOf(list[1] as string, { ...(request.query as Record<string, JsonValue> | undefined), ...body });
}
