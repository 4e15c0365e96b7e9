import { OPERATOR_FAULTS } from './fake-server/index.ts';
import { detectFault } from './bench/fault-detection/detection.ts';
const pat = new RegExp(process.argv[2] ?? 'V2-');
const faults = OPERATOR_FAULTS.filter((f) => pat.test(f.name) && (process.argv[3] === 'all' || !f.name.startsWith('drops-')));
const t0 = Date.now();
const missed: string[] = [];
for (const f of faults) {
  const d = await detectFault(f, { only: f.expectedCheck });
  if (d.caughtBy.length === 0) missed.push(f.name);
}
console.log(`${faults.length} faults, ${missed.length} missed, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
console.log(missed.join('\n'));
