// One recorded run: Waarp's client, through a recording proxy, against a server; the proxy is
// closed whatever happens.
import { buildClient, runClient, type ClientPaths, type ClientRun } from './java-client.ts';
import { startRecordingProxy } from './recording-proxy.ts';
import type { Exchange } from './transcript.ts';

/** The exchanges of one run, the proxy's port and how the client ended. */
export interface RecordedRun {
  readonly exchanges: Exchange[];
  readonly proxyPort: number;
  readonly client: ClientRun;
}

/** Builds the client if needed, runs it once through a proxy to `host:port`, and returns what went by. */
export async function recordRun(paths: ClientPaths, host: string, port: number, timeoutMs?: number): Promise<RecordedRun> {
  buildClient(paths);
  const proxy = await startRecordingProxy({ targetHost: host, targetPort: port });
  try {
    const client = await runClient(paths, proxy.port, timeoutMs);
    return { exchanges: proxy.exchanges(), proxyPort: proxy.port, client };
  } finally {
    await proxy.close();
  }
}
