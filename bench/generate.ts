// `tmkit generate` throughput: 1,000,000 transfers as NDJSON to /dev/null in a child process, its
// records per second and peak RSS, against a baseline measured in the same run: a bare loop that
// writes as many copies of one pre-built line through the same buffered, backpressured output.
// The ratio says what generating costs over just writing the bytes.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { devNull } from 'node:os';
import { main } from '../cli/main.ts';
import { displayHostKey, generateDataset, OutputSink, transferJson } from '../generators/index.ts';
import { childArgs, peakRssMb, report, runChild } from './child-measure.ts';

interface ChildResult {
  readonly mode: 'generate' | 'baseline';
  readonly records: number;
  readonly ms: number;
  readonly cpuMs: number;
  readonly maxRssMb: number;
}

async function baseline(count: number): Promise<void> {
  const [one] = generateDataset({ seed: 1, hosts: 200, transfers: 1, ownHostId: 'server1', now: Date.parse('2025-01-01T00:00:00Z'), idMode: 'sequence', hostKey: displayHostKey }).transfers;
  const line = `${transferJson(one!)}\n`;
  const out = createWriteStream(devNull);
  await once(out, 'open');
  const sink = new OutputSink(out, 'latin1');
  for (let i = 0; i < count; i++) if (sink.push(line)) await sink.flush();
  await sink.flush();
  out.end();
  await once(out, 'finish');
}

async function child(mode: ChildResult['mode'], count: number): Promise<void> {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  if (mode === 'generate') await main(['generate', '--kind', 'transfers', '--count', String(count), '--seed', '1', '--format', 'ndjson', '--out', devNull, '--quiet']);
  else await baseline(count);
  const used = process.cpuUsage(cpu);
  const result: ChildResult = { mode, records: count, ms: performance.now() - t0, cpuMs: (used.user + used.system) / 1000, maxRssMb: peakRssMb() };
  report(result);
}

const measure = (mode: ChildResult['mode'], count: number) => runChild<ChildResult>(import.meta.url, [mode, String(count)]);

export async function runGenerateBench(): Promise<string> {
  const count = Number(process.env['TMKIT_BENCH_GENERATE_COUNT'] ?? 1_000_000);
  const base = measure('baseline', count);
  const gen = measure('generate', count);
  const rate = (r: ChildResult) => Math.round(r.records / (r.ms / 1000));
  return [
    `tmkit generate: ${count} transfers as NDJSON to ${devNull} (child processes)`,
    '| run | s (in process) | s (whole process) | records/s | CPU s | peak RSS MB |',
    '|---|---|---|---|---|---|',
    ...[base, gen].map((r) => `| ${r.mode} | ${(r.ms / 1000).toFixed(2)} | ${(r.processMs / 1000).toFixed(2)} | ${rate(r)} | ${(r.cpuMs / 1000).toFixed(2)} | ${r.maxRssMb.toFixed(0)} |`),
    `generate / baseline: ${(gen.ms / base.ms).toFixed(1)}x the time of writing the same number of pre-built lines; peak RSS ${(gen.maxRssMb / base.maxRssMb).toFixed(2)}x`,
  ].join('\n');
}

const args = childArgs(import.meta.url);
if (args) await child(args[0] === 'generate' ? 'generate' : 'baseline', Number(args[1]));
