// The serial side of the concurrency tests: the same ops replayed one after the other on a fresh
// fake with the same seed, and the full listing of every collection to compare the two stores.
import { COLLECTIONS, type Collection } from '../../contract/index.ts';
import type { FakeServer, Reply } from '../../fake-server/index.ts';
import { RESET } from './load.ts';
import type { Op } from './ops.ts';

/** Replays `order` (op numbers and RESET) through fake.handle; answers each op's reply. */
export function replay(fake: FakeServer, ops: ReadonlyMap<number, Op>, order: readonly number[]): Map<number, Reply> {
  const replies = new Map<number, Reply>();
  for (const n of order) {
    if (n === RESET) {
      fake.reset();
      continue;
    }
    const op = ops.get(n);
    if (!op) throw new Error(`no op ${n}`);
    const headers: Record<string, string> = { 'x-op': String(n) };
    if (op.body !== '') headers['content-type'] = 'application/json';
    replies.set(n, fake.handle({ method: op.method, url: op.url, headers, body: op.body }));
  }
  return replies;
}

/** Every record of the collection, through the interface: every owner's transfers, no row cap. */
const FULL: Readonly<Record<Collection, string>> = {
  transfers: '/transfers?OWNERREQ=*&limit=1000000',
  hosts: '/hosts?limit=1000000',
  hostconfigs: '/hostconfigs?limit=1000000',
  configurations: '/configurations?limit=1000000',
  // MODETRANS -1: no filter (left out, it would select MODETRANS 0).
  rules: '/rules?MODETRANS=-1&limit=1000000',
};

/** The full listing answer of each collection (the whole text: records, their order, the count). */
export function fullListings(fake: FakeServer): Record<Collection, string> {
  const out = {} as Record<Collection, string>;
  for (const c of COLLECTIONS) {
    const reply = fake.handle({ method: 'GET', url: FULL[c], headers: {}, body: '' });
    if (reply.status !== 200) throw new Error(`GET ${FULL[c]} answered ${reply.status}: ${reply.body}`);
    out[c] = reply.body;
  }
  return out;
}

/** The records of a full listing, parsed (SPECIALIDs stay numbers: the pools keep them below 2^53). */
export function recordsOf(listing: string): Record<string, unknown>[] {
  return (JSON.parse(listing).answer.results ?? []) as Record<string, unknown>[];
}
