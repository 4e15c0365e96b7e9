import { OPERATOR_FAULTS } from './fake-server/index.ts';
const v2 = OPERATOR_FAULTS.filter((f) => /V2-/.test(f.name));
const by: Record<string, number> = {};
for (const f of v2) { const k = f.name.split('-')[0] === 'double' ? 'double-encodes' : f.name.split('-')[0]!; by[k] = (by[k] ?? 0) + 1; }
console.log(OPERATOR_FAULTS.length, v2.length, by);
if (process.argv[2]) console.log(v2.map((f) => f.name).join('\n'));
