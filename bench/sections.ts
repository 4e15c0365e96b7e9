// The benchmark sections `npm run bench` knows, in the order they run and appear in
// bench/results.md. Each returns its markdown; each measures against a baseline of its own in the
// same run. `npm run bench -- http peers` runs a subset by these names.
import { runIndexedQueries } from './indexed-queries.ts';
import { runGenerateBench } from './generate.ts';
import { runLogExportBench } from './log-export.ts';
import { runConformanceBench } from './conformance-run.ts';
import { runHttpBench } from './http/http-bench.ts';
import { runHttpsBench } from './http/https-bench.ts';
import { runPeersBench } from './peers/peers-bench.ts';
import { runJournalBench } from './journal.ts';
import { runScaleBench } from './scale/scale-bench.ts';
import { runExeBench } from './exe/exe-bench.ts';

export interface Section {
  readonly name: string;
  readonly title: string;
  readonly run: () => Promise<string>;
}

export const SECTIONS: readonly Section[] = [
  { name: 'indexed', title: 'Indexed list queries against a scan', run: runIndexedQueries },
  { name: 'scale', title: 'Cost per request at 1,000, 100,000 and 1,000,000 transfers', run: runScaleBench },
  { name: 'generate', title: 'tmkit generate against writing the same bytes', run: runGenerateBench },
  { name: 'log-export', title: 'GET /log export at scale', run: runLogExportBench },
  { name: 'conformance', title: 'The conformance run against replaying its requests', run: runConformanceBench },
  { name: 'http', title: 'The fake over HTTP against bare node:http', run: () => runHttpBench() },
  { name: 'https', title: 'The fake over HTTPS against bare node:https', run: () => runHttpsBench() },
  { name: 'peers', title: 'The fake next to Prism, json-server and WireMock', run: () => runPeersBench() },
  { name: 'journal', title: 'The request journal against the fake without it', run: runJournalBench },
  { name: 'exe', title: 'The single executable: size and start-up against npx tmkit serve', run: runExeBench },
];
