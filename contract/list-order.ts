// The order of each list of the v1 interface, as the real server 3.6.2 builds it (reference §3.2-§3.5):
// transfers by STARTTRANS descending, or SPECIALID descending with ORDERBYID; hosts, host
// configurations and configurations by HOSTID ascending. Records with an equal key come in the
// database's order, which no answer shows; and a transfer list without any condition (every
// owner, every status, no other filter) is sent with no ORDER BY at all (DbTaskRunner
// `getFilterCondition` adds it only to a WHERE): storage order, which differs between databases
// (insertion order in H2, heap order in PostgreSQL: shared/real-server/README.md "DB=postgresql").
import type { JsonValue } from './wire/lossless-json.ts';
import { V2_LISTS } from './v2/lists.ts';

/** How a list is sorted: by which field, in which direction. */
export interface ListOrder {
  /** The field the list is sorted by. */
  readonly key: 'STARTTRANS' | 'SPECIALID' | 'HOSTID';
  readonly direction: 'ascending' | 'descending';
}

/** A list sent without ORDER BY: its records come in storage order, which is not part of the interface. */
export const STORAGE_ORDER = 'storage order' as const;

/**
 * A boolean argument as the server reads it: JSON true, a non-zero number or the exact text `true`
 * (reference §2.2, §18: `TRUE` and `1` in a query string are false).
 */
export const isTrueArgument = (v: unknown): boolean => v === true || v === 'true' || (typeof v === 'number' && v !== 0) || (typeof v === 'bigint' && v !== 0n);

/** The argument's text as the server reads it (Jackson `asText`): absent is empty, null is `null`. */
const textOf = (v: JsonValue | undefined): string => (v === undefined ? '' : typeof v === 'object' && v !== null ? '' : String(v));

/** Whether a GET /transfers with these arguments is sent without a WHERE, hence without ORDER BY. */
function transfersWithoutCondition(args: Readonly<Record<string, JsonValue | undefined>>): boolean {
  const filtered = ['STARTID', 'STOPID', 'IDRULE', 'PARTNER'].some((k) => textOf(args[k]) !== '');
  const dated = args['STARTTRANS'] !== undefined || args['STOPTRANS'] !== undefined;
  return isTrueArgument(args['ALLSTATUS']) && textOf(args['OWNERREQ']) === '*' && !filtered && !dated;
}

/**
 * The order of the list `GET /<entryPoint>` answers for these arguments (query and JSON body
 * merged, the body winning); undefined for what is not a v1 list.
 */
export function listOrderOf(entryPoint: string, args: Readonly<Record<string, JsonValue | undefined>>): ListOrder | typeof STORAGE_ORDER | undefined {
  switch (entryPoint) {
    case 'transfers':
      if (transfersWithoutCondition(args)) return STORAGE_ORDER;
      return isTrueArgument(args['ORDERBYID']) ? { key: 'SPECIALID', direction: 'descending' } : { key: 'STARTTRANS', direction: 'descending' };
    case 'hosts':
    case 'hostconfigs':
    case 'configurations':
      return { key: 'HOSTID', direction: 'ascending' };
    default:
      return undefined;
  }
}

/** The order of a REST v2 transfer list: a column of the record and a direction. */
export interface V2TransferListOrder {
  readonly key: 'SPECIALID' | 'ORIGINALNAME' | 'STARTTRANS' | 'STOPTRANS';
  readonly direction: 'ascending' | 'descending';
}

/**
 * GET /v2/transfers `order` (docs/rest-v2-3.6.2.md §3.1, `TransferConverter.Order`): always an
 * ORDER BY, unlike v1 (default `ascId`); `ascFile`/`descFile` sort the original name, not
 * FILENAME. Records with an equal key come in the database's order, which no answer shows. The
 * stored columns of contract/v2/lists.ts's orders, one source for both.
 */
export const V2_TRANSFER_ORDERS = Object.fromEntries(
  Object.entries(V2_LISTS.v2transfers.orders).map(([name, o]) => [name, { key: o.column, direction: o.ascending ? 'ascending' : 'descending' }]),
) as Readonly<Record<keyof typeof V2_LISTS.v2transfers.orders, V2TransferListOrder>>;
/** A value of GET /v2/transfers `order`. */
export type V2TransferOrderName = keyof typeof V2_TRANSFER_ORDERS;
/** Every value of GET /v2/transfers `order`. */
export const V2_TRANSFER_ORDER_NAMES = Object.keys(V2_TRANSFER_ORDERS) as V2TransferOrderName[];
