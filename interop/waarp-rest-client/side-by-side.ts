// Command: the real server's transcript and the fake's side by side, as markdown.
//   node bin/run-ts.js interop/waarp-rest-client/side-by-side.ts REAL.json FAKE.json [--by-call]
// Exit 0 when every call is the same or a known difference, 1 otherwise. --by-call matches each
// call of the fake's run to the real run's call of the same method and path (compare.ts
// alignByCall): a diagnosis for runs that made the same calls in another order.
import { readFileSync } from 'node:fs';
import { alignByCall, compareTranscripts } from './compare.ts';
import { normaliseTranscript } from './normalise.ts';
import { sideBySideMarkdown } from './side-by-side-table.ts';
import { readTranscript } from './transcript-file.ts';

const args = process.argv.slice(2);
const byCall = args.includes('--by-call');
const [realFile, fakeFile] = args.filter((a) => a !== '--by-call');
if (realFile === undefined || fakeFile === undefined) {
  console.error('usage: side-by-side.ts REAL.json FAKE.json [--by-call]');
  process.exit(2);
}
// Normalising a normalised transcript changes nothing, so raw and committed files both do.
const load = (f: string) => normaliseTranscript(readTranscript(readFileSync(f, 'utf8')));
const real = load(realFile);
const fake = load(fakeFile);
const rows = compareTranscripts(real, byCall ? alignByCall(real, fake) : fake);
process.stdout.write(sideBySideMarkdown(rows));
process.exitCode = rows.every((r) => r.verdict !== 'differs') ? 0 : 1;
