// Section `https`: the fake over HTTPS on loopback (keep-alive, as `tmkit serve --tls-cert` runs
// it, the direct-on-socket path behind TLS) against a bare node:https server answering the same
// recorded bytes with the same certificate, in the same run, each in its own child process. TLS
// costs both sides the same handshake per connection and encryption per byte; the ratio is what
// the fake's request path costs on top. Target (issue 33): ≥ 0.9 for one transfer and a list of 100.
// The fake once more with every connection left to node:https shows what the direct path saves.
import { fakeEndpoints, listedTransfers, type EndpointKey } from './endpoints.ts';
import { checkSameBytes, STATS_HEADER, statsRow } from './http-bench.ts';
import { maybe, ratio } from './format.ts';
import { loadSettings, sideBySide, type LoadSettings, type LoadStats } from './load.ts';
import { startBare, startFake } from './our-servers.ts';
import { recordAnswers } from './record.ts';
import type { ServerProcess } from './server-process.ts';
import { writeTlsFiles } from './tls-files.ts';

const TARGET = 0.9;
const MEASURED: readonly EndpointKey[] = ['read', 'list'];

/** Bare CPU per request over the fake's: the share it would reach with a whole core each. */
const cpuShare = (s: LoadStats, bare: LoadStats) =>
  s.cpuUsPerRequest === undefined || bare.cpuUsPerRequest === undefined ? undefined : bare.cpuUsPerRequest / s.cpuUsPerRequest;

export async function runHttpsBench(settings: LoadSettings = loadSettings()): Promise<string> {
  const tls = writeTlsFiles();
  const servers: ServerProcess[] = [];
  try {
    const fake = await startFake(tls);
    servers.push(fake);
    const nodePath = await startFake(tls, 'node');
    servers.push(nodePath);
    const endpoints = fakeEndpoints(await listedTransfers(fake.url)).filter((e) => MEASURED.includes(e.key));
    const recorded = await recordAnswers(fake.url, endpoints);
    const bare = await startBare(recorded, tls);
    servers.push(bare);
    await checkSameBytes([bare, nodePath], recorded);
    const lines = [
      `HTTPS on loopback: the fake against a bare node:https server answering the same bytes with the same certificate (RSA 2048, made at the start of the run), ` +
        `and the fake with every connection left to node:https (no direct path); ` +
        `autocannon in the bench process, ${settings.connections} keep-alive connections (one handshake each), ${settings.seconds} s per server and request in ${settings.rounds} alternating rounds ` +
        `after ${settings.warmupSeconds} s of warm-up; each server in its own process. Comparison: req/s as a share of bare's, and (in brackets) bare's CPU per request over the fake's.`,
      ...STATS_HEADER,
    ];
    const verdicts: string[] = [];
    for (const r of recorded) {
      const [b, n, f] = (await sideBySide([bare, nodePath, fake].map((server) => ({ server, request: r.endpoint.request })), settings)) as [LoadStats, LoadStats, LoadStats];
      const share = f.rps / b.rps;
      const holds = share >= TARGET ? 'holds' : 'missed';
      lines.push(statsRow(`\`${r.endpoint.operation}\``, 'bare node:https', b, '1'));
      lines.push(statsRow('', "fake, node's path", n, `${ratio(n.rps / b.rps)} (${maybe(cpuShare(n, b), ratio)})`));
      lines.push(statsRow('', '**fake over HTTPS**', f, `**${ratio(share)} (${maybe(cpuShare(f, b), ratio)})**, target ≥ ${ratio(TARGET)}: ${holds}`));
      verdicts.push(`${r.endpoint.operation} ${ratio(share)} of bare (target ${ratio(TARGET)}: ${holds})`);
    }
    lines.push('', `Targets: ${verdicts.join('; ')}. With both sides encrypting every byte, server CPU well below 100 % means the load generator was the limit; the CPU ratio then says more.`);
    return lines.join('\n');
  } finally {
    for (const s of servers.reverse()) await s.stop();
    tls.remove();
  }
}
