// Benchmarks (not tests): each section reports ratios against a baseline measured in the same
// run, prints its markdown and writes it to bench/results.md. `npm run bench` runs every section;
// `npm run bench -- http peers` runs the named ones (names in sections.ts).
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SECTIONS } from './sections.ts';
import { machineLine, sectionBlock, writeResults } from './results-file.ts';
import { waitForQuiet } from './quiet.ts';

const RESULTS = fileURLToPath(new URL('./results.md', import.meta.url));
const names = SECTIONS.map((s) => s.name);
const asked = process.argv.slice(2).filter((a) => a !== '--');
const unknown = asked.filter((a) => !names.includes(a));
if (unknown.length > 0) {
  console.error(`bench: unknown section ${unknown.join(', ')}; sections: ${names.join(', ')}`);
  process.exit(2);
}
const chosen = asked.length === 0 ? SECTIONS : SECTIONS.filter((s) => asked.includes(s.name));

const fresh = new Map<string, string>();
let failed = false;
for (const section of chosen) {
  const waited = await waitForQuiet();
  if (waited >= 5) console.error(`bench: waited ${waited.toFixed(0)} s for the load average to drop below 1`);
  const startedAt = new Date();
  const loadBefore = loadavg();
  console.error(`bench: ${section.name} ...`);
  let body: string;
  try {
    body = await section.run();
  } catch (e) {
    // One section failing does not lose the others; its block says why and the exit code is 1.
    failed = true;
    console.error(e);
    body = `Not measured: ${(e as Error).message}`;
  }
  const block = sectionBlock(section.name, section.title, machineLine(startedAt, loadBefore), body);
  console.log(`${block}\n`);
  fresh.set(section.name, block);
  // Written after every section, so a long run interrupted later keeps what it measured.
  writeResults(RESULTS, names, fresh);
}
console.error(`bench: wrote ${RESULTS}`);
process.exit(failed ? 1 : 0);
