// `runConformance`: the suite in one call, for programs and for `tmkit check` alike. Composed
// here, where the suite and the fake meet (DESIGN §3): a URL goes to the suite as it is; otherwise
// the target is the embedded fake, a caller's or one built from `fake`, which this module makes.
import { DEFAULT_CONFIG, DEFAULT_RELEASE, type FakeServer, type FakeServerOptions } from '../fake-server/index.ts';
import { runConformanceOn, type RunResult, type SuiteRunOptions } from '../conformance/index.ts';
import { embeddedTarget } from './embedded-target.ts';

export type { ConformanceAllowances } from '../conformance/index.ts';

/** Options of {@link runConformance}; every one has the default `tmkit check` has. */
export interface ConformanceOptions extends SuiteRunOptions {
  /**
   * What to check: a base URL (`http://127.0.0.1:8066`), a fake made with `createFakeServer`
   * (checked in process, left open), or nothing: a new embedded fake built from `fake`.
   */
  readonly target?: string | FakeServer;
  /** The embedded fake's options when `target` is omitted (its seed defaults to `seed`). */
  readonly fake?: FakeServerOptions;
}

/**
 * The `tmkit serve` command that starts the fake a run checks in process, on the port the curl
 * lines of its deviations name (8066): what an embedded run's deviations are reproduced against.
 */
export function serveCommandOf(fake: FakeServer, now: number): string {
  const c = fake.config;
  const parts = ['npx tmkit serve', '--port 8066', `--seed ${c.seed}`, `--dataset ${c.dataset}`, `--id-mode ${c.idMode}`, `--clock frozen:${new Date(now).toISOString()}`, `--class-prefix ${c.classPrefix}`, `--host-id ${c.hostId}`];
  if (c.auth !== 'none') parts.push(`--auth ${c.auth}`);
  if (c.faults.length > 0) parts.push(`--fault ${c.faults.join(',')}`);
  if (c.release !== DEFAULT_RELEASE) parts.push(`--release ${c.release}`);
  return parts.join(' ');
}

/**
 * Runs the conformance suite and answers its result (the shape `report.json` has; render it with
 * the `reports` writers). Against a URL the run only reads unless `allow` says otherwise, and
 * removes the records it created at the end, also when it stops early.
 *
 * @example
 * const result = await runConformance({ target: 'http://127.0.0.1:8066', allow: { writes: true } });
 * if (result.deviations.length > 0) process.exitCode = 1;
 */
export function runConformance(options: ConformanceOptions = {}): Promise<RunResult> {
  const { target, fake, ...rest } = options;
  const classPrefix = options.classPrefix ?? fake?.classPrefix;
  const suite: SuiteRunOptions = { ...rest, classPrefix: classPrefix ?? DEFAULT_CONFIG.classPrefix };
  if (typeof target === 'string') return runConformanceOn(target, suite);
  const seed = options.seed ?? 1;
  // Given options, embeddedTarget makes the fake and owns it: its close() removes the fake's
  // temporary export folder. A caller's fake is left as it is.
  const embedded = embeddedTarget(target ?? { seed, ...(classPrefix ? { classPrefix } : {}), ...fake });
  const now = () => embedded.fake.clock.now();
  return runConformanceOn({ target: embedded, now, serveCommand: () => serveCommandOf(embedded.fake, now()) }, suite);
}
