// The fake at scale (issue 6): a child process loads a dataset (default `large`: 1,000,000
// transfers; TMKIT_BENCH_DATASET=small|medium|large for another), and reports the load time, the
// resident set it adds per transfer (after full collections), the median time of indexed list
// queries (LIMIT 100) against a linear scan of the same transfers measured in the same run, and
// the median cost of writes, whose index maintenance must stay cheap.
import { matchesStatusFlag, type StatusFlag } from '../contract/index.ts';
import { createFakeServer, type DatasetName } from '../fake-server/index.ts';
import { datasetFromSpec, displayHostKey } from '../generators/index.ts';
import type { TransferQuery } from '../fake-server/store/index.ts';
import { childArgs, report, runChild, settledRssMb } from './child-measure.ts';

/** What a scan reads of each transfer: only the fields the queries test, so the scan is as cheap as a scan gets. */
interface ScanRow {
  readonly OWNERREQ: string;
  readonly REQUESTER: string;
  readonly REQUESTED: string;
  readonly UPDATEDINFO: number;
  readonly GLOBALSTEP: number;
  readonly SPECIALID: bigint;
  readonly STARTTRANS: number;
}

interface QueryFigures {
  readonly name: string;
  readonly rows: number;
  readonly indexMs: number;
  readonly scanMs: number;
}

interface ChildResult {
  readonly dataset: string;
  readonly transfers: number;
  readonly loadMs: number;
  readonly loadCpuMs: number;
  /** CPU time of generating the same transfers alone (the part of the load that is not the store's). */
  readonly generateCpuMs: number;
  readonly rssBeforeMb: number;
  readonly rssAfterMb: number;
  readonly heapUsedMb: number;
  readonly queries: readonly QueryFigures[];
  readonly listAnswerMs: number;
  readonly replaceUs: number;
  readonly insertUs: number;
  readonly deleteUs: number;
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** Median wall time of `runs` calls, in ms. */
function time(f: (i: number) => unknown, runs: number): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    f(i);
    samples.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return median(samples);
}

/** The naive answer: test every transfer, sort the hits, keep the first LIMIT. */
function scan(rows: readonly ScanRow[], q: TransferQuery): ScanRow[] {
  const hits = rows.filter(
    (t) =>
      (q.owner === undefined || t.OWNERREQ === q.owner) &&
      (q.partner === undefined || t.REQUESTER === q.partner || t.REQUESTED === q.partner) &&
      (q.statusFlags.length === 0 || q.statusFlags.some((f) => matchesStatusFlag(f, t.UPDATEDINFO, t.GLOBALSTEP))) &&
      (q.startId === undefined || t.SPECIALID >= q.startId) &&
      (q.stopId === undefined || t.SPECIALID <= q.stopId) &&
      (q.startTrans === undefined || t.STARTTRANS >= q.startTrans) &&
      (q.stopTrans === undefined || t.STARTTRANS <= q.stopTrans),
  );
  hits.sort((a, b) => (q.orderById ? (a.SPECIALID < b.SPECIALID ? 1 : a.SPECIALID > b.SPECIALID ? -1 : 0) : b.STARTTRANS - a.STARTTRANS));
  return hits.slice(0, q.limit);
}

function child(dataset: DatasetName): void {
  const rssBeforeMb = settledRssMb();
  const t0 = performance.now();
  const cpu0 = cpuMs();
  const fake = createFakeServer({ dataset });
  const loadCpuMs = cpuMs() - cpu0;
  const loadMs = performance.now() - t0;
  const rssAfterMb = settledRssMb();
  const heapUsedMb = process.memoryUsage().heapUsed / 2 ** 20;
  const transfers = fake.store.transfers;

  // Queries are made of the data itself (ids, partners, dates), whatever the dataset holds.
  const rows: ScanRow[] = [];
  for (const { record: t } of transfers.values()) {
    rows.push({ OWNERREQ: t.OWNERREQ, REQUESTER: t.REQUESTER, REQUESTED: t.REQUESTED, UPDATEDINFO: t.UPDATEDINFO, GLOBALSTEP: t.GLOBALSTEP, SPECIALID: t.SPECIALID, STARTTRANS: t.STARTTRANS });
  }
  const host = fake.config.hostId;
  const some = rows[Math.floor(rows.length / 2)] as ScanRow;
  const partner = some.REQUESTER === host ? some.REQUESTED : some.REQUESTER;
  const base = { owner: host, statusFlags: [] as StatusFlag[], orderById: false, limit: 100 };
  const shapes: Record<string, TransferQuery> = {
    'STARTID/STOPID (5,000 ids)': { ...base, orderById: true, startId: some.SPECIALID - 5000n, stopId: some.SPECIALID },
    PARTNER: { ...base, partner },
    INERROR: { ...base, statusFlags: ['INERROR'] },
    'PENDING or INTRANSFER': { ...base, statusFlags: ['PENDING', 'INTRANSFER'] },
    'STARTTRANS window (1 h)': { ...base, startTrans: some.STARTTRANS - 3_600_000, stopTrans: some.STARTTRANS },
  };
  const queries = Object.entries(shapes).map(([name, q]) => ({
    name,
    rows: transfers.query(q).length,
    indexMs: time(() => transfers.query(q), 200),
    scanMs: time(() => scan(rows, q), 5),
  }));

  // A whole list answer through the fake (its JSON rebuilt from the packed rows).
  const request = { method: 'GET', url: `/transfers?PARTNER=${encodeURIComponent(partner)}&LIMIT=100`, headers: {}, body: '' };
  const listAnswerMs = time(() => fake.handle(request), 50);

  // Writes: a replacement that moves the row between status lists, a new transfer, its delete.
  const stored = transfers.query({ ...base, limit: 200 }).map((r) => r.record);
  const replaceUs = 1000 * time((i) => {
    const t = stored[i % stored.length]!;
    transfers.put({ ...t, UPDATEDINFO: t.UPDATEDINFO === 4 ? 6 : 4 });
  }, 400);
  const fresh = stored.map((t, i) => ({ ...t, SPECIALID: -(10n ** 15n) - BigInt(i) }));
  const insertUs = 1000 * time((i) => transfers.put(fresh[i]!), fresh.length);
  const deleteUs = 1000 * time((i) => transfers.delete(fresh[i]!), fresh.length);

  // The generators' share of the load: the same transfers made again, and dropped.
  const cpu1 = cpuMs();
  const spec = { seed: fake.config.seed, ownHostId: host, now: fake.clock.now(), idMode: fake.config.idMode, hostKey: displayHostKey };
  for (const t of datasetFromSpec(dataset, spec).transfers) void t;
  const generateCpuMs = cpuMs() - cpu1;

  const result: ChildResult = { dataset, transfers: rows.length, loadMs, loadCpuMs, generateCpuMs, rssBeforeMb, rssAfterMb, heapUsedMb, queries, listAnswerMs, replaceUs, insertUs, deleteUs };
  report(result);
}

const number = (n: number) => n.toLocaleString('en-US');

export async function runIndexedQueries(): Promise<string> {
  const dataset = process.env['TMKIT_BENCH_DATASET'] ?? 'large';
  const r = runChild<ChildResult>(import.meta.url, [dataset], { nodeFlags: ['--expose-gc'] });
  const added = r.rssAfterMb - r.rssBeforeMb;
  const perTransfer = (added * 2 ** 20) / Math.max(1, r.transfers);
  return [
    `The fake at scale: dataset ${dataset}, ${number(r.transfers)} transfers, in a child process (node --expose-gc)`,
    '| load s | load CPU s | of which generating s | RSS before load MB | RSS after load MB | added MB | bytes/transfer | JS heap used MB |',
    '|---|---|---|---|---|---|---|---|',
    `| ${(r.loadMs / 1000).toFixed(1)} | ${(r.loadCpuMs / 1000).toFixed(1)} | ${(r.generateCpuMs / 1000).toFixed(1)} | ${r.rssBeforeMb.toFixed(0)} | ${r.rssAfterMb.toFixed(0)} | ${added.toFixed(0)} | ${perTransfer.toFixed(0)} | ${r.heapUsedMb.toFixed(0)} |`,
    '',
    'Indexed list queries (own transfers, LIMIT 100) against a linear scan of the same transfers (test, sort, cut):',
    '| query | rows | index ms (median) | scan ms (median) | speed-up |',
    '|---|---|---|---|---|',
    ...r.queries.map((q) => `| ${q.name} | ${q.rows} | ${q.indexMs.toFixed(3)} | ${q.scanMs.toFixed(1)} | ${number(Math.round(q.scanMs / q.indexMs))}x |`),
    '',
    `GET /transfers?PARTNER=…&LIMIT=100 through fake.handle (answer JSON made): ${r.listAnswerMs.toFixed(2)} ms (median).`,
    `Writes (median): replace a transfer (moved between status lists) ${r.replaceUs.toFixed(0)} µs, insert ${r.insertUs.toFixed(0)} µs, delete ${r.deleteUs.toFixed(0)} µs.`,
  ].join('\n');
}

const args = childArgs(import.meta.url);
if (args) child(args[0] as DatasetName);
