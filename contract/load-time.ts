// Values a server makes when a record is stored, not values a client chose: two servers loaded with
// the same data at different times hold different ones (tmkit diff reports them as data, grouped:
// docs/snapshot-diff.md "What the data decides"). A real server stamps STOPTRANS (v2 `stop`) with
// the clock of the write and numbers a transfer it creates from a clock-based sequence (observed on
// 3.6.2 and 3.6.1: ids such as 1795903588124, the epoch ms of the load), so both read as instants;
// a value that does not (a small sequence number, text) is never taken for one.

/** The kind of value each such field holds. */
export type LoadTimeKind = 'stored time' | 'assigned id';

/** Fields, v1 and v2 names, whose value the storing server made. */
export const LOAD_TIME_FIELDS: Readonly<Record<string, LoadTimeKind>> = {
  STARTTRANS: 'stored time',
  STOPTRANS: 'stored time',
  start: 'stored time',
  stop: 'stored time',
  SPECIALID: 'assigned id',
  specialId: 'assigned id',
  id: 'assigned id',
};

const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

/** Whether a value reads as an instant of this century: epoch ms, or an ISO 8601 date-time. */
export function isInstantLike(v: unknown): boolean {
  const ms = typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v) ? Date.parse(v) : Number.NaN;
  return ms >= EARLIEST && ms <= LATEST;
}
