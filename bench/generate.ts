// `tmkit generate` throughput: 1,000,000 transfers as NDJSON to /dev/null in a child process, its
// records per second and peak RSS, against a baseline measured in the same run: a bare loop that
// writes as many copies of one pre-built line through the same buffered, backpressured output.
// The ratio says what generating costs over just writing the bytes.
import { spawnSync } from 'node:child_process';
import { createWriteStream, realpathSync } from 'node:fs';
import { once } from 'node:events';
import { devNull } from 'node:os';
import { fileURLToPath } from 'node:url';
import { main } from '../cli/main.ts';
import { displayHostKey, generateDataset, OutputSink, transferJson } from '../generators/index.ts';

interface ChildResult {
  readonly mode: 'generate' | 'baseline';
  readonly records: number;
  readonly ms: number;
  readonly cpuMs: number;
  readonly maxRssMb: number;
}

const HERE = fileURLToPath(import.meta.url);
const RUN_TS = fileURLToPath(new URL('../bin/run-ts.js', import.meta.url));

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
  const result: ChildResult = { mode, records: count, ms: performance.now() - t0, cpuMs: (used.user + used.system) / 1000, maxRssMb: process.resourceUsage().maxRSS / 1024 };
  console.log(JSON.stringify(result));
}

function measure(mode: ChildResult['mode'], count: number): ChildResult & { processMs: number } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [RUN_TS, HERE, '--child', mode, String(count)], { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.status !== 0) throw new Error(`bench child ${mode} failed: ${r.stderr}`);
  const last = r.stdout.trim().split('\n').pop() ?? '';
  return { ...(JSON.parse(last) as ChildResult), processMs: performance.now() - t0 };
}

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

if (process.argv[2] === '--child' && realpathSync(process.argv[1] ?? '') === realpathSync(HERE)) {
  await child(process.argv[3] === 'generate' ? 'generate' : 'baseline', Number(process.argv[4]));
}
