// The conformance run's cost: wall time of a default run (`npm start`: every check, seed 1, 25 runs
// per property) against the embedded fake, and against the fake served over HTTP on loopback
// (read-only, the default against a URL; and with every --allow-* option, so the scenario checks
// that write run too), at --max-rps 0. Then the run's cost per request against a baseline measured
// in the same process: the requests the writing HTTP run sent, recorded on their way out, replayed
// in the same order against the same fake (reset to its seeded state first) with plain fetch on
// keep-alive, and again with plain node:http on a keep-alive agent (the leanest client Node has;
// the run's HTTP target is undici's request API, about as fast, so that ratio is mostly the suite's
// own work: building requests, checking answers, generating cases). WHATWG fetch refuses a body on GET
// (DESIGN §8), so in the fetch replay those few go through node:http too.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHECKS, httpTarget, runSuite, type Permissions, type RunResult, type Target, type WireRequest } from '../conformance/index.ts';
import { embeddedTarget } from '../composition/index.ts';
import { createFakeServer, DEFAULT_CONFIG, listen, parseClockSpec, type FakeServer } from '../fake-server/index.ts';

const SEED = 1;
const RUNS = 25;
const ALL: Permissions = { writes: true, purge: true, shutdown: true, limits: true };
const NONE: Permissions = { writes: false, purge: false, shutdown: false };
/** Headers of the connection, not of the request: each client writes its own. */
const HOP_BY_HOP = new Set(['content-length', 'connection', 'keep-alive', 'transfer-encoding', 'host']);

interface Measured {
  readonly label: string;
  readonly requests: number;
  readonly ms: number;
}

const run = (target: Target, permissions: Permissions, now: () => number): Promise<RunResult> =>
  runSuite({ target, checks: CHECKS, seed: SEED, runs: RUNS, classPrefix: DEFAULT_CONFIG.classPrefix, permissions, credentials: { mode: 'none' }, now });

async function timed(label: string, f: () => Promise<RunResult>): Promise<Measured> {
  const t0 = performance.now();
  const result = await f();
  return { label, requests: result.requests, ms: performance.now() - t0 };
}

/** The suite against the fake on loopback; `recorded` gets every request as it goes out, `transportMs` their time on the wire. */
async function overHttp(fake: FakeServer, url: string, permissions: Permissions, recorded?: WireRequest[]): Promise<Measured & { readonly transportMs: number }> {
  const target = httpTarget(url, { timeoutMs: 10_000, maxRps: 0 });
  let transportMs = 0;
  const recording: Target = {
    ...target,
    async send(request, signal) {
      recorded?.push(request);
      const t0 = performance.now();
      try {
        return await target.send(request, signal);
      } finally {
        transportMs += performance.now() - t0;
      }
    },
  };
  try {
    const label = permissions.writes ? 'fake over HTTP, every --allow-* option' : 'fake over HTTP, read-only (the default against a URL)';
    return { ...(await timed(label, () => run(recording, permissions, () => fake.clock.now()))), transportMs };
  } finally {
    await target.close();
  }
}

/** Sends the recorded requests again, one after the other, with a plain client; the wall time. */
async function replay(url: string, requests: readonly WireRequest[], client: 'fetch' | 'node:http'): Promise<{ readonly ms: number; readonly viaHttp: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let viaHttp = 0;
  const t0 = performance.now();
  for (const r of requests) {
    const headers = Object.fromEntries(Object.entries(r.headers).filter(([k]) => !HOP_BY_HOP.has(k.toLowerCase())));
    if (client === 'node:http' || ((r.method === 'GET' || r.method === 'HEAD') && r.body !== '')) {
      viaHttp++;
      await new Promise<void>((resolve, reject) => {
        const length = r.body === '' ? {} : { 'Content-Length': String(Buffer.byteLength(r.body)) };
        const req = http.request(`${url}${r.url}`, { method: r.method, agent, headers: { ...headers, ...length } }, (res) => {
          res.on('data', () => undefined);
          res.on('end', resolve);
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(r.body);
      });
    } else {
      const res = await fetch(`${url}${r.url}`, { method: r.method, headers, ...(r.body === '' ? {} : { body: r.body }) });
      await res.arrayBuffer();
    }
  }
  const ms = performance.now() - t0;
  agent.destroy();
  return { ms, viaHttp };
}

const row = (m: Measured) => `| ${m.label} | ${m.requests} | ${(m.ms / 1000).toFixed(2)} s | ${(m.ms / m.requests).toFixed(3)} ms |`;

export async function runConformanceBench(): Promise<string> {
  const archiveDir = mkdtempSync(join(tmpdir(), 'tmkit-bench-run-'));
  try {
    const embedded = embeddedTarget({ seed: SEED, clock: parseClockSpec('frozen'), classPrefix: DEFAULT_CONFIG.classPrefix, archiveDir });
    const inProcess = await timed('embedded fake (`npm start`)', () => run(embedded, ALL, () => embedded.fake.clock.now()));

    const fake = createFakeServer({ seed: SEED, clock: parseClockSpec('frozen'), archiveDir });
    const served = await listen(fake, { port: 0 });
    try {
      const readOnly = await overHttp(fake, served.url, NONE);
      fake.reset();
      const recorded: WireRequest[] = [];
      const writing = await overHttp(fake, served.url, ALL, recorded);
      // The same requests from the same state: the answers are the run's own, byte for byte or nearly.
      fake.reset();
      const viaFetch = await replay(served.url, recorded, 'fetch');
      fake.reset();
      const viaHttp = await replay(served.url, recorded, 'node:http');
      const perRun = writing.ms / writing.requests;
      const perFetch = viaFetch.ms / recorded.length;
      const perHttp = viaHttp.ms / recorded.length;
      const perTransport = writing.transportMs / recorded.length;
      return [
        `conformance run: seed ${SEED}, ${RUNS} runs per property, every check (the embedded-only ones are skipped over HTTP), --max-rps 0`,
        '| run | requests | wall time | per request |',
        '|---|---|---|---|',
        row(inProcess),
        row(readOnly),
        row(writing),
        row({ label: `its ${recorded.length} requests replayed with plain fetch, keep-alive (${viaFetch.viaHttp} GETs with a body via node:http)`, requests: recorded.length, ms: viaFetch.ms }),
        row({ label: 'the same replayed with plain node:http, keep-alive agent', requests: recorded.length, ms: viaHttp.ms }),
        '',
        `Per request over HTTP the run takes ${perRun.toFixed(3)} ms: ${(perRun / perFetch).toFixed(1)}× plain fetch (${perFetch.toFixed(3)} ms), ` +
          `${(perRun / perHttp).toFixed(1)}× plain node:http (${perHttp.toFixed(3)} ms); ${perTransport.toFixed(3)} ms of it is the run's HTTP target on the wire, ` +
          'the rest building requests, checking every answer and generating cases.',
      ].join('\n');
    } finally {
      await served.close();
    }
  } finally {
    rmSync(archiveDir, { recursive: true, force: true });
  }
}
