// Benchmarks (not tests): each reports a ratio against a baseline measured in the same run.
import { runIndexedQueries } from './indexed-queries.ts';
import { runGenerateBench } from './generate.ts';

const results = [await runIndexedQueries(), await runGenerateBench()];
for (const r of results) console.log(r);
