// status_flags_select_by_mapping: PENDING, INTRANSFER, INERROR and DONE select transfers by their
// UPDATEDINFO / GLOBALSTEP mapping (reference §3.2, confirmed §18), several flags are OR-ed, no
// flag or ALLSTATUS=true selects every status, and only the exact text `true` sets a flag in a
// query string (reference §2.2). Each case compares a window with the same window fetched wide.
import fc from 'fast-check';
import { matchesStatusFlag, STATUS_FILTERS, STATUS_FLAGS, TASK_STEP, type StatusFlag } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { filterText, listOf, notAList, type Filter, type Placement } from './list-call.ts';
import { createTransfers, mayCreateTransfers, type NewTransfer } from './created-transfers.ts';
import { checkProperty, reportFailure } from './property.ts';
import { compareSets, type Failure } from './row-diff.ts';
import { transferRows, type TransferRow } from './transfer-rows.ts';
import { isFailure, MAX_SPAN, transferSample, windowArb, windowAt, windowFrame, windowRows, windowText, type IdWindow, type TransferSample } from './transfer-sample.ts';

/** What a transfer needs to match each flag when created through the interface (every write stores UPDATEDINFO 3). */
const CREATABLE: Partial<Record<StatusFlag, NewTransfer>> = {
  PENDING: { GLOBALSTEP: TASK_STEP.NOTASK },
  INERROR: { GLOBALSTEP: TASK_STEP.ERRORTASK },
  DONE: { GLOBALSTEP: TASK_STEP.ALLDONETASK },
};

const matches = (flag: StatusFlag, r: TransferRow) => matchesStatusFlag(flag, r.updatedInfo ?? -1, r.globalStep ?? -1);

const mappingText = (flag: StatusFlag): string => {
  const m = STATUS_FILTERS[flag];
  const u = `UPDATEDINFO ${m.updatedInfo.join(' or ')}`;
  return m.globalStep.length > 0 ? `${u}, or GLOBALSTEP ${m.globalStep.join(' or ')}` : u;
};

interface StatusCase {
  readonly window: IdWindow;
  /** Flags sent as true. */
  readonly on: readonly StatusFlag[];
  /** Flags sent with a value that is not true (`false`, `TRUE`, `1`). */
  readonly off: readonly StatusFlag[];
  readonly offValue: 'false' | 'TRUE' | '1';
  readonly all: 'absent' | 'true' | 'false';
  readonly placement: Placement;
}

function filterOf(c: StatusCase): Filter {
  const f: Record<string, string | boolean> = {};
  const body = c.placement === 'body';
  for (const flag of c.off) f[flag] = body && c.offValue === 'false' ? false : c.offValue;
  for (const flag of c.on) f[flag] = body ? true : 'true';
  if (c.all !== 'absent') f['ALLSTATUS'] = body ? c.all === 'true' : c.all;
  return f;
}

async function checkCase(ctx: CheckContext, c: StatusCase): Promise<Failure | undefined> {
  const wide = await windowRows(ctx, c.window);
  if (isFailure(wide)) return wide;
  if (!wide.complete) return undefined;
  const filter = filterOf(c);
  const answer = await listOf(ctx, 'transfers', { frame: windowFrame(c.window), filter, placement: c.placement });
  const what = filterText(filter, c.placement);
  const bad = notAList(answer, what);
  if (bad) return bad;
  const everything = c.all === 'true' || c.on.length === 0;
  const selected = (r: TransferRow) => everything || c.on.some((f) => matches(f, r));
  const state = (r: TransferRow) => `UPDATEDINFO ${r.updatedInfo ?? 'none'}, GLOBALSTEP ${r.globalStep ?? 'none'}`;
  return compareSets({
    what,
    scope: `transfers of ${windowText(c.window)} (every owner)`,
    rule: everything
      ? `of every status (${c.all === 'true' ? 'ALLSTATUS=true overrides the flags' : 'no flag is exactly true'})`
      : `selected by ${c.on.map((f) => `${f} (${mappingText(f)})`).join(' OR ')}`,
    expected: wide.rows.filter(selected),
    received: transferRows(answer.rows),
    keyOf: (r) => r.key,
    idOf: (r) => r.idText,
    whyMissing: (r) => `${state(r)}: ${everything ? 'every status is asked for' : `matches ${c.on.filter((f) => matches(f, r)).join(' and ')}`}`,
    whyUnexpected: (r) => (wide.rows.some((w) => w.key === r.key) ? `${state(r)}: matches none of ${c.on.join(', ')}` : 'not in the window'),
    exchange: answer.ex,
  });
}

/** Creates one transfer per creatable flag the sample has no row for; answers the sample to use. */
async function reachEveryFlag(ctx: CheckContext, sample: TransferSample): Promise<TransferSample | Failure> {
  const missing = STATUS_FLAGS.filter((f) => CREATABLE[f] && !sample.rows.some((r) => matches(f, r)));
  if (missing.length === 0 || !mayCreateTransfers(ctx)) return sample;
  // In the future, so that a real server's scheduler leaves them as they are (reference §18).
  const later = Math.max(0, ...sample.rows.map((r) => r.startTrans ?? 0)) + 30 * 24 * 3600 * 1000;
  const created = await createTransfers(ctx, sample, missing.map((f) => ({ ...CREATABLE[f], STARTTRANS: later })));
  return created > 0 ? transferSample(ctx) : sample;
}

export const statusFlagsSelectByMapping: ScenarioCheck = {
  id: 'status_flags_select_by_mapping',
  kind: 'scenario',
  severity: 'major',
  rule: 'PENDING, INTRANSFER, INERROR and DONE select transfers by their UPDATEDINFO/GLOBALSTEP mapping, several flags are OR-ed, and ALLSTATUS=true selects every status.',
  failsWhen: 'a status flag (PENDING, INTRANSFER, INERROR, DONE) lists a transfer outside its UPDATEDINFO/GLOBALSTEP mapping or leaves one out, several flags are not OR-ed, ALLSTATUS=true or no flag does not list every status, or a value other than the exact text `true` sets a flag.',
  async run(ctx) {
    const first = await transferSample(ctx);
    if (isFailure(first)) return void reportFailure(ctx, first);
    const sample = await reachEveryFlag(ctx, first);
    if (isFailure(sample)) return void reportFailure(ctx, sample);
    if (sample.rows.length === 0) return;
    // Each flag alone, as `TRUE` (not true) and under ALLSTATUS on the first rows (where created
    // transfers land), then generated cases.
    const top = windowAt(sample, 0, 2 * MAX_SPAN);
    const fixed: StatusCase[] = STATUS_FLAGS.flatMap((flag): StatusCase[] => [
      { window: top, on: [flag], off: [], offValue: 'false', all: 'absent', placement: 'query' },
      { window: top, on: [], off: [flag], offValue: 'TRUE', all: 'absent', placement: 'query' },
      { window: top, on: [flag], off: [], offValue: 'false', all: 'true', placement: 'body' },
    ]);
    for (const c of fixed) if (!reportFailure(ctx, await checkCase(ctx, c))) return;
    const arb = fc.record({
      window: windowArb(sample),
      on: fc.subarray(STATUS_FLAGS),
      off: fc.subarray(STATUS_FLAGS),
      offValue: fc.constantFrom('false' as const, 'TRUE' as const, '1' as const),
      all: fc.constantFrom('absent' as const, 'absent' as const, 'true' as const, 'false' as const),
      placement: fc.constantFrom<Placement>('query', 'body'),
    }).map((c): StatusCase => ({ ...c, off: c.off.filter((f) => !c.on.includes(f)) }));
    await checkProperty(ctx, arb, (c) => checkCase(ctx, c));
  },
};
