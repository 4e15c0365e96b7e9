// The journal's cost per request (issue 15): `fake.handle` with the journal on (the default ring of
// 5000) against the same fake with it off (`journalSize: 0`), the same requests, in alternating
// rounds of the same run. Also what reading the whole ring back costs (parsing and redaction
// happen on read, not per request).
import { createFakeServer, type FakeServer, type RawRequest } from '../fake-server/index.ts';

const ROUNDS = Number(process.env['TMKIT_BENCH_ROUNDS'] ?? 4) * 5;
const REQUESTS = 5_000;

/** Headers as node:http hands them over for a typical client request. */
const HEADERS = { host: '127.0.0.1:8066', 'user-agent': 'client/1.0', accept: 'application/json', connection: 'keep-alive', 'x-auth-user': 'admin', 'x-auth-key': 'ab'.repeat(32) };

function requestsOf(fake: FakeServer): RawRequest[] {
  const [one] = fake.store.transfers.values();
  const t = one?.record;
  const id = t ? `/transfers/${t.SPECIALID}?REQUESTER=${encodeURIComponent(t.REQUESTER)}&REQUESTED=${encodeURIComponent(t.REQUESTED)}` : '/transfers/1';
  const host = JSON.stringify({ HOSTID: 'bench-host', ADDRESS: '10.0.0.1', PORT: 6666, HOSTKEY: 'k' });
  return [
    { method: 'GET', url: '/server', headers: HEADERS, body: '' },
    { method: 'GET', url: id, headers: HEADERS, body: '' },
    { method: 'GET', url: '/hosts?LIMIT=5', headers: HEADERS, body: '' },
    { method: 'POST', url: '/hosts', headers: { ...HEADERS, 'content-type': 'application/json' }, body: host },
  ];
}

/** Nanoseconds per request of `REQUESTS` requests, cycling through `requests`. */
function nsPerRequest(fake: FakeServer, requests: readonly RawRequest[]): number {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < REQUESTS; i += 1) fake.handle(requests[i % requests.length] as RawRequest);
  return Number(process.hrtime.bigint() - t0) / REQUESTS;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

export async function runJournalBench(): Promise<string> {
  const on = createFakeServer();
  const off = createFakeServer({ journalSize: 0 });
  const requests = requestsOf(on);
  // Warm-up: both paths compiled before anything is measured.
  nsPerRequest(on, requests);
  nsPerRequest(off, requests);
  const samples = { on: [] as number[], off: [] as number[] };
  // Each round measures both back to back: their ratio and difference cancel most of the drift of
  // a shared machine's load, which moves both alike within a round.
  const ratios: number[] = [];
  const extras: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternating which goes first, so that neither always runs on a warmer machine.
    const order = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
    for (const variant of order) samples[variant].push(nsPerRequest(variant === 'on' ? on : off, requests));
    const onNs = samples.on[round] as number;
    const offNs = samples.off[round] as number;
    ratios.push(onNs / offNs);
    extras.push(onNs - offNs);
  }
  const withJournal = median(samples.on);
  const without = median(samples.off);
  const t0 = performance.now();
  const read = on.journal.entries().length;
  const readMs = performance.now() - t0;
  return [
    `${ROUNDS} alternating rounds of ${REQUESTS.toLocaleString('en-US')} \`fake.handle\` calls each (GET /server, GET /transfers/:id, GET /hosts?LIMIT=5, POST /hosts; six request headers):`,
    '',
    '| Fake | µs per request, median of rounds | fastest round |',
    '|---|---:|---:|',
    `| journal off (\`journalSize: 0\`) | ${(without / 1000).toFixed(2)} | ${(Math.min(...samples.off) / 1000).toFixed(2)} |`,
    `| journal on (ring of ${on.journal.capacity}, full) | ${(withJournal / 1000).toFixed(2)} | ${(Math.min(...samples.on) / 1000).toFixed(2)} |`,
    '',
    `Per round (on ÷ off, measured back to back), median: ${median(ratios).toFixed(3)}; the journal adds ${(median(extras) / 1000).toFixed(2)} µs per request. Reading the whole ring back (${read} entries, parsed and redacted on read) took ${readMs.toFixed(1)} ms.`,
  ].join('\n');
}
