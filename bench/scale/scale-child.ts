// One size of the `scale` section, in its own process (size-process.ts starts it): a fake of
// `size` transfers, the CPU time per request of each operation in one round whenever the parent
// asks (process.cpuUsage around batches of `fake.handle`), v1's operations and v2's, and at the
// largest size the time of a reset against the time of the load.
import { createFakeServer, type FakeServer, type Reply } from '../../fake-server/index.ts';
import { reset } from '../../fake-server/control/control-api.ts';
import { resetPoint } from '../../fake-server/reset-point.ts';
import { generateDataset, hostsForTransfers } from '../../generators/index.ts';
import { childArgs } from '../child-measure.ts';
import { operations, samplesOf, type Created, type Operation, type Sample } from './operations.ts';
import { createdByV2, v2Operations, v2SettingOf } from './v2-operations.ts';

const BATCH = 2000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const cpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/**
 * A fake of `size` transfers: the `large` preset for a million, else the same generator at that
 * size, loaded into an empty fake with its hosts and rules (v2's POST names both).
 */
function fakeOf(size: number): { fake: FakeServer; loadMs: number } {
  const t0 = performance.now();
  if (size === 1_000_000) return { fake: createFakeServer({ dataset: 'large' }), loadMs: performance.now() - t0 };
  const fake = createFakeServer({ dataset: 'empty' });
  const data = generateDataset({ seed: fake.config.seed, hosts: hostsForTransfers(size), transfers: size, ownHostId: fake.config.hostId, now: fake.clock.now() });
  fake.store.transfers.load(data.transfers);
  for (const h of data.hosts) fake.store.hosts.put(h.record, h.password);
  for (const r of data.rules) fake.store.rules.put(r);
  idsPastLoaded(fake);
  return { fake, loadMs: performance.now() - t0 };
}

/**
 * Moves the id sequence of an empty fake past the rows loaded into it by hand, as a client's own
 * id moves it (a create with the largest id, deleted again): otherwise v2's creates, which take
 * the fake's next ids, would replace loaded rows, and the deletes that follow remove them.
 */
function idsPastLoaded(fake: FakeServer): void {
  const handle = (method: string, url: string, body = '') => fake.handle({ method, url, headers: body ? { 'content-type': 'application/json' } : {}, body });
  const largest = /"SPECIALID":(-?\d+)/.exec(handle('GET', '/transfers?OWNERREQ=*&ORDERBYID=true&LIMIT=1').body)?.[1];
  if (largest === undefined) return;
  const bench = 'scale-bench-ids';
  const made = handle('POST', '/transfers', `{"SPECIALID":${largest},"IDRULE":"scale","REQUESTER":"${bench}","REQUESTED":"${bench}","FILENAME":"/in/ids"}`);
  const gone = handle('DELETE', `/transfers/${largest}?REQUESTER=${bench}&REQUESTED=${bench}&OWNERREQ=${encodeURIComponent(fake.config.hostId)}`);
  if (made.status !== 200 || gone.status !== 200) throw new Error(`moving the ids past the loaded rows answered ${made.status}, ${gone.status}: ${made.body.slice(0, 200)}`);
}

/** The partner named in the most transfers of `samples` (so that its list fills 100 rows at every size). */
function busiestPartner(samples: readonly Sample[], self: string): string {
  const counts = new Map<string, number>();
  for (const t of samples) for (const h of [t.REQUESTER, t.REQUESTED]) if (h !== self) counts.set(h, (counts.get(h) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? self;
}

/** Rows in a list answer, v1's (`answer.count`) or v2's (`totalResults`, the size of the page). */
const countOf = (reply: Reply): number | undefined =>
  /^\{"results":/.test(reply.body) ? Number(/"totalResults":(\d+)\}$/.exec(reply.body)?.[1]) : (JSON.parse(reply.body.replace(/"SPECIALID":-?\d+/g, '"SPECIALID":0')).answer as { count?: number }).count;

/** The operations of `fake`, made once: every round asks the same requests. */
function operationsOf(fake: FakeServer): Operation[] {
  const samples = samplesOf(fake, 500);
  return [...operations(samples, busiestPartner(samples, fake.config.hostId), fake.clock.now()), ...v2Operations(v2SettingOf(fake, samples))];
}

/** One round: a batch of each operation, CPU µs per request (creates come before the deletes that undo them). */
function round(fake: FakeServer, ops: readonly Operation[]): Record<string, number> {
  const created: Created = { v1: [], v2: [] };
  const costs: Record<string, number> = {};
  for (const op of ops) {
    const before = cpuUs();
    for (let i = 0; i < BATCH; i++) {
      const reply = fake.handle(op.request(i, created));
      if (reply.status !== (op.status ?? 200)) throw new Error(`${op.name} answered ${reply.status}: ${reply.body.slice(0, 200)}`);
      if (i === 0 && op.rows !== undefined && countOf(reply) !== op.rows) throw new Error(`${op.name} answered ${countOf(reply)} rows, not ${op.rows}`);
      if (op.creates === 'v1') created.v1.push(sampleOf(reply));
      else if (op.creates === 'v2') created.v2.push(createdByV2(String(reply.headers['transfer-uri']), fake.config.hostId));
    }
    costs[op.name] = (cpuUs() - before) / BATCH;
  }
  return costs;
}

function sampleOf(reply: Reply): Sample {
  const t = JSON.parse(reply.body.replace(/"SPECIALID":(-?\d+)/, '"SPECIALID":"$1"')).answer as Record<string, string>;
  return { SPECIALID: t['SPECIALID'] as string, REQUESTER: t['REQUESTER'] as string, REQUESTED: t['REQUESTED'] as string, OWNERREQ: t['OWNERREQ'] as string, IDRULE: t['IDRULE'] as string };
}

/** Times of `POST /_fake/reset` (the control API) and of the test helpers' reset point, each after 1,000 writes. */
const CHECKED = ['/transfers?LIMIT=100', '/server', '/transfers?OWNERREQ=*&ORDERBYID=true&LIMIT=100', '/transfers?OWNERREQ=*&INERROR=true&LIMIT=100'];
const answersOf = (fake: FakeServer) => CHECKED.map((url) => fake.handle({ method: 'GET', url, headers: {}, body: '' }).body);

/**
 * Times of `POST /_fake/reset` (the control API) and of the test helpers' reset point, each after
 * 1,000 writes; the first reset, after the measurement's writes, apart. `fresh`: the answers right after the load.
 */
function resets(fake: FakeServer, fresh: readonly string[], rounds: number, writes: number): Resets {
  // The measurement's writes: each writing operation's batch, every round.
  const firstChanges = rounds * BATCH * writes;
  const t0 = performance.now();
  reset(fake);
  const first = performance.now() - t0;
  const samples = samplesOf(fake, 500);
  const ops = operations(samples, samples[0]?.REQUESTED ?? '', fake.clock.now()).filter((o) => /^(POST|PUT)/.test(o.name));
  const back = resetPoint(fake);
  const out = { first, firstChanges, control: [] as number[], point: [] as number[], same: answersOf(fake).every((b, i) => b === fresh[i]) };
  for (let k = 0; k < 6; k++) {
    for (let i = 0; i < 1000; i++) fake.handle((ops[i % ops.length] as (typeof ops)[number]).request(i + k * 1000, { v1: [], v2: [] }));
    const t0 = performance.now();
    if (k % 2 === 0) reset(fake);
    else back();
    (k % 2 === 0 ? out.control : out.point).push(performance.now() - t0);
    out.same &&= answersOf(fake).every((b, i) => b === fresh[i]);
  }
  return out;
}

export interface Resets {
  readonly first: number;
  readonly firstChanges: number;
  readonly control: number[];
  readonly point: number[];
  readonly same: boolean;
}

/** Loads the fake of `size`, says so, then answers the parent's requests (size-process.ts) until it is stopped. */
function serve(size: number): void {
  const { fake, loadMs } = fakeOf(size);
  const fresh = answersOf(fake);
  const ops = operationsOf(fake);
  let rounds = 0;
  const send = (m: object) => process.send?.(m);
  process.on('message', (m: { kind?: string }) => {
    if (m.kind === 'costs') {
      rounds += 1;
      send({ costs: round(fake, ops) });
    } else if (m.kind === 'resets') send({ resets: resets(fake, fresh, rounds, ops.filter((o) => /^(POST|PUT|DELETE)/.test(o.name)).length) });
  });
  process.once('SIGTERM', () => process.exit(0));
  process.once('disconnect', () => process.exit(0));
  send({ loadMs });
}

const args = childArgs(import.meta.url);
if (args) serve(Number(args[0]));
