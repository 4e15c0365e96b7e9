// Section `peers`: the fake next to the mock servers people reach for (Prism, json-server,
// WireMock), each in its own process, on the same requests and the same answers where the peer
// can give them, measured side by side with the same load as the `http` section. Peers are
// installed on demand (install.ts); one that cannot install or start is skipped with its reason.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeEndpoints, listedTransfers, type EndpointKey } from '../http/endpoints.ts';
import type { RawRequestSpec } from '../http/fetch-raw.ts';
import { ratio } from '../http/format.ts';
import { STATS_HEADER, statsRow } from '../http/http-bench.ts';
import { loadSettings, sideBySide, warmUp, type LoadSettings, type LoadStats } from '../http/load.ts';
import { startFake } from '../http/our-servers.ts';
import { recordAnswers } from '../http/record.ts';
import type { ServerProcess } from '../http/server-process.ts';
import { fakeData } from './fake-data.ts';
import { ensurePeersInstalled } from './install.ts';
import { jsonServer } from './json-server.ts';
import type { Peer } from './peer.ts';
import { prism } from './prism.ts';
import { startPeers, type Started } from './start-peers.ts';
import { wiremock } from './wiremock.ts';

const PEERS: readonly Peer[] = [prism, jsonServer, wiremock];

interface Entrant {
  readonly name: string;
  readonly server: ServerProcess;
  readonly requests: Readonly<Record<EndpointKey, RawRequestSpec>>;
}

/** One line per peer: its setup, the fake's req/s over its req/s per request, and where the fake is behind. */
function verdict(s: Started, shares: readonly { operation: string; share: number }[]): string {
  const behind = shares.filter((x) => x.share < 1).map((x) => x.operation);
  const summary = behind.length === 0 ? 'the fake is ahead on every request' : `the fake is behind on ${behind.join(', ')}`;
  return `- ${s.peer.name}: ${s.peer.setup}. Fake req/s ÷ its req/s: ${shares.map((x) => `${x.operation} ${ratio(x.share)}`).join(', ')}; ${summary}.`;
}

export async function runPeersBench(settings: LoadSettings = loadSettings()): Promise<string> {
  const installProblem = ensurePeersInstalled();
  if (installProblem) return `Peers: not measured: ${installProblem}`;
  const fake = await startFake();
  const dir = mkdtempSync(join(tmpdir(), 'tmkit-bench-peers-'));
  let started: Started[] = [];
  try {
    const recorded = await recordAnswers(fake.url, fakeEndpoints(await listedTransfers(fake.url)));
    const data = await fakeData(fake.url);
    const peers = await startPeers(PEERS, recorded, data, dir);
    started = peers.started;
    const entrants: Entrant[] = [
      { name: '**fake**', server: fake, requests: Object.fromEntries(recorded.map((r) => [r.endpoint.key, r.endpoint.request])) as Record<EndpointKey, RawRequestSpec> },
      ...started.map((s) => ({ name: s.peer.name, server: s.running.server, requests: s.running.requests })),
    ];
    // Every read of every server is loaded once right after start, before any measurement: a JVM needs it more than Node does.
    for (const key of ['read', 'list', 'server'] as const) await warmUp(entrants.map((e) => ({ server: e.server, request: e.requests[key] })), settings);

    const lines = [
      `Peers: the fake next to mock servers from npm, each in its own process, on the same requests (${data.transfers.length} transfers in the fake; ` +
        `${settings.connections} connections, ${settings.seconds} s per server and request in ${settings.rounds} alternating rounds after warm-up). ` +
        "Comparison: the fake's req/s over this server's (above 1: the fake is ahead).",
      ...STATS_HEADER,
    ];
    const shares = started.map(() => [] as { operation: string; share: number }[]);
    for (const r of recorded) {
      const stats = await sideBySide(entrants.map((e) => ({ server: e.server, request: e.requests[r.endpoint.key] })), settings);
      const fakeStats = stats[0] as LoadStats;
      entrants.forEach((e, i) => {
        const st = stats[i] as LoadStats;
        if (i > 0) shares[i - 1]?.push({ operation: r.endpoint.operation, share: fakeStats.rps / st.rps });
        lines.push(statsRow(i === 0 ? `\`${r.endpoint.operation}\`` : '', e.name, st, i === 0 ? '' : ratio(fakeStats.rps / st.rps)));
      });
    }
    lines.push('', ...started.map((s, i) => verdict(s, shares[i] ?? [])), ...peers.skipped.map((s) => `- ${s}`));
    return lines.join('\n');
  } finally {
    for (const s of started) await s.running.server.stop();
    await fake.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
