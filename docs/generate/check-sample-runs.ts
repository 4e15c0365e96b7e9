// The sample failures of docs/checks.md: for each check, the planted fault that makes it fail
// (check-samples.ts), one suite run per fault with only the checks sampled from it, and the first
// deviation each of those checks reported. A fault that no longer makes its check fail is an
// error, never a silently missing sample.
import { CHECKS, counted, type Check, type Deviation } from '../../conformance/index.ts';
import { faultByName, FAULTS, type Fault } from '../../fake-server/index.ts';
import { RESPONSE_CHECK_DRIVERS, SAMPLE_FAULT } from './check-samples.ts';
import { DOC_RUNS, DOC_SEED, runAgainstFake } from './fake-run.ts';

const DATA_FILE = 'docs/generate/check-samples.ts';

export interface CheckSample {
  readonly fault: Fault;
  /** The checks the run selected (`--only`): the ones sampled from this fault, and the drivers of response checks. */
  readonly only: readonly string[];
  readonly deviation: Deviation;
}

/** What the document says about one check's failure: a real sample, or when it fails (the check's own text). */
export type FailureDoc = { readonly sample: CheckSample } | { readonly failsWhen: string };

/** The fault a check's sample comes from: the chosen one, else the first whose expectedCheck names it. */
export function sampleFaultOf(checkId: string): Fault | undefined {
  const chosen = SAMPLE_FAULT[checkId];
  return chosen ? faultByName(chosen) : FAULTS.find((f) => f.expectedCheck.includes(checkId));
}

/** Throws when the data file and the registry disagree (a stale entry), or a check does not say when it fails. */
function validate(): void {
  const ids = new Set(CHECKS.map((c) => c.id));
  for (const id of [...Object.keys(SAMPLE_FAULT), ...RESPONSE_CHECK_DRIVERS]) {
    if (!ids.has(id)) throw new Error(`${DATA_FILE} names '${id}', which is not a check of the registry: remove it`);
  }
  for (const c of CHECKS) {
    if (!/^\S.*\.$/s.test(c.failsWhen)) throw new Error(`check '${c.id}' has no failsWhen text (it completes "it fails when …" and ends with a period): add one to the check`);
  }
}

/** The checks to select in the run of `checks`' fault. */
function selection(checks: readonly Check[]): string[] {
  const drivers = checks.some((c) => c.kind === 'response') ? RESPONSE_CHECK_DRIVERS : [];
  const wanted = new Set([...checks.map((c) => c.id), ...drivers]);
  return CHECKS.map((c) => c.id).filter((id) => wanted.has(id));
}

/** For every check of the registry, its sample (from a real run) or its failsWhen text. */
export async function collectFailureDocs(): Promise<Map<string, FailureDoc>> {
  validate();
  const byFault = new Map<Fault, Check[]>();
  for (const c of CHECKS) {
    const fault = sampleFaultOf(c.id);
    if (fault) byFault.set(fault, [...(byFault.get(fault) ?? []), c]);
  }
  const docs = new Map<string, FailureDoc>();
  // Catalogue order, one after the other: each run has its own fake, and the order is the document's.
  for (const fault of FAULTS.filter((f) => byFault.has(f))) {
    const checks = byFault.get(fault) ?? [];
    const only = selection(checks);
    const result = await runAgainstFake({ faults: [fault.name], only, auth: fault.needs?.auth ?? 'none' });
    for (const c of checks) {
      const deviation = counted(result).find((d) => d.check === c.id);
      if (!deviation) {
        throw new Error(`planted fault '${fault.name}' no longer makes check '${c.id}' fail (seed ${DOC_SEED}, runs ${DOC_RUNS}, --only ${only.join(',')}): fix the check or the fault, or pick another fault in ${DATA_FILE}`);
      }
      docs.set(c.id, { sample: { fault, only, deviation } });
    }
  }
  for (const c of CHECKS) if (!docs.has(c.id)) docs.set(c.id, { failsWhen: c.failsWhen });
  return docs;
}
