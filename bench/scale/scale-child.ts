// One size of the `scale` section, in its own process: a fake of `size` transfers, the CPU time
// per request of each operation (process.cpuUsage around batches of `fake.handle`, median of
// rounds), and at the largest size the time of a reset against the time of the load.
import { createFakeServer, type FakeServer, type Reply } from '../../fake-server/index.ts';
import { reset } from '../../fake-server/control/control-api.ts';
import { resetPoint } from '../../fake-server/reset-point.ts';
import { generateDataset, hostsForTransfers } from '../../generators/index.ts';
import { operations, samplesOf, type Sample } from './operations.ts';

const ROUNDS = Number(process.env['TMKIT_BENCH_ROUNDS'] ?? 4) + 1;
const BATCH = 2000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const cpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** A fake of `size` transfers: the `large` preset for a million, else the same generator at that size, loaded into an empty fake. */
function fakeOf(size: number): { fake: FakeServer; loadMs: number } {
  const t0 = performance.now();
  if (size === 1_000_000) return { fake: createFakeServer({ dataset: 'large' }), loadMs: performance.now() - t0 };
  const fake = createFakeServer({ dataset: 'empty' });
  const data = generateDataset({ seed: fake.config.seed, hosts: hostsForTransfers(size), transfers: size, ownHostId: fake.config.hostId, now: fake.clock.now() });
  fake.store.transfers.load(data.transfers);
  return { fake, loadMs: performance.now() - t0 };
}

/** The partner named in the most transfers of `samples` (so that its list fills 100 rows at every size). */
function busiestPartner(samples: readonly Sample[], self: string): string {
  const counts = new Map<string, number>();
  for (const t of samples) for (const h of [t.REQUESTER, t.REQUESTED]) if (h !== self) counts.set(h, (counts.get(h) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? self;
}

/** Rows in a list answer (every list measured must answer 100 at every size, or sizes would not compare). */
const countOf = (reply: Reply): number | undefined => (JSON.parse(reply.body.replace(/"SPECIALID":-?\d+/g, '"SPECIALID":0')).answer as { count?: number }).count;

function measure(fake: FakeServer): Record<string, number> {
  const samples = samplesOf(fake, 500);
  const partner = busiestPartner(samples, fake.config.hostId);
  const ops = operations(samples, partner, fake.clock.now());
  const perOp = new Map(ops.map((o) => [o.name, [] as number[]]));
  for (let round = 0; round < ROUNDS; round++) {
    const created: Sample[] = [];
    for (const op of ops) {
      const before = cpuUs();
      for (let i = 0; i < BATCH; i++) {
        const reply = fake.handle(op.request(i, created));
        if (reply.status !== 200) throw new Error(`${op.name} answered ${reply.status}: ${reply.body.slice(0, 200)}`);
        if (i === 0 && op.name.includes('LIMIT=100') && countOf(reply) !== 100) throw new Error(`${op.name} answered ${countOf(reply)} rows, not 100`);
        if (op.name.startsWith('POST')) created.push(sampleOf(reply));
      }
      // The first round warms up (JIT): not counted.
      if (round > 0) perOp.get(op.name)?.push((cpuUs() - before) / BATCH);
    }
  }
  return Object.fromEntries([...perOp].map(([k, v]) => [k, median(v)]));
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
function resets(fake: FakeServer, fresh: readonly string[]): { first: number; firstChanges: number; control: number[]; point: number[]; same: boolean } {
  // The measurement's writes: a create, a PUT and a delete per request of a batch, every round.
  const firstChanges = ROUNDS * BATCH * 3;
  const t0 = performance.now();
  reset(fake);
  const first = performance.now() - t0;
  const samples = samplesOf(fake, 500);
  const ops = operations(samples, samples[0]?.REQUESTED ?? '', fake.clock.now()).filter((o) => /^(POST|PUT)/.test(o.name));
  const back = resetPoint(fake);
  const out = { first, firstChanges, control: [] as number[], point: [] as number[], same: answersOf(fake).every((b, i) => b === fresh[i]) };
  for (let k = 0; k < 6; k++) {
    for (let i = 0; i < 1000; i++) fake.handle((ops[i % ops.length] as (typeof ops)[number]).request(i + k * 1000, []));
    const t0 = performance.now();
    if (k % 2 === 0) reset(fake);
    else back();
    (k % 2 === 0 ? out.control : out.point).push(performance.now() - t0);
    out.same &&= answersOf(fake).every((b, i) => b === fresh[i]);
  }
  return out;
}

export function child(size: number): object {
  const { fake, loadMs } = fakeOf(size);
  const fresh = answersOf(fake);
  const costs = measure(fake);
  return { size, loadMs, costs, ...(size === 1_000_000 ? { resets: resets(fake, fresh) } : {}) };
}
