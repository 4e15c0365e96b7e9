// Runs one fast-check property of a check (seed ctx.seed, ctx.runs runs) and reports its first
// failing case as ONE finding carrying the seed and path that replay it (STYLE: fast-check). No
// shrinking: every case costs requests to the target, and the first failing case already names the
// exact rows that are wrong.
import fc from 'fast-check';
import type { CheckContext } from '../../runner/context.ts';
import type { Failure } from './row-diff.ts';

export async function checkProperty<T>(ctx: CheckContext, arb: fc.Arbitrary<T>, test: (value: T) => Promise<Failure | undefined>): Promise<boolean> {
  let failure: Failure | undefined;
  const details = await fc.check(
    fc.asyncProperty(arb, async (value) => {
      const f = await test(value);
      if (f) failure = f;
      return f === undefined;
    }),
    { seed: ctx.seed, numRuns: ctx.runs, endOnFailure: true },
  );
  if (!details.failed) return true;
  if (!failure) {
    // The property threw: a fault of the check itself (or a refused write), not of the target.
    throw details.errorInstance instanceof Error ? details.errorInstance : new Error(String(details.errorInstance));
  }
  ctx.report({ ...failure.finding, seed: details.seed, ...(details.counterexamplePath ? { path: details.counterexamplePath } : {}) }, failure.exchange);
  return false;
}

/** Reports a failure of a fixed (not generated) case; answers whether there was none. */
export function reportFailure(ctx: CheckContext, failure: Failure | undefined): boolean {
  if (!failure) return true;
  ctx.report(failure.finding, failure.exchange);
  return false;
}
