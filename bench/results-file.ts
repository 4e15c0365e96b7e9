// bench/results.md: one block per section, each with the date and machine it was measured on, so
// a run of a subset (`npm run bench -- http`) replaces its own blocks and keeps the others.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

const HEADER = [
  '# Benchmark results',
  '',
  'Written by `npm run bench` (`npm run bench -- NAME...` for some sections); do not edit by hand.',
  'Every figure is measured against a baseline run in the same process tree at the same time; the',
  'machine is shared, so compare the ratios rather than the absolute numbers.',
].join('\n');

const open = (name: string) => `<!-- bench:${name} -->`;
const close = (name: string) => `<!-- /bench:${name} -->`;

/** Date, Node version, CPUs, memory and load: what a reader needs to weigh the figures. */
export function machineLine(startedAt: Date, loadBefore: readonly number[]): string {
  const cpu = cpus();
  const load = (l: readonly number[]) => l.map((x) => x.toFixed(1)).join(' / ');
  return (
    `Measured ${startedAt.toISOString()} on Node ${process.version}, ${process.platform} ${process.arch}, ${cpu.length} CPUs (${cpu[0]?.model.trim() ?? 'unknown'}), ` +
    `${(totalmem() / 2 ** 30).toFixed(0)} GB; load average (1/5/15 min) ${load(loadBefore)} before, ${load(loadavg())} after.`
  );
}

export function sectionBlock(name: string, title: string, meta: string, body: string): string {
  return [open(name), `## ${title} (\`${name}\`)`, '', meta, '', body, close(name)].join('\n');
}

function existingBlocks(file: string): Map<string, string> {
  const blocks = new Map<string, string>();
  if (!existsSync(file)) return blocks;
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/<!-- bench:([\w-]+) -->[\s\S]*?<!-- \/bench:\1 -->/g)) blocks.set(m[1] as string, m[0]);
  return blocks;
}

/** Writes the file with the new blocks in place of their old ones, in `order`. */
export function writeResults(file: string, order: readonly string[], fresh: ReadonlyMap<string, string>): void {
  const blocks = existingBlocks(file);
  for (const [name, block] of fresh) blocks.set(name, block);
  const ordered = [...order.filter((n) => blocks.has(n)), ...[...blocks.keys()].filter((n) => !order.includes(n))];
  writeFileSync(file, `${HEADER}\n\n${ordered.map((n) => blocks.get(n)).join('\n\n')}\n`);
}
