// Every transfer of a server, whoever owns it (OWNERREQ=*), paged through with id windows: a list
// answer is capped by its `limit`, so each page asks for the ids at most the lowest of the page
// before (STOPID is inclusive, ORDERBYID sorts by SPECIALID descending: reference §18). Several
// transfers may share a SPECIALID (another requester or owner): the lowest id of a full page is
// read again whole with the next window, and a page that holds one id only is read again with a
// larger limit.
import type { Client } from '../client/client.ts';
import type { JsonObject } from '../../contract/index.ts';
import { readListPage, SnapshotError } from './read-list.ts';

const idOf = (t: JsonObject): bigint => {
  const id = t['SPECIALID'];
  if (typeof id !== 'number' && typeof id !== 'bigint') throw new SnapshotError(`a transfer without a numeric SPECIALID: ${JSON.stringify(t, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`);
  return BigInt(id);
};

/** Reads the whole transfer history; `onPage` hears how many transfers are read so far. */
export async function readTransferHistory(client: Client, pageSize: number, onPage?: (read: number) => void): Promise<JsonObject[]> {
  const all: JsonObject[] = [];
  let stopId: bigint | undefined;
  let limit = pageSize;
  for (;;) {
    const query = { OWNERREQ: '*', ORDERBYID: 'true', ...(stopId === undefined ? {} : { STOPID: String(stopId) }) };
    const page = await readListPage(client, '/transfers', query, limit);
    if (!page.capped) {
      all.push(...page.records);
      onPage?.(all.length);
      return all;
    }
    const lowest = page.records.reduce((low, t) => (idOf(t) < low ? idOf(t) : low), idOf(page.records[0] as JsonObject));
    const above = page.records.filter((t) => idOf(t) > lowest);
    if (above.length === 0) {
      // One SPECIALID fills the page: read that id again with room for all of its transfers.
      limit *= 2;
      continue;
    }
    all.push(...above);
    onPage?.(all.length);
    stopId = lowest;
    limit = pageSize;
  }
}
