// Command: the fake's data set for the scenario, from a snapshot of the real server it is compared
// with (taken right after reset-real-server.sh and the scenario's rules, before the recorded run):
//   node bin/tmkit.js snapshot --target http://127.0.0.1:28096 --out SNAPSHOT.json --max-rps 0
//   node bin/run-ts.js interop/waarp-rest-client/make-dataset.ts SNAPSHOT.json http://127.0.0.1:28096 OUT.json
// tmkit snapshot replaces host keys (secrets of a deployment); here the keys are the test keys of
// Waarp's public repository and the recipe, and the scenario reads them back (GET /hosts), so
// each host gets the HOSTKEY its GET /hosts/ID answers on the real server. Rules: tmkit snapshot
// reads them through /v2/rules, whose view of 3.6.2 has no UPDATEDINFO and drops the receive
// side's pre and post tasks; each rule gets its tasks and UPDATEDINFO from GET /rules/ID (v1).
import { readFileSync, writeFileSync } from 'node:fs';

const [snapshotFile, base, out] = process.argv.slice(2);
if (snapshotFile === undefined || base === undefined || out === undefined) {
  console.error('usage: make-dataset.ts SNAPSHOT.json REAL_BASE_URL OUT.json');
  process.exit(2);
}
// The snapshot's text is kept as it is (one record a line; JSON.parse would round the int64 ids):
// only the HOSTKEY of each host's line changes.
const lines = readFileSync(snapshotFile, 'utf8').split('\n');

async function v1Answer(path: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${path}`);
  const body = (await res.json()) as { answer?: Record<string, unknown> };
  if (res.status !== 200 || body.answer === undefined) throw new Error(`GET ${path}: ${res.status}`);
  return body.answer;
}

/** A v1 task list (`<tasks><task><type>..</type><path>..</path><delay>..</delay></task></tasks>`) as the data set's array. */
function tasks(xml: unknown): { type: string; path: string; delay: number }[] {
  const text = String(xml ?? '');
  return [...text.matchAll(/<task>(.*?)<\/task>/g)].map(([, t = '']) => ({
    type: /<type>(.*?)<\/type>/.exec(t)?.[1] ?? '',
    path: /<path>(.*?)<\/path>/.exec(t)?.[1] ?? '',
    delay: Number(/<delay>(.*?)<\/delay>/.exec(t)?.[1] ?? 0),
  }));
}

const TASK_COLUMNS = ['RPRETASKS', 'RPOSTTASKS', 'RERRORTASKS', 'SPRETASKS', 'SPOSTTASKS', 'SERRORTASKS'];
let hosts = 0;
let rules = 0;
for (const [i, line] of lines.entries()) {
  const hostId = /^\{"@model":"DbHostAuth","HOSTID":"([^"]+)"/.exec(line)?.[1];
  const ruleId = /^\{"IDRULE":"([^"]+)"/.exec(line)?.[1];
  if (hostId !== undefined) {
    const key = (await v1Answer(`/hosts/${encodeURIComponent(hostId)}`))['HOSTKEY'];
    lines[i] = line.replace(/"HOSTKEY":"[^"]*"/, `"HOSTKEY":${JSON.stringify(key)}`);
    hosts++;
  } else if (ruleId !== undefined) {
    const rule = await v1Answer(`/rules/${encodeURIComponent(ruleId)}`);
    const comma = line.endsWith(',') ? ',' : '';
    const record = JSON.parse(comma ? line.slice(0, -1) : line) as Record<string, unknown>;
    for (const c of TASK_COLUMNS) record[c] = tasks(rule[c]);
    record['UPDATEDINFO'] = rule['UPDATEDINFO'];
    lines[i] = `${JSON.stringify(record)}${comma}`;
    rules++;
  }
}
writeFileSync(out, lines.join('\n'));
console.log(`${out}: ${hosts} host keys, ${rules} rules' tasks from ${base}`);
