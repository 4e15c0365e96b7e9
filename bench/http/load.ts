// The load generator (autocannon, in this process; the servers run in their own) and the
// side-by-side schedule: every server of a comparison is warmed up, then measured in alternating
// rounds (A B, then B A, ...) so that a change of load on the machine falls on all of them alike.
import autocannon, { type Result } from 'autocannon';
import type { RawRequestSpec } from './fetch-raw.ts';
import type { ServerProcess } from './server-process.ts';

export interface LoadSettings {
  /** Concurrent keep-alive connections, the same for every server. */
  readonly connections: number;
  /** Measured seconds per server and request, split over the rounds. */
  readonly seconds: number;
  readonly rounds: number;
  /** Unmeasured seconds per server and request first (JIT, caches, connection set-up). */
  readonly warmupSeconds: number;
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): LoadSettings {
  const num = (name: string, dflt: number) => {
    const v = Number(env[name]);
    return Number.isFinite(v) && v > 0 ? v : dflt;
  };
  return {
    connections: num('TMKIT_BENCH_CONNECTIONS', 10),
    seconds: num('TMKIT_BENCH_HTTP_SECONDS', 10),
    rounds: num('TMKIT_BENCH_ROUNDS', 4),
    warmupSeconds: num('TMKIT_BENCH_WARMUP_SECONDS', 2),
  };
}

export interface Contender {
  readonly server: ServerProcess;
  readonly request: RawRequestSpec;
}

export interface LoadStats {
  readonly requests: number;
  readonly seconds: number;
  /** Completed requests per second over the measured time. */
  readonly rps: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Answers that were not 2xx, and connection errors or timeouts: a figure with any is not comparable. */
  readonly non2xx: number;
  readonly errors: number;
  readonly bytesPerAnswer: number;
  /** Server process CPU time per request, and the share of one core it used (undefined without /proc). */
  readonly cpuUsPerRequest: number | undefined;
  readonly cpuBusy: number | undefined;
}

function once(c: Contender, seconds: number, connections: number, aggregate: boolean): Promise<Result> {
  const { method, path, headers, body } = c.request;
  return autocannon({
    url: new URL(path, c.server.url).href,
    method,
    headers: { ...headers },
    ...(body === undefined ? {} : { body }),
    connections,
    duration: seconds,
    timeout: 10,
    skipAggregateResult: !aggregate,
  });
}

/** Unmeasured load on each contender in turn (JIT, caches, connection set-up). */
export async function warmUp(contenders: readonly Contender[], s: LoadSettings): Promise<void> {
  for (const c of contenders) await once(c, s.warmupSeconds, s.connections, true);
}

/** Warm-up, then `rounds` alternating measured runs of every contender; their results aggregated per contender. */
export async function sideBySide(contenders: readonly Contender[], s: LoadSettings): Promise<LoadStats[]> {
  await warmUp(contenders, s);
  const runs = contenders.map(() => [] as Result[]);
  const cpu = contenders.map(() => 0 as number | undefined);
  for (let round = 0; round < s.rounds; round++) {
    const order = contenders.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      const c = contenders[i] as Contender;
      const before = c.server.cpuMs();
      (runs[i] as Result[]).push(await once(c, s.seconds / s.rounds, s.connections, false));
      const after = c.server.cpuMs();
      cpu[i] = before === undefined || after === undefined || cpu[i] === undefined ? undefined : (cpu[i] as number) + (after - before);
    }
  }
  return contenders.map((c, i) => {
    const raw = runs[i] as Result[];
    const all = autocannon.aggregateResult(raw, { url: c.server.url, connections: s.connections, pipelining: 1 });
    const sum = (f: (r: Result) => number) => raw.reduce((t, r) => t + f(r), 0);
    const seconds = sum((r) => r.duration);
    const requests = sum((r) => r.totalCompletedRequests);
    const cpuMs = cpu[i];
    return {
      requests,
      seconds,
      rps: requests / seconds,
      p50Ms: all.latency.p50,
      p99Ms: all.latency.p99,
      non2xx: sum((r) => r.non2xx),
      errors: sum((r) => r.errors + r.timeouts),
      bytesPerAnswer: requests === 0 ? 0 : sum((r) => r.totalBytes) / requests,
      cpuUsPerRequest: cpuMs === undefined || requests === 0 ? undefined : (cpuMs * 1000) / requests,
      cpuBusy: cpuMs === undefined ? undefined : cpuMs / 1000 / seconds,
    };
  });
}
