// Section `http`: the fake over HTTP on loopback against a bare node:http server that answers
// the same recorded bytes, in the same run, each in its own child process, measured side by side
// with the same connections and duration. The ratio fake / bare is what the fake's request path
// (Koa, parsing, dispatch, the handler, the envelope) costs; the Koa floor (Koa and @koa/router
// answering the same bytes) shows which part of that is the framework. Targets: issue 6.
import { fakeEndpoints, listedTransfers, type EndpointKey } from './endpoints.ts';
import { fetchRaw } from './fetch-raw.ts';
import { int, maybe, ms, percent, ratio } from './format.ts';
import { loadSettings, sideBySide, type LoadSettings, type LoadStats } from './load.ts';
import { startBare, startFake, startKoaFloor } from './our-servers.ts';
import { recordAnswers, type Recorded } from './record.ts';
import type { ServerProcess } from './server-process.ts';

/** Least share of the bare server's requests per second the fake must reach. */
const TARGETS: Partial<Record<EndpointKey, number>> = { read: 0.5, list: 0.4 };

export const STATS_HEADER = [
  '| request | server | req/s | p50 ms | p99 ms | server CPU µs/req | server CPU | bytes/answer (head + body) | comparison |',
  '|---|---|---|---|---|---|---|---|---|',
];

/** One server's figures; a run with failed answers says so, as its figures are not comparable. */
export function statsRow(request: string, server: string, s: LoadStats, comparison: string): string {
  const flawed = s.non2xx + s.errors > 0 ? ` (${s.non2xx} non-2xx, ${s.errors} errors: not comparable)` : '';
  return `| ${request} | ${server} | ${int(s.rps)} | ${ms(s.p50Ms)} | ${ms(s.p99Ms)} | ${maybe(s.cpuUsPerRequest, int)} | ${maybe(s.cpuBusy, percent)} | ${int(s.bytesPerAnswer)} | ${comparison}${flawed} |`;
}

/** Bare CPU per request over this server's: the share of bare throughput it would reach with a whole core each. */
const cpuShare = (s: LoadStats, bare: LoadStats) =>
  s.cpuUsPerRequest === undefined || bare.cpuUsPerRequest === undefined ? undefined : bare.cpuUsPerRequest / s.cpuUsPerRequest;

/** Every server answers each recorded request with the fake's bytes: otherwise the comparison is not like with like. */
export async function checkSameBytes(servers: readonly ServerProcess[], recorded: readonly Recorded[]): Promise<void> {
  for (const server of servers) {
    for (const r of recorded) {
      const got = await fetchRaw(server.url, r.endpoint.request);
      if (got.status !== r.answer.status || !got.body.equals(r.answer.body)) throw new Error(`${server.name} does not answer ${r.endpoint.operation} as the fake does`);
    }
  }
}

export async function runHttpBench(settings: LoadSettings = loadSettings()): Promise<string> {
  const fake = await startFake();
  const others: ServerProcess[] = [];
  try {
    const endpoints = fakeEndpoints(await listedTransfers(fake.url));
    const recorded = await recordAnswers(fake.url, endpoints);
    const bare = await startBare(recorded);
    others.push(bare);
    const koa = await startKoaFloor(recorded);
    others.push(koa);
    await checkSameBytes([bare, koa], recorded);
    const lines = [
      `HTTP on loopback: the fake against a bare node:http server answering the same bytes, and the Koa floor (Koa + @koa/router answering the same bytes); ` +
        `autocannon in the bench process, ${settings.connections} keep-alive connections, ${settings.seconds} s per server and request in ${settings.rounds} alternating rounds ` +
        `after ${settings.warmupSeconds} s of warm-up; each server in its own process. Comparison: req/s as a share of bare's, and (in brackets) bare's CPU per request over this server's.`,
      ...STATS_HEADER,
    ];
    const verdicts: string[] = [];
    for (const r of recorded) {
      const request = r.endpoint.request;
      const [b, k, f] = (await sideBySide([bare, koa, fake].map((server) => ({ server, request })), settings)) as [LoadStats, LoadStats, LoadStats];
      const share = f.rps / b.rps;
      const target = TARGETS[r.endpoint.key];
      const verdict = target === undefined ? '' : `, target ≥ ${ratio(target)}: ${share >= target ? 'holds' : 'missed'}`;
      const compare = (s: LoadStats) => `${ratio(s.rps / b.rps)} (${maybe(cpuShare(s, b), ratio)})`;
      lines.push(statsRow(`\`${r.endpoint.operation}\``, 'bare node:http', b, '1'));
      lines.push(statsRow('', 'Koa floor', k, compare(k)));
      lines.push(statsRow('', '**fake**', f, `**${compare(f)}**${verdict}`));
      if (target !== undefined) verdicts.push(`${r.endpoint.operation} ${ratio(share)} of bare (target ${ratio(target)}: ${share >= target ? 'holds' : 'missed'})`);
    }
    lines.push(
      '',
      `Targets: ${verdicts.join('; ')}. Server CPU: the share of one core the server process used while measured; ` +
        'well below 100 % means the load generator or the machine, not the server, was the limit, and then the CPU ratio says more than the req/s ratio.',
    );
    return lines.join('\n');
  } finally {
    for (const s of others) await s.stop();
    await fake.stop();
  }
}
