// The single executable (issue 28): its size, and its start-up time (launch to first answer)
// against `npx tmkit serve` and `node bin/tmkit.js serve` in this checkout, measured in
// alternating rounds (median) after a fresh `npm run build:exe`.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startUpMs, type Launcher } from './start-up.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROUNDS = Number(process.env['TMKIT_BENCH_ROUNDS'] ?? 5);

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;

/** Builds the file (as `npm run build:exe`); answers its path. */
function buildExe(): string {
  const built = spawnSync(process.execPath, [join(root, 'bin', 'build-exe.js')], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`npm run build:exe failed: ${built.stderr}`);
  return join(root, 'dist', 'exe', `tmkit-${process.platform}-${process.arch}`);
}

/** The markdown block: sizes, then the start-up medians with their ratio to `npx tmkit serve`. */
export async function runExeBench(): Promise<string> {
  const exe = buildExe();
  const launchers: Launcher[] = [
    { label: 'npx tmkit serve (baseline)', command: 'npx', args: ['tmkit'] },
    { label: 'node bin/tmkit.js serve', command: process.execPath, args: [join(root, 'bin', 'tmkit.js')] },
    { label: `${exe.slice(root.length + 1)} serve`, command: exe, args: [] },
  ];
  const times = new Map<string, number[]>(launchers.map((l) => [l.label, []]));
  await startUpMs(launchers[2]!, root); // Once before measuring: the first launch writes the embedded files.
  for (let round = 0; round < ROUNDS; round++) for (const l of launchers) times.get(l.label)!.push(await startUpMs(l, root));
  const base = median(times.get(launchers[0]!.label)!);
  const rows = launchers.map((l) => {
    const ms = median(times.get(l.label)!);
    return `| ${l.label} | ${ms.toFixed(0)} ms | ${(ms / base).toFixed(2)} |`;
  });
  const bundle = statSync(join(root, 'dist', 'exe', 'tmkit.cjs')).size;
  return [
    `File: ${mb(statSync(exe).size)} (the node binary it is made from: ${mb(statSync(process.execPath).size)}; the bundled script: ${mb(bundle)}).`,
    '',
    `Start-up, launch to the first answer of GET /v2/transfers (median of ${ROUNDS} alternating rounds):`,
    '',
    '| command | start-up | ratio |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}
