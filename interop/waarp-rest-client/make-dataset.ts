// Command: the fake's data set for the scenario, from a snapshot of the real server it is compared
// with (taken right after reset-real-server.sh and the scenario's rules, before the recorded run):
//   node bin/tmkit.js snapshot --target http://127.0.0.1:28096 --out SNAPSHOT.json --max-rps 0
//   node bin/run-ts.js interop/waarp-rest-client/make-dataset.ts SNAPSHOT.json http://127.0.0.1:28096 OUT.json
// tmkit snapshot replaces host keys (secrets of a deployment); here the keys are the test keys of
// Waarp's public repository and the recipe, and the scenario reads them back (GET /hosts), so
// each host gets the HOSTKEY its GET /hosts/ID answers on the real server.
import { readFileSync, writeFileSync } from 'node:fs';

const [snapshotFile, base, out] = process.argv.slice(2);
if (snapshotFile === undefined || base === undefined || out === undefined) {
  console.error('usage: make-dataset.ts SNAPSHOT.json REAL_BASE_URL OUT.json');
  process.exit(2);
}
// The snapshot's text is kept as it is (one record a line; JSON.parse would round the int64 ids):
// only the HOSTKEY of each host's line changes.
const lines = readFileSync(snapshotFile, 'utf8').split('\n');
let changed = 0;
for (const [i, line] of lines.entries()) {
  const id = /^\{"@model":"DbHostAuth","HOSTID":"([^"]+)"/.exec(line)?.[1];
  if (id === undefined) continue;
  const res = await fetch(`${base}/hosts/${encodeURIComponent(id)}`);
  const answer = (await res.json()) as { answer?: { HOSTKEY?: string } };
  const key = answer.answer?.HOSTKEY;
  if (res.status !== 200 || key === undefined) throw new Error(`GET /hosts/${id}: ${res.status}`);
  lines[i] = line.replace(/"HOSTKEY":"[^"]*"/, `"HOSTKEY":${JSON.stringify(key)}`);
  changed++;
}
writeFileSync(out, lines.join('\n'));
console.log(`${out}: ${changed} host keys from ${base}`);
