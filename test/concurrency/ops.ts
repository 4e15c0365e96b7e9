// Mixed writes for the concurrency tests: create, update and delete on the four collections,
// aimed at a small pool of records (some the fake holds, some new) so that many concurrent writes
// meet on the same record: that is where a lost update or a torn record would show. Bodies come
// from the generators' arbitraries; the ids from the fake itself, read at run time.
import fc from 'fast-check';
import type { Collection } from '../../contract/index.ts';
import type { FakeServer } from '../../fake-server/index.ts';
import {
  configurationCreateBodyArb, configurationUpdateBodyArb, hostConfigCreateBodyArb, hostConfigUpdateBodyArb, hostCreateBodyArb,
  hostUpdateBodyArb, transferCreateBodyArb, transferUpdateBodyArb,
} from '../../generators/index.ts';
import { jsonText } from '../hostile/bodies.ts';

export interface Op {
  /** Its number: sent as the X-Op header, so the server side can say when it committed it. */
  readonly n: number;
  readonly collection: Collection;
  readonly kind: 'create' | 'update' | 'delete';
  readonly method: string;
  readonly url: string;
  readonly body: string;
  /** The record it aims at (collection and identity). */
  readonly record: string;
}

interface TransferIdentity {
  readonly id: bigint;
  readonly requester: string;
  readonly requested: string;
  readonly owner: string;
}

/** The records the writes aim at: a few of the fake's own and a few new ones, per collection. */
export interface Pools {
  readonly hostIds: readonly string[];
  readonly rules: readonly string[];
  readonly transfers: readonly TransferIdentity[];
}

export function poolsOf(fake: FakeServer): Pools {
  const held = [...fake.store.hosts.values()].map((h) => h.record.HOSTID);
  const hostIds = [...held.slice(0, 4), 'cc-host-a', 'cc-host-b', 'cc-host-c'];
  const own = fake.config.hostId;
  const heldTransfers = [...fake.store.transfers.values()].slice(0, 4).map(({ record: t }) => ({ id: BigInt(t.SPECIALID), requester: t.REQUESTER, requested: t.REQUESTED, owner: t.OWNERREQ }));
  const newTransfers = [1n, 2n, 3n].map((i) => ({ id: 990_000n + i, requester: own, requested: hostIds[Number(i)] ?? own, owner: own }));
  return { hostIds, rules: [...fake.store.rules.values()].map((r) => r.id), transfers: [...heldTransfers, ...newTransfers] };
}

const enc = encodeURIComponent;
const transferUrl = (t: TransferIdentity) => `/transfers/${t.id}?REQUESTER=${enc(t.requester)}&REQUESTED=${enc(t.requested)}&OWNERREQ=${enc(t.owner)}`;
const transferKey = (t: TransferIdentity) => `transfers:${t.id}:${t.requester}:${t.requested}:${t.owner}`;

/** Drops the fields that choose a transfer's identity: on PUT the path and the query do (the body would win over them). */
const withoutIdentity = ({ REQUESTER: _a, REQUESTED: _b, OWNERREQ: _c, ...rest }: Record<string, unknown>) => rest;

type OpArb = fc.Arbitrary<Omit<Op, 'n'>>;

function transferOps(p: Pools): OpArb[] {
  const o = { hostIds: p.hostIds, rules: p.rules };
  const target = fc.constantFrom(...p.transfers);
  return [
    fc.tuple(target, transferCreateBodyArb(o)).map(([t, b]) => ({
      collection: 'transfers' as const, kind: 'create' as const, method: 'POST', url: '/transfers', record: transferKey(t),
      body: jsonText({ ...b, SPECIALID: t.id, REQUESTER: t.requester, REQUESTED: t.requested, OWNERREQ: t.owner }),
    })),
    fc.tuple(target, transferUpdateBodyArb(o)).map(([t, b]) => ({
      collection: 'transfers' as const, kind: 'update' as const, method: 'PUT', url: transferUrl(t), record: transferKey(t), body: jsonText(withoutIdentity(b)),
    })),
    target.map((t) => ({ collection: 'transfers' as const, kind: 'delete' as const, method: 'DELETE', url: transferUrl(t), record: transferKey(t), body: '' })),
  ];
}

function keyedOps(p: Pools, collection: Exclude<Collection, 'transfers'>, create: fc.Arbitrary<object>, update: fc.Arbitrary<object>): OpArb[] {
  const id = fc.constantFrom(...p.hostIds);
  const at = (h: string) => `/${collection}/${enc(h)}`;
  return [
    fc.tuple(id, create).map(([h, b]) => ({ collection, kind: 'create' as const, method: 'POST', url: `/${collection}`, record: `${collection}:${h}`, body: jsonText({ ...b, HOSTID: h }) })),
    fc.tuple(id, update).map(([h, b]) => ({ collection, kind: 'update' as const, method: 'PUT', url: at(h), record: `${collection}:${h}`, body: jsonText(b) })),
    id.map((h) => ({ collection, kind: 'delete' as const, method: 'DELETE', url: at(h), record: `${collection}:${h}`, body: '' })),
  ];
}

/** `count` mixed writes drawn from `seed`: the same seed and pools give the same writes. */
export function mixedWrites(p: Pools, seed: number, count: number): Op[] {
  const o = { hostIds: p.hostIds, rules: p.rules };
  const op = fc.oneof(
    ...transferOps(p),
    ...keyedOps(p, 'hosts', hostCreateBodyArb(o), hostUpdateBodyArb()),
    ...keyedOps(p, 'hostconfigs', hostConfigCreateBodyArb(o), hostConfigUpdateBodyArb()),
    ...keyedOps(p, 'configurations', configurationCreateBodyArb(o), configurationUpdateBodyArb()),
  );
  return fc.sample(op, { seed, numRuns: count }).map((x, n) => ({ ...x, n }));
}
