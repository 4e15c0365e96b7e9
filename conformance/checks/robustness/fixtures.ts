// The records negative_data_rejection writes against: one valid "anchor" per collection, created
// with the run's prefix and removed at the end, and a bounded snapshot of everything one of the
// invalid bodies could create or replace (the anchor itself and a list filtered on a value only
// the run uses). A rejected write must leave the snapshot as it was. A create whose flaw is in the
// identity itself (a HOSTID the sanity filter refuses) names another record than the case's own:
// a release that accepts it (3.5.2, docs/real-server-3.5.2.md) stores it there, so that identity
// is looked up and removed too, addressed with every character of it percent-encoded.
import { isSaneString, type Collection } from '../../../contract/index.ts';
import type { CallRequest, Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { answerOf, idText, knownRule, results, unreadable, type Json, type JsonRecord } from '../scenarios/helpers.ts';

/** A STARTTRANS far ahead, so a real server's scheduler never starts the anchor transfer (reference §18). */
const FAR_FUTURE = Date.UTC(2099, 0, 1);

export interface Snapshot {
  readonly value: Json;
  readonly exchanges: readonly Exchange[];
  /** Every read got a readable answer; otherwise the snapshot proves nothing (scenarios/helpers.ts `unreadable`). */
  readonly readable: boolean;
}

export interface Fixture {
  readonly collection: Collection;
  /** A valid create body: for the anchor's identity, or for fresh identity `k` nobody holds. */
  createBody(target: 'anchor' | number): JsonRecord;
  /** Where an update of the anchor goes. */
  readonly update: Pick<CallRequest, 'path' | 'query'>;
  /** A valid update body. */
  readonly updateBody: JsonRecord;
  snapshot(): Promise<Snapshot>;
  /** The identity `createBody(target)` names: HOSTID, IDRULE, or a transfer's partner (REQUESTED). */
  identityOf(target: 'anchor' | number): string;
  /**
   * The identity a create body names (undefined when it names none, or is no JSON object): the
   * case's own, or another when the flaw is in the identity field (a HOSTID the sanity filter
   * refuses, an empty one), where a server that accepts the body stores the record.
   */
  namedIdentity(body: Json | { readonly raw: string }): string | undefined;
  /** The records stored under exactly identity `id`, not empty (no request names a record of an empty id). */
  stored(id: string): Promise<Found>;
  /** Removes the records of the run `stored(id)` found under `id`. */
  removeStored(id: string, found: readonly JsonRecord[]): Promise<void>;
}

/** What a lookup found, and the exchange that shows it. */
export interface Found {
  readonly found: readonly JsonRecord[];
  readonly exchange: Exchange;
}

/** The path of one record, every character of its id that is not unreserved percent-encoded (a `/`, `#` or `?` too). */
const recordUrl = (c: Collection, id: string): Pick<CallRequest, 'path' | 'rawUrl'> => ({ path: `/${c}/${id}`, rawUrl: `/${c}/${encodeURIComponent(id)}` });

/** A text field of a JSON object body, undefined for any other body or value. */
function textField(body: Json | { readonly raw: string }, field: string): string | undefined {
  const value = typeof body === 'object' && body !== null && !Array.isArray(body) && !('raw' in body) ? (body as JsonRecord)[field] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The reads, keyed by what was asked (`GET /hosts?ADDRESS=...`), each with its status and records. */
async function snapshotOf(ctx: CheckContext, reads: readonly CallRequest[], pick: (ex: Exchange, i: number) => Json): Promise<Snapshot> {
  const exchanges: Exchange[] = [];
  const value: JsonRecord = {};
  for (const [i, r] of reads.entries()) {
    const ex = await ctx.call(r);
    exchanges.push(ex);
    const query = new URLSearchParams(Object.entries(r.query ?? {}).map(([k, v]): [string, string] => [k, String(v)])).toString();
    value[`${r.method} ${r.path}${query ? `?${query}` : ''}`] = { status: ex.response?.status ?? null, records: pick(ex, i) };
  }
  return { value, exchanges, readable: !exchanges.some(unreadable) };
}

function hostLike(ctx: CheckContext, c: 'hosts' | 'hostconfigs' | 'configurations' | 'rules', id: string, body: (hostId: string) => JsonRecord, witness: Record<string, string>, updateBody: JsonRecord): Fixture {
  const freshId = (k: number) => `${ctx.runPrefix}-negfresh${k}`;
  const idField = c === 'rules' ? 'IDRULE' : 'HOSTID';
  // GET one of an unknown configuration answers 200 with zeros (reference §3.5): read it through the
  // list, keeping only the record of that very id (3.5.2 matches HOSTID as a part, LIKE '%x%'). An id
  // the sanity filter refuses goes in the JSON body: a query value that fails it is dropped.
  const readOne = (hostId: string): CallRequest => {
    if (c !== 'configurations') return { method: 'GET', ...recordUrl(c, hostId) };
    return isSaneString(hostId) ? { method: 'GET', path: `/${c}`, query: { HOSTID: hostId, limit: 5 } } : { method: 'GET', path: `/${c}`, query: { limit: 100 }, body: { HOSTID: hostId } };
  };
  const stored = async (hostId: string): Promise<Found> => {
    const ex = await ctx.call(readOne(hostId));
    const found = c === 'configurations' ? results(ex).filter((r) => r['HOSTID'] === hostId) : ex.response?.status === 200 ? [answerOf(ex) ?? {}] : [];
    return { found, exchange: ex };
  };
  const removeStored = async (hostId: string): Promise<void> => void (await ctx.call({ method: 'DELETE', ...recordUrl(c, hostId) }));
  return {
    collection: c,
    createBody: (target) => body(target === 'anchor' ? id : freshId(target)),
    update: { path: `/${c}/${id}` },
    updateBody,
    snapshot: () => snapshotOf(ctx, [readOne(id), { method: 'GET', path: `/${c}`, query: { ...witness, limit: 10 } }], (ex, i) => (c === 'configurations' || i > 0 ? results(ex) : (answerOf(ex) ?? null))),
    identityOf: (target) => (target === 'anchor' ? id : freshId(target)),
    namedIdentity: (sent) => textField(sent, idField),
    stored,
    removeStored,
  };
}

function transfersFixture(ctx: CheckContext, self: string, rule: string, specialId: Json): Fixture {
  const partner = `${ctx.runPrefix}-negpeer`;
  const freshPartner = (k: number) => `${ctx.runPrefix}-negfresh${k}`;
  const listOf = (p: string): CallRequest => ({ method: 'GET', path: '/transfers', query: { PARTNER: p, OWNERREQ: '*', ALLSTATUS: 'true', limit: 10 } });
  // Only transfers of the run: a partner that is not the run's names no transfer the run may remove.
  const removeTransfers = async (found: readonly JsonRecord[]): Promise<void> => {
    for (const t of found) {
      const query = { REQUESTER: idText(t['REQUESTER']), REQUESTED: idText(t['REQUESTED']), OWNERREQ: idText(t['OWNERREQ']) };
      if (!`${query.REQUESTER} ${query.REQUESTED}`.includes(ctx.runPrefix)) continue;
      await ctx.call({ method: 'DELETE', path: `/transfers/${idText(t['SPECIALID'])}`, query });
    }
  };
  // PARTNER selects the transfers that name it on either side (3.5.2: as a part, LIKE '%x%').
  const stored = async (p: string): Promise<Found> => {
    const ex = await ctx.call(listOf(p));
    return { found: results(ex).filter((t) => t['REQUESTED'] === p || t['REQUESTER'] === p), exchange: ex };
  };
  return {
    collection: 'transfers',
    createBody: (target) => ({
      ...(target === 'anchor' ? { SPECIALID: specialId } : {}),
      FILENAME: `${ctx.runPrefix}-neg.txt`,
      IDRULE: rule,
      REQUESTER: self,
      REQUESTED: target === 'anchor' ? partner : freshPartner(target),
      STARTTRANS: FAR_FUTURE,
    }),
    // OWNERREQ named although it is the default (the server's own id, reference §3.2), so the
    // run also sends it on one-transfer calls.
    update: { path: `/transfers/${idText(specialId)}`, query: { REQUESTER: self, REQUESTED: partner, OWNERREQ: self } },
    updateBody: { RANK: 2 },
    // A real server cannot read one transfer of an unknown rule back (reference §18): the list shows it.
    snapshot: () => snapshotOf(ctx, [listOf(partner)], (ex) => results(ex)),
    identityOf: (target) => (target === 'anchor' ? partner : freshPartner(target)),
    namedIdentity: (sent) => textField(sent, 'REQUESTED'),
    stored,
    removeStored: (_p, found) => removeTransfers(found),
  };
}

/**
 * Creates the anchors (hosts first: the others name the anchor host) and registers their removal.
 * A collection whose anchor cannot be created is reported and left out.
 */
export async function createFixtures(ctx: CheckContext): Promise<Fixture[]> {
  const host = `${ctx.runPrefix}-neghost`;
  const address = `${ctx.runPrefix}-neg.invalid`;
  const marker = `${ctx.runPrefix}-negmark`;
  const fixtures: Fixture[] = [];
  const create = async (c: Collection, body: JsonRecord, remove: (answer: JsonRecord) => CallRequest): Promise<JsonRecord | undefined> => {
    const ex = await ctx.call({ method: 'POST', path: `/${c}`, body });
    const answer = answerOf(ex);
    if (ex.response?.status !== 200 || !answer) {
      ctx.report({ title: `setup: a valid POST /${c} was refused, so its negative write cases were skipped`, expected: 'Expected: 200 with the record', received: `Received: ${ex.response?.status ?? ex.error?.message}` }, ex);
      return undefined;
    }
    ctx.onCleanup(() => ctx.call(remove(answer)));
    return answer;
  };

  const hostBody = (id: string): JsonRecord => ({ HOSTID: id, ADDRESS: address, PORT: 6666, HOSTKEY: 'c2VjcmV0', ISSSL: false, ISACTIVE: false, ADMINROLE: false });
  if (await create('hosts', hostBody(host), () => ({ method: 'DELETE', path: `/hosts/${host}` }))) {
    fixtures.push(hostLike(ctx, 'hosts', host, hostBody, { ADDRESS: address }, { ADDRESS: `${ctx.runPrefix}-neg2.invalid` }));
  }
  const configBody = (id: string): JsonRecord => ({ HOSTID: id, BUSINESS: '<business></business>', ROLES: '<roles></roles>', ALIASES: '<aliases></aliases>', OTHERS: `<root><version>${marker}</version></root>` });
  if (await create('hostconfigs', configBody(host), () => ({ method: 'DELETE', path: `/hostconfigs/${host}` }))) {
    fixtures.push(hostLike(ctx, 'hostconfigs', host, configBody, { OTHERS: marker }, { OTHERS: `<root><version>${marker}2</version></root>` }));
  }
  const limitsBody = (id: string): JsonRecord => ({ HOSTID: id, READGLOBALLIMIT: 1000, WRITEGLOBALLIMIT: 2000, READSESSIONLIMIT: 100, WRITESESSIONLIMIT: 200, DELAYLIMIT: 10 });
  if (await create('configurations', limitsBody(host), () => ({ method: 'DELETE', path: `/configurations/${host}` }))) {
    fixtures.push(hostLike(ctx, 'configurations', host, limitsBody, { HOSTID: host }, { DELAYLIMIT: 20 }));
  }

  // A rule of its own mode (7), which the witness list selects with the anchor's name.
  const ruleId = `${ctx.runPrefix}-negrule`;
  const ruleBody = (id: string): JsonRecord => ({ IDRULE: id, MODETRANS: 7, RECVPATH: '/in', HOSTIDS: '<hostids></hostids>' });
  if (await create('rules', ruleBody(ruleId), () => ({ method: 'DELETE', path: `/rules/${ruleId}` }))) {
    fixtures.push(hostLike(ctx, 'rules', ruleId, ruleBody, { IDRULE: ruleId, MODETRANS: '7' }, { RECVPATH: '/in2' }));
  }

  const self = await ctx.hostId();
  const rule = await knownRule(ctx);
  const partner = `${ctx.runPrefix}-negpeer`;
  const transfer = await create('transfers', { FILENAME: `${ctx.runPrefix}-neg.txt`, IDRULE: rule, REQUESTER: self, REQUESTED: partner, STARTTRANS: FAR_FUTURE }, (a) => ({
    method: 'DELETE',
    path: `/transfers/${idText(a['SPECIALID'])}`,
    query: { REQUESTER: self, REQUESTED: partner },
  }));
  if (transfer) fixtures.push(transfersFixture(ctx, self, rule, transfer['SPECIALID'] ?? null));
  return fixtures;
}
