// Command: the real server's transcript and the fake's side by side, as markdown.
//   node bin/run-ts.js interop/waarp-rest-client/side-by-side.ts REAL.json FAKE.json
// Exit 0 when every call is the same or a known difference, 1 otherwise.
import { readFileSync } from 'node:fs';
import { compareTranscripts } from './compare.ts';
import { normaliseTranscript } from './normalise.ts';
import { sideBySideMarkdown } from './side-by-side-table.ts';
import { readTranscript } from './transcript-file.ts';

const [realFile, fakeFile] = process.argv.slice(2);
if (realFile === undefined || fakeFile === undefined) {
  console.error('usage: side-by-side.ts REAL.json FAKE.json');
  process.exit(2);
}
// Normalising a normalised transcript changes nothing, so raw and committed files both do.
const load = (f: string) => normaliseTranscript(readTranscript(readFileSync(f, 'utf8')));
const rows = compareTranscripts(load(realFile), load(fakeFile));
process.stdout.write(sideBySideMarkdown(rows));
process.exitCode = rows.every((r) => r.verdict !== 'differs') ? 0 : 1;
