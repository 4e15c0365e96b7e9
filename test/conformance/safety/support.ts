// Test support for the safety tests (DESIGN §6): the fake served over real HTTP on loopback,
// behind a small recording server that notes every request the fake receives before handing it to
// the fake's own Koa app (nothing of ours is mocked), a snapshot of the fake's data read through
// the interface, and one suite run against the served fake through the HTTP target.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHECKS, httpTarget, runSuite, type Permissions, type RunResult } from '../../../conformance/index.ts';
import { createFakeServer, createKoaApp, DEFAULT_CONFIG, type FakeServer, type FakeServerOptions } from '../../../fake-server/index.ts';

export const READ_ONLY: Permissions = { writes: false, purge: false, shutdown: false };

export interface Received {
  readonly method: string;
  readonly path: string;
}

export interface ServedFake {
  readonly fake: FakeServer;
  readonly url: string;
  /** Every request the fake received, in order. */
  readonly received: Received[];
  close(): Promise<void>;
}

/** The fake on 127.0.0.1, port 0, behind the recorder; close() ends it and its connections. */
export async function servedFake(options: FakeServerOptions = {}): Promise<ServedFake> {
  const fake = createFakeServer({ archiveDir: process.env['TMKIT_TEST_ARCHIVE'], ...options });
  const handle = createKoaApp(fake).callback();
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    // Only the request line: reading the body here would take it from the fake.
    received.push({ method: req.method ?? '', path: (req.url ?? '').split('?')[0] ?? '' });
    void handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    fake,
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

/** The whole suite against the served fake over HTTP, as `tmkit check --target URL --max-rps 0` with these permissions. */
export async function runOverHttp(served: ServedFake, permissions: Permissions, seed = 1): Promise<RunResult> {
  const target = httpTarget(served.url, { timeoutMs: 10_000, maxRps: 0 });
  try {
    return await runSuite({
      target,
      checks: CHECKS,
      seed,
      runs: 5,
      classPrefix: DEFAULT_CONFIG.classPrefix,
      permissions,
      credentials: { mode: 'none' },
      now: () => served.fake.clock.now(),
    });
  } finally {
    await target.close();
  }
}

/** Lists every row of a collection in one answer (the interface's lists are capped by `limit`). */
const EVERYTHING = 'limit=1000000';

/**
 * The fake's data as the interface shows it: the four collections (transfers of every owner and
 * status), the limits record, the bandwidth limits and the server's block flag (GET /_fake/health,
 * the only place it shows). Plain GETs without a body, so WHATWG fetch is enough here.
 */
export async function dataOf(url: string): Promise<Record<string, unknown>> {
  const read = async (path: string) => {
    const res = await fetch(`${url}${path}`, { headers: { Accept: 'application/json' } });
    const text = await res.text();
    return { status: res.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  };
  const results = async (path: string) => {
    const r = await read(path);
    const answer = (r.body as { answer?: { results?: unknown[]; count?: number } } | null)?.answer;
    return { status: r.status, count: answer?.count, results: answer?.results ?? [] };
  };
  const bandwidth = await read('/bandwidth');
  const health = (await read('/_fake/health')).body as { blocked?: unknown; counts?: unknown };
  return {
    transfers: await results(`/transfers?OWNERREQ=*&ALLSTATUS=true&${EVERYTHING}`),
    hosts: await results(`/hosts?${EVERYTHING}`),
    hostconfigs: await results(`/hostconfigs?${EVERYTHING}`),
    configurations: await results(`/configurations?${EVERYTHING}`),
    limits: await read('/v2/limits'),
    bandwidth: { status: bandwidth.status, results: (bandwidth.body as { answer?: { results?: unknown } } | null)?.answer?.results },
    blocked: health.blocked,
    counts: health.counts,
  };
}

type Data = Record<string, unknown>;
type Row = Record<string, unknown>;
const configurationRows = (data: Data): Row[] => ((data['configurations'] as { results?: Row[] } | undefined)?.results ?? []);

/** UPDATEDINFO of the `/configurations` row of host `hostId` (the server's own limits row; a run with --allow-limits rewrites it). */
export const updatedInfoOf = (data: Data, hostId: string): unknown => configurationRows(data).find((r) => r['HOSTID'] === hostId)?.['UPDATEDINFO'];

/** The data with that one field left out. */
export function withoutUpdatedInfoOf(data: Data, hostId: string): Data {
  const rows = configurationRows(data).map((r) => {
    if (r['HOSTID'] !== hostId) return r;
    const { UPDATEDINFO: _left, ...rest } = r;
    return rest;
  });
  return { ...data, configurations: { ...(data['configurations'] as object), results: rows } };
}
