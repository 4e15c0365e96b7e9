// Command: normalises a raw transcript (record.ts --raw) into the committed form.
//   node bin/run-ts.js interop/waarp-rest-client/normalise-file.ts RAW.json OUT.json [ABOUT]
import { readFileSync, writeFileSync } from 'node:fs';
import { normaliseTranscript } from './normalise.ts';
import { readTranscript, writeTranscript } from './transcript-file.ts';

const [raw, out, about] = process.argv.slice(2);
if (raw === undefined || out === undefined) {
  console.error('usage: normalise-file.ts RAW.json OUT.json [ABOUT]');
  process.exit(2);
}
const t = readTranscript(readFileSync(raw, 'utf8'));
writeFileSync(out, writeTranscript(normaliseTranscript(about === undefined ? t : { ...t, about })));
