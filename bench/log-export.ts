// GET /log at scale (issue 6): a fake holding 100,000 own transfers (TMKIT_BENCH_LOG_COUNT for
// another count) exports them all to its archive folder; a child process measures the time and the
// peak resident set of the export alone (the peak is started over once the data is loaded). The
// baseline, in another child with the same data loaded: as many copies of one pre-built runner
// written through the same export-file writer, i.e. the cost of the bytes alone. A streaming export
// stays near the baseline's peak; a third child shows what one that builds the whole document as
// a string first would cost, so that the peak figures are seen to tell the two apart.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packetClass, type Transfer } from '../contract/index.ts';
import { createFakeServer, type FakeServer } from '../fake-server/index.ts';
// The very writer GET /log uses (not part of the fake's public door): the baseline must share it.
import { createExportFile } from '../fake-server/handlers/log/export-file.ts';
import { displayHostKey, generateDataset, hostsForTransfers, runnerXml, xmlExportText, XML_EXPORT_CLOSE, XML_EXPORT_OPEN } from '../generators/index.ts';
import { childArgs, peakRssMb, report, resetPeakRss, runChild, settledRssMb } from './child-measure.ts';

type Mode = 'export' | 'baseline' | 'whole';

const MODES: Readonly<Record<Mode, string>> = {
  baseline: 'baseline: one pre-built runner, same writer',
  export: 'GET /log (select, read each record, write its runner)',
  whole: 'not streamed: the same runners as one string, then written',
};

interface ChildResult {
  readonly mode: Mode;
  readonly runners: number;
  readonly ms: number;
  readonly fileBytes: number;
  readonly rssBeforeMb: number;
  readonly peakMb: number;
  /** Whether the peak could be started over after loading (Linux); otherwise it covers the whole process. */
  readonly peakOfPhase: boolean;
}

/** The first `count` own transfers of a generated dataset (made lazily: about 1.1 × count are generated). */
function* ownTransfers(fake: FakeServer, count: number): Generator<Transfer> {
  const hosts = hostsForTransfers(count);
  const data = generateDataset({ seed: 1, hosts, transfers: count * 2, ownHostId: fake.config.hostId, now: fake.clock.now(), idMode: 'sequence', hostKey: displayHostKey });
  let taken = 0;
  for (const t of data.transfers) {
    if (taken >= count) return;
    if (t.OWNERREQ !== fake.config.hostId) continue;
    taken++;
    yield t;
  }
}

/** GET /log without a selection (every own transfer) through the fake; answers the export's path and runner count. */
function exportAll(fake: FakeServer): { path: string; runners: number } {
  const body = JSON.stringify({ '@class': packetClass('log', fake.config.classPrefix) });
  const reply = fake.handle({ method: 'GET', url: '/log', headers: { 'content-type': 'application/json' }, body });
  const packet = (JSON.parse(reply.body) as { answer?: { results?: { filename: string; exported: number }[] } }).answer?.results?.[0];
  if (reply.status !== 200 || !packet) throw new Error(`GET /log answered ${reply.status}: ${reply.body.slice(0, 300)}`);
  return { path: packet.filename, runners: packet.exported };
}

/** The same number of runners, one pre-built text, through the same writer. */
function writePrebuilt(fake: FakeServer, dir: string, count: number): { path: string; runners: number } {
  const [one] = fake.store.transfers.query({ statusFlags: [], orderById: true, limit: 1 });
  const runner = runnerXml(one!.record);
  const file = createExportFile(dir, fake.config.hostId, fake.clock.now());
  file.write(XML_EXPORT_OPEN);
  for (let i = 0; i < count; i++) file.write(runner);
  file.write(XML_EXPORT_CLOSE);
  file.close();
  return { path: file.path, runners: count };
}

/** What GET /log must not do: every record read and the document made whole before writing. */
function writeWhole(fake: FakeServer, dir: string): { path: string; runners: number } {
  const records = fake.store.transfers.query({ owner: fake.config.hostId, statusFlags: [], orderById: true, limit: Number.MAX_SAFE_INTEGER }).map((r) => r.record);
  const file = createExportFile(dir, fake.config.hostId, fake.clock.now());
  file.write(xmlExportText(records));
  file.close();
  return { path: file.path, runners: records.length };
}

function child(mode: Mode, count: number): void {
  const dir = mkdtempSync(join(tmpdir(), 'tmkit-bench-log-'));
  try {
    const fake = createFakeServer({ dataset: 'empty', archiveDir: dir });
    fake.store.transfers.load(ownTransfers(fake, count));
    settledRssMb();
    const peakOfPhase = resetPeakRss();
    // Read after the reset: the peak starts from this very resident set.
    const rssBeforeMb = process.memoryUsage().rss / 2 ** 20;
    const t0 = performance.now();
    const done = mode === 'export' ? exportAll(fake) : mode === 'whole' ? writeWhole(fake, dir) : writePrebuilt(fake, dir, fake.store.transfers.size);
    const ms = performance.now() - t0;
    const result: ChildResult = { mode, runners: done.runners, ms, fileBytes: statSync(done.path).size, rssBeforeMb, peakMb: peakRssMb(), peakOfPhase };
    report(result);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runLogExportBench(): Promise<string> {
  const count = Number(process.env['TMKIT_BENCH_LOG_COUNT'] ?? 100_000);
  const run = (mode: Mode) => runChild<ChildResult>(import.meta.url, [mode, String(count)], { nodeFlags: ['--expose-gc'] });
  const base = run('baseline');
  const exp = run('export');
  const whole = run('whole');
  const rise = (r: ChildResult) => r.peakMb - r.rssBeforeMb;
  const peakNote = exp.peakOfPhase ? 'peak of the export phase alone, started over after loading' : 'peak of the whole process: this system cannot start it over';
  return [
    `GET /log: export of ${exp.runners.toLocaleString('en-US')} own transfers to the archive folder (child processes; ${peakNote})`,
    '| run | s | runners/s | file MB | RSS before MB | peak RSS MB | peak − before MB |',
    '|---|---|---|---|---|---|---|',
    ...[base, exp, whole].map(
      (r) =>
        `| ${MODES[r.mode]} | ${(r.ms / 1000).toFixed(2)} | ${Math.round(r.runners / (r.ms / 1000)).toLocaleString('en-US')} | ${(r.fileBytes / 2 ** 20).toFixed(0)} | ${r.rssBeforeMb.toFixed(0)} | ${r.peakMb.toFixed(0)} | ${rise(r).toFixed(0)} |`,
    ),
    `GET /log / baseline: ${(exp.ms / base.ms).toFixed(1)}x the time; the export's peak is ${rise(exp).toFixed(0)} MB over the loaded state (baseline ${rise(base).toFixed(0)} MB, not streamed ${rise(whole).toFixed(0)} MB).`,
  ].join('\n');
}

const args = childArgs(import.meta.url);
if (args) child(args[0] === 'export' || args[0] === 'whole' ? args[0] : 'baseline', Number(args[1]));
