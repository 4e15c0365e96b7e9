// The runs the documents are generated from: the conformance suite against a fresh embedded fake
// (frozen clock, fixed seed), with planted faults where a document wants a real failure. The
// fake's /log exports go to a folder of our own, removed afterwards, whose path is blanked in
// every text of the result, so no document carries a temporary path.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAKE_ADMIN_CREDENTIALS, type Baseline, type RunResult } from '../../conformance/index.ts';
import { runConformance } from '../../composition/index.ts';
import type { FaultName } from '../../fake-server/index.ts';

/** The seed of every documented run. */
export const DOC_SEED = 1;
/** fast-check runs per property: enough to reach each planted fault, small enough to keep the docs test fast. */
export const DOC_RUNS = 2;
/** What the temporary /log folder reads as in a document. */
export const ARCHIVE_PLACEHOLDER = '<archive-dir>';

export interface FakeRunOptions {
  readonly faults?: readonly FaultName[];
  /** Checks to run (`--only`); all of them when left out. */
  readonly only?: readonly string[];
  /** `hmac`: the fake authenticates and checks v1 signatures; the suite signs as the `admin` account. */
  readonly auth?: 'none' | 'hmac';
  readonly baseline?: Baseline;
  /** Requests the checks may send before the run stops (a partial report). */
  readonly budget?: number;
}

/** Every string inside `value` with `from` replaced by `to`. */
function replaceEverywhere<T>(value: T, from: string, to: string): T {
  return JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'string' ? v.split(from).join(to) : v))) as T;
}

/** The suite against a fresh embedded fake, everything permitted (as `tmkit check` does for its embedded fake). */
export async function runAgainstFake(o: FakeRunOptions = {}): Promise<RunResult> {
  const archiveDir = mkdtempSync(join(tmpdir(), 'tmkit-docs-'));
  const auth = o.auth ?? 'none';
  try {
    const result = await runConformance({
      seed: DOC_SEED,
      runs: DOC_RUNS,
      fake: { faults: o.faults ?? [], auth, archiveDir },
      ...(auth === 'hmac' ? { credentials: FAKE_ADMIN_CREDENTIALS } : {}),
      ...(o.only ? { only: o.only } : {}),
      ...(o.baseline ? { baseline: o.baseline } : {}),
      ...(o.budget === undefined ? {} : { budget: o.budget }),
    });
    return replaceEverywhere(result, archiveDir, ARCHIVE_PLACEHOLDER);
  } finally {
    rmSync(archiveDir, { recursive: true, force: true });
  }
}

/** Throws when a generated document holds something that changes from one run to the next. */
export function assertStable(name: string, text: string): string {
  const temp = tmpdir();
  if (text.includes(temp) || /tmkit-docs-/.test(text)) throw new Error(`${name}: the generated text holds a temporary path`);
  return text;
}
