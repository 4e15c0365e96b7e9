// Section `scale` (issue 18): every operation about as cheap at a million transfers as at a
// thousand. Each size runs in its own process (size-process.ts, scale-child.ts), all three up at
// once and measured in alternating rounds: the server's CPU time per request of reads, lists,
// /server and writes at 1,000, 100,000 and 1,000,000 transfers, the ratio of the largest to the
// smallest (target ≤ 2), and a reset at a million against the dataset's load time (target ≤ 5 %),
// with a check that the reset fake answers as the freshly loaded one did.
import { loadavg } from 'node:os';
import type { Resets } from './scale-child.ts';
import { startSize, type SizeProcess } from './size-process.ts';

const SIZES = [1_000, 100_000, 1_000_000] as const;
/** Measured rounds per size (after one warm-up round each), alternating the order of the sizes. */
const ROUNDS = Number(process.env['TMKIT_BENCH_ROUNDS'] ?? 4) * 2;
const RATIO_TARGET = 2;
const RESET_TARGET = 0.05;

interface ChildResult {
  readonly size: number;
  readonly loadMs: number;
  readonly costs: Record<string, number>;
  readonly resets?: Resets;
}

const us = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

function resetLines(r: ChildResult): string[] {
  const resets = r.resets;
  if (!resets) return [];
  const share = (ms: number) => `${((ms / r.loadMs) * 100).toFixed(2)} %`;
  const verdict = (ms: number) => (ms / r.loadMs <= RESET_TARGET ? 'holds' : 'missed');
  const control = median(resets.control);
  const point = median(resets.point);
  return [
    '',
    `Reset at ${r.size.toLocaleString('en')} transfers, each after 1,000 writes (POST and PUT), median of 3: the dataset loaded in ${(r.loadMs / 1000).toFixed(1)} s; ` +
      `\`POST /_fake/reset\` (the control API) ${control.toFixed(1)} ms = ${share(control)} of it (target ≤ 5 %: ${verdict(control)}); ` +
      `the test helpers' per-test reset (msw, vitest, jest) ${point.toFixed(1)} ms = ${share(point)} (${verdict(point)}); ` +
      `the first reset, after the ${resets.firstChanges.toLocaleString('en')} writes of the measurement above, ${resets.first.toFixed(0)} ms = ${share(resets.first)}. ` +
      `Answers after each reset (three lists and /server) byte-identical to those right after the load: ${resets.same ? 'yes' : '**no**'}.`,
  ];
}

/** Every size's rounds, alternated (small to large, then large to small, ...): the median per operation. */
async function alternatedCosts(sizes: readonly SizeProcess[]): Promise<Record<string, number>[]> {
  const rounds = sizes.map(() => [] as Record<string, number>[]);
  for (let r = 0; r <= ROUNDS; r++) {
    const order = r % 2 === 0 ? sizes.map((_, i) => i) : sizes.map((_, i) => sizes.length - 1 - i);
    for (const i of order) {
      const costs = await (sizes[i] as SizeProcess).round();
      // The first round of each size warms it up (JIT): not counted.
      if (r > 0) rounds[i]?.push(costs);
    }
  }
  return rounds.map((rs) => Object.fromEntries(Object.keys(rs[0] ?? {}).map((name) => [name, median(rs.map((c) => c[name] as number))])));
}

async function measureSizes(): Promise<ChildResult[]> {
  const sizes: SizeProcess[] = [];
  try {
    // Loaded one after the other, so that each load time is its own.
    for (const size of SIZES) {
      console.error(`bench: scale ${size.toLocaleString('en')} transfers (load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')})`);
      sizes.push(await startSize(size));
    }
    const costs = await alternatedCosts(sizes);
    const largest = sizes[sizes.length - 1] as SizeProcess;
    const resets = await largest.resets();
    return sizes.map((s, i) => ({ size: s.size, loadMs: s.loadMs, costs: costs[i] as Record<string, number>, ...(s === largest ? { resets } : {}) }));
  } finally {
    for (const s of sizes) s.stop();
  }
}

export async function runScaleBench(): Promise<string> {
  const results = await measureSizes();
  const first = results[0] as ChildResult;
  const last = results[results.length - 1] as ChildResult;
  const lines = [
    `Server CPU time per request (user + system, \`process.cpuUsage\` around batches of 2,000 \`fake.handle\` calls: the whole fake without its transport), median of ${ROUNDS} rounds after a warm-up round, each size in its own process, the three up at once and measured in alternating rounds (small to large, then large to small). ` +
      'A million is the `large` preset; 1,000 and 100,000 are the same generator at those sizes (hosts ≈ 1.55 × N^0.352), loaded into an empty fake. ' +
      'Writes leave the size as it was: each round creates 2,000 transfers and deletes them again; PUT replaces existing ones with other statuses and starts.',
    `| operation | ${SIZES.map((s) => `${s.toLocaleString('en')} µs`).join(' | ')} | 1M ÷ 1k | target ≤ ${RATIO_TARGET} |`,
    `|---|${SIZES.map(() => '---:').join('|')}|---:|---|`,
  ];
  for (const name of Object.keys(first.costs)) {
    const ratio = (last.costs[name] as number) / (first.costs[name] as number);
    lines.push(`| \`${name}\` | ${results.map((r) => us(r.costs[name] as number)).join(' | ')} | ${ratio.toFixed(2)} | ${ratio <= RATIO_TARGET ? 'holds' : '**missed**'} |`);
  }
  lines.push(...resetLines(last));
  return lines.join('\n');
}
