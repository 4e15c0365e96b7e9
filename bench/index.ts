// Benchmarks (not tests): each reports a ratio against a baseline measured in the same run.
import { runIndexedQueries } from './indexed-queries.ts';

const results = [await runIndexedQueries()];
for (const r of results) console.log(r);
