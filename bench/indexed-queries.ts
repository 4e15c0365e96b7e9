// Indexed list queries against a linear scan of the same store, in the same run: the median time
// of each query shape, and the speed-up of the index over the scan.
import { createFakeServer } from '../fake-server/index.ts';
import { matchesStatusFlag } from '../contract/index.ts';
import type { Transfer } from '../contract/index.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

function time(f: () => unknown, runs: number): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    f();
    samples.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return median(samples);
}

export async function runIndexedQueries(): Promise<string> {
  const dataset = (process.env['TMKIT_BENCH_DATASET'] as 'medium' | 'large' | undefined) ?? 'medium';
  const t0 = process.hrtime.bigint();
  const fake = createFakeServer({ dataset });
  const loadMs = Number(process.hrtime.bigint() - t0) / 1e6;
  const rows = [...fake.store.transfers.values()].map((r) => r.record);
  const host = fake.config.hostId;
  const some = rows[Math.floor(rows.length / 2)] as Transfer;
  const partner = some.REQUESTER === host ? some.REQUESTED : some.REQUESTER;
  const base = { owner: host, statusFlags: [] as const, orderById: false, limit: 100 };
  const shapes = {
    'STARTID/STOPID': { ...base, orderById: true, startId: some.SPECIALID - 5000n, stopId: some.SPECIALID },
    PARTNER: { ...base, partner },
    'INERROR flag': { ...base, statusFlags: ['INERROR'] as const },
    'STARTTRANS window': { ...base, startTrans: some.STARTTRANS - 3_600_000, stopTrans: some.STARTTRANS },
  };
  const lines = [`indexed queries on ${rows.length} transfers (dataset ${dataset}, load ${loadMs.toFixed(0)} ms), LIMIT 100`, '| query | index ms | scan ms | speed-up |', '|---|---|---|---|'];
  for (const [name, q] of Object.entries(shapes)) {
    const indexed = time(() => fake.store.transfers.query({ ...q, statusFlags: [...q.statusFlags] }), 50);
    const scan = time(() => {
      const hit = rows.filter((t) =>
        t.OWNERREQ === q.owner &&
        (!('partner' in q) || t.REQUESTER === q.partner || t.REQUESTED === q.partner) &&
        (q.statusFlags.length === 0 || q.statusFlags.some((f) => matchesStatusFlag(f, t.UPDATEDINFO, t.GLOBALSTEP))) &&
        (!('startId' in q) || (t.SPECIALID >= q.startId && t.SPECIALID <= q.stopId)) &&
        (!('startTrans' in q) || (t.STARTTRANS >= q.startTrans && t.STARTTRANS <= q.stopTrans)));
      hit.sort((a, b) => (q.orderById ? (a.SPECIALID < b.SPECIALID ? 1 : -1) : b.STARTTRANS - a.STARTTRANS));
      return hit.slice(0, 100);
    }, 5);
    lines.push(`| ${name} | ${indexed.toFixed(3)} | ${scan.toFixed(1)} | ${(scan / indexed).toFixed(0)}x |`);
  }
  return lines.join('\n');
}
