// Starts every peer that can run here, each on a free port with a folder of its own, and checks
// that it answers each measured request with a 2xx before it is timed. A peer that cannot install,
// start or answer is skipped, with the reason on one line.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fetchRaw } from '../http/fetch-raw.ts';
import { freePort } from '../http/free-port.ts';
import type { Recorded } from '../http/record.ts';
import type { FakeData } from './fake-data.ts';
import type { Peer, RunningPeer } from './peer.ts';

export interface Started {
  readonly peer: Peer;
  readonly running: RunningPeer;
}

async function checkAnswers(running: RunningPeer): Promise<void> {
  for (const [key, request] of Object.entries(running.requests)) {
    const a = await fetchRaw(running.server.url, request);
    if (a.status < 200 || a.status > 299) throw new Error(`answers ${a.status} to ${key} (${request.method} ${request.path}): ${a.body.toString('utf8').slice(0, 200)}`);
  }
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').slice(0, 400);

export async function startPeers(peers: readonly Peer[], recorded: readonly Recorded[], data: FakeData, dir: string): Promise<{ started: Started[]; skipped: string[] }> {
  const started: Started[] = [];
  const skipped: string[] = [];
  for (const [i, peer] of peers.entries()) {
    const reason = peer.unavailable();
    if (reason) {
      skipped.push(`${peer.name}: not measured, ${oneLine(reason)}`);
      continue;
    }
    const peerDir = join(dir, String(i));
    mkdirSync(peerDir);
    let running: RunningPeer | undefined;
    try {
      running = await peer.start({ recorded, ...data, dir: peerDir, port: await freePort() });
      await checkAnswers(running);
      started.push({ peer, running });
    } catch (e) {
      await running?.server.stop();
      skipped.push(`${peer.name}: not measured, ${oneLine((e as Error).message)}`);
    }
  }
  return { started, skipped };
}
