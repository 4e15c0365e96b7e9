// How REST v2's three record lists page and sort on 3.6.2 (docs/rest-v2-3.6.2.md §3): the order
// values and the field of the v2 record each sorts by, the defaults, what a `limit` of 0 or less
// means, and what `totalResults` counts. Transfers are sorted and sliced by the database
// (`ORDER BY … LIMIT … OFFSET`); hosts and rules are fetched whole, sorted and sliced in Java.
// Records with equal keys come in the database's order (or, for hosts and rules, the order the
// database gave them before Java's stable sort), which no answer shows.

/** One order value: the v2 field it sorts by, and the direction. */
export interface V2Order {
  /** The field of the v2 record it sorts by. */
  readonly field: string;
  /** The stored record's column that field shows (SPECIALID for `id`, HOSTID for a host's `name`). */
  readonly column: string;
  readonly ascending: boolean;
}

/** How one v2 list pages, sorts and counts. */
export interface V2ListRules {
  readonly path: string;
  /** The `limit` when none is given. */
  readonly defaultLimit: number;
  readonly defaultOrder: string;
  readonly orders: Readonly<Record<string, V2Order>>;
  /**
   * What a `limit` of 0 or less gives: `all` (transfers: no LIMIT clause), `empty` (hosts: 0 rows,
   * negative refused), `refused` (rules: errorCode 4).
   */
  readonly nonPositiveLimit: 'all' | 'empty' | 'refused';
  /** Whether a negative `offset` is refused (errorCode 4). */
  readonly negativeOffsetRefused: boolean;
  /** What `totalResults` counts: the rows of this page (transfers, on 3.6.2), or every row the filters select. */
  readonly totalResults: 'page' | 'filtered';
  /** The order of the answer's two keys. */
  readonly keyOrder: readonly ['results', 'totalResults'] | readonly ['totalResults', 'results'];
}

const both = <A extends string, D extends string>(asc: A, desc: D, field: string, column: string) =>
  ({ [asc]: { field, column, ascending: true }, [desc]: { field, column, ascending: false } }) as Readonly<Record<A | D, V2Order>>;

/** The three v2 record lists, by v2 entry point. */
export const V2_LISTS = {
  v2transfers: {
    path: '/v2/transfers', defaultLimit: 20, defaultOrder: 'ascId',
    // ascFile sorts ORIGINALNAME (`originalFilename`), not FILENAME (TransferConverter.Order).
    orders: { ...both('ascId', 'descId', 'id', 'SPECIALID'), ...both('ascFile', 'descFile', 'originalFilename', 'ORIGINALNAME'), ...both('ascStart', 'descStart', 'start', 'STARTTRANS'), ...both('ascStop', 'descStop', 'stop', 'STOPTRANS') },
    nonPositiveLimit: 'all', negativeOffsetRefused: false, totalResults: 'page', keyOrder: ['results', 'totalResults'],
  },
  v2hosts: {
    path: '/v2/hosts', defaultLimit: 20, defaultOrder: 'ascId',
    orders: { ...both('ascId', 'descId', 'name', 'HOSTID'), ...both('ascAddress', 'descAddress', 'address', 'ADDRESS') },
    nonPositiveLimit: 'empty', negativeOffsetRefused: true, totalResults: 'filtered', keyOrder: ['totalResults', 'results'],
  },
  v2rules: {
    path: '/v2/rules', defaultLimit: 20, defaultOrder: 'ascName',
    orders: both('ascName', 'descName', 'name', 'IDRULE'),
    nonPositiveLimit: 'refused', negativeOffsetRefused: true, totalResults: 'filtered', keyOrder: ['totalResults', 'results'],
  },
} as const satisfies Record<string, V2ListRules>;
/** A v2 entry point with a record list. */
export type V2ListEntry = keyof typeof V2_LISTS;

/**
 * The equality filters of each list: query parameter → the v2 record field it compares (the v2
 * name of the value: `status` takes `DONE`, `isSSL` takes `true`). Date and follow-id filters of
 * /v2/transfers are not equalities and are left out here.
 */
export const V2_EQUALITY_FILTERS = {
  v2transfers: { ruleID: 'ruleName', partner: 'requested', status: 'status', filename: 'filename' },
  v2hosts: { address: 'address', isSSL: 'isSSL', isActive: 'isActive' },
  v2rules: { modeTrans: 'mode' },
} as const satisfies Record<V2ListEntry, Record<string, string>>;

/** Compares two values of a v2 field as its list sorts them: numbers (bigint ids too) by value, ISO dates and texts by their text. */
export function compareV2Field(a: unknown, b: unknown): number {
  if ((typeof a === 'number' || typeof a === 'bigint') && (typeof b === 'number' || typeof b === 'bigint')) return a < b ? -1 : a > b ? 1 : 0;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The sort key of a v2 list answer: the v2 field, and the direction. */
export interface V2ListOrder {
  readonly key: string;
  readonly direction: 'ascending' | 'descending';
}

/**
 * The order of the records `GET <path>` answers with this `order` parameter (the list's default
 * when absent); undefined for a path that is no v2 record list, or an `order` it refuses (errorCode 4).
 * Records with an equal key come in the database's order, which no answer shows.
 */
export function v2ListOrderOf(path: string, order: string | undefined): V2ListOrder | undefined {
  const list = Object.values(V2_LISTS).find((l) => l.path === path.replace(/\/$/, ''));
  if (!list) return undefined;
  const o = (list.orders as Readonly<Record<string, V2Order>>)[order ?? list.defaultOrder];
  return o ? { key: o.field, direction: o.ascending ? 'ascending' : 'descending' } : undefined;
}
