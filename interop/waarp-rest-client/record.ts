// Command: records one run of Waarp's REST test client against a server and writes its transcript.
//   node bin/run-ts.js interop/waarp-rest-client/record.ts HOST PORT OUT.json [ABOUT] [--raw]
// OUT.json holds the normalised transcript (normalise.ts says what is normalised); --raw keeps
// every byte as it went by (and the proxy's port, for normalise-file.ts later). Exit 0 when the client ran to its end, 1 when it stopped early
// (the transcript is written either way), 2 on a usage error or missing prerequisites.
import { writeFileSync } from 'node:fs';
import { clientPaths, missingPrerequisites } from './java-client.ts';
import { normaliseTranscript } from './normalise.ts';
import { recordRun } from './record-run.ts';
import { writeTranscript } from './transcript-file.ts';

const args = process.argv.slice(2);
const raw = args.includes('--raw');
const [host, port, out, about] = args.filter((a) => a !== '--raw');
if (host === undefined || port === undefined || out === undefined) {
  console.error('usage: record.ts HOST PORT OUT.json [ABOUT] [--raw]');
  process.exit(2);
}
const paths = clientPaths();
const missing = missingPrerequisites(paths);
if (missing.length > 0) {
  console.error(`cannot run Waarp's client: ${missing.join('; ')}`);
  process.exit(2);
}
const run = await recordRun(paths, host, Number(port));
const transcript = { about: about ?? `Waarp REST v1 test client (HttpTestRestR66Client ${paths.waarpRef}) against ${host}:${port}`, proxyPort: run.proxyPort, exchanges: run.exchanges };
writeFileSync(out, writeTranscript(raw ? transcript : normaliseTranscript(transcript)));
const ended = run.client.exitCode === 0;
console.log(`${run.exchanges.length} exchanges written to ${out}; client ${ended ? 'ran to its end' : `stopped early (exit ${run.client.exitCode}${run.client.timedOut ? ', timed out' : ''})`}`);
if (!ended) console.log(run.client.stdout.split('\n').filter((l) => l.startsWith('TMKIT-CLIENT')).join('\n'));
process.exitCode = ended ? 0 : 1;
