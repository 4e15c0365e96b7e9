// Test support for the access checks: the embedded fake as a target (also disguised as a URL
// target, to see what they do against a real server), and one call that runs checks with runSuite.
import { CHECKS, runSuite, type Check, type Credentials, type Permissions, type RunResult } from '../../../conformance/index.ts';
import { embeddedTarget, type EmbeddedTarget } from '../../../composition/index.ts';
import { DEFAULT_CONFIG, type FakeServerOptions } from '../../../fake-server/index.ts';

export const ALL: Permissions = { writes: true, purge: true, shutdown: true };
export const NONE: Permissions = { writes: false, purge: false, shutdown: false };
export const ACCESS_IDS = ['ignored_auth', 'missing_role_refused', 'disabled_entry_point_refused', 'shutdown_key_accepted', 'role_bits_let_through'];
export const GENERIC: readonly Check[] = CHECKS.filter((c) => c.kind === 'response');
export const byId = (id: string): Check => CHECKS.find((c) => c.id === id) as Check;

export const fakeTarget = (options: FakeServerOptions = {}): EmbeddedTarget => embeddedTarget({ archiveDir: process.env['TMKIT_TEST_ARCHIVE'], ...options });

/** The same fake, but the suite sees a URL target (as with `--target`). */
export const asUrlTarget = (t: EmbeddedTarget): EmbeddedTarget => ({ ...t, kind: 'http' as never });

export interface RunOptions {
  readonly seed?: number;
  readonly permissions?: Permissions;
  readonly credentials?: Credentials;
}

export function runChecks(target: EmbeddedTarget, checks: readonly Check[], o: RunOptions = {}): Promise<RunResult> {
  return runSuite({
    target,
    checks,
    seed: o.seed ?? 1,
    runs: 5,
    classPrefix: DEFAULT_CONFIG.classPrefix,
    permissions: o.permissions ?? ALL,
    credentials: o.credentials ?? { mode: 'none' },
    now: () => target.fake.clock.now(),
  });
}

export const found = (r: RunResult): string[] => r.deviations.map((d) => `${d.check} ${d.operation}: ${d.title}`);
export const statusOf = (r: RunResult, id: string) => r.checks.find((c) => c.id === id);
/** Statuses the run saw on an operation (by contract id). */
export const seen = (r: RunResult, operationId: string): readonly number[] => r.coverage.find((c) => c.id === operationId)?.seenStatuses ?? [];
