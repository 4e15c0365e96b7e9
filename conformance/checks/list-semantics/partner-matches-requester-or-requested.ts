// partner_matches_requester_or_requested: PARTNER=x selects the transfers whose REQUESTER or
// REQUESTED is x (reference §3.2, confirmed §18), as a plain value (never SQL, DESIGN §2.4).
// Partner names come from the rows listed; one name that no transfer has must select nothing.
import fc from 'fast-check';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { filterText, listOf, notAList, type Placement } from './list-call.ts';
import { checkProperty, reportFailure } from './property.ts';
import { compareSets, type Failure } from './row-diff.ts';
import { transferRows, type TransferRow } from './transfer-rows.ts';
import { isFailure, transferSample, windowArb, windowFrame, windowRows, windowText, type IdWindow } from './transfer-sample.ts';

interface PartnerCase {
  readonly window: IdWindow;
  readonly partner: string;
  readonly placement: Placement;
}

const sides = (r: TransferRow, p: string): string =>
  [r.requester === p ? 'REQUESTER' : '', r.requested === p ? 'REQUESTED' : ''].filter(Boolean).join(' and ');

async function checkCase(ctx: CheckContext, c: PartnerCase): Promise<Failure | undefined> {
  const wide = await windowRows(ctx, c.window);
  if (isFailure(wide)) return wide;
  if (!wide.complete) return undefined;
  const filter = { PARTNER: c.partner };
  const answer = await listOf(ctx, 'transfers', { frame: windowFrame(c.window), filter, placement: c.placement });
  const what = filterText(filter, c.placement);
  const bad = notAList(answer, what);
  if (bad) return bad;
  return compareSets({
    what,
    scope: `transfers of ${windowText(c.window)} (every owner)`,
    rule: `whose REQUESTER or REQUESTED is ${c.partner}`,
    expected: wide.rows.filter((r) => sides(r, c.partner) !== ''),
    received: transferRows(answer.rows),
    keyOf: (r) => r.key,
    idOf: (r) => r.idText,
    whyMissing: (r) => `matches PARTNER=${c.partner} as ${sides(r, c.partner)}`,
    whyUnexpected: (r) => `REQUESTER ${r.requester}, REQUESTED ${r.requested}${wide.rows.some((w) => w.key === r.key) ? '' : ', not in the window'}`,
    exchange: answer.ex,
  });
}

export const partnerMatchesRequesterOrRequested: ScenarioCheck = {
  id: 'partner_matches_requester_or_requested',
  kind: 'scenario',
  severity: 'major',
  rule: 'PARTNER=x lists exactly the transfers whose REQUESTER or REQUESTED is x.',
  failsWhen: 'PARTNER=x lists a transfer whose REQUESTER and REQUESTED are both other than x, leaves out one where either is x, or a name no transfer has selects something.',
  async run(ctx) {
    const sample = await transferSample(ctx);
    if (isFailure(sample)) return void reportFailure(ctx, sample);
    if (sample.rows.length === 0) return;
    const names = [...new Set(sample.rows.flatMap((r) => [r.requester, r.requested]).filter((n) => n !== ''))].sort();
    const nobody = `${ctx.runPrefix}-no-such-partner`;
    const partner = names.length > 0 ? fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: fc.constant(nobody) }) : fc.constant(nobody);
    const arb = fc.record({ window: windowArb(sample), partner, placement: fc.constantFrom<Placement>('query', 'body') });
    await checkProperty(ctx, arb, (c) => checkCase(ctx, c));
  },
};
