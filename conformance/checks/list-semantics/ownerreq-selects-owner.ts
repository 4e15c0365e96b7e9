// ownerreq_selects_owner: without OWNERREQ (or with an empty one) GET /transfers lists this
// server's own transfers, `*` lists every owner's, any other value that owner's only (reference
// §3.2, confirmed §18). "Own" is the HostID GET /server names.
import fc from 'fast-check';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { filterText, listOf, notAList, type Filter, type Placement } from './list-call.ts';
import { checkProperty, reportFailure } from './property.ts';
import { compareSets, type Failure } from './row-diff.ts';
import { transferRows, type TransferRow } from './transfer-rows.ts';
import { isFailure, MAX_SPAN, transferSample, windowArb, windowAt, windowFrame, windowRows, windowText, type IdWindow } from './transfer-sample.ts';

type OwnerChoice = 'absent' | 'empty' | 'star' | 'own' | 'other' | 'nobody';

interface OwnerCase {
  readonly window: IdWindow;
  readonly choice: OwnerChoice;
  /** The value sent for 'other' and 'nobody'. */
  readonly name: string;
  readonly placement: Placement;
}

async function checkCase(ctx: CheckContext, c: OwnerCase, self: string): Promise<Failure | undefined> {
  const wide = await windowRows(ctx, c.window);
  if (isFailure(wide)) return wide;
  if (!wide.complete) return undefined;
  const value = { absent: undefined, empty: '', star: '*', own: self, other: c.name, nobody: c.name }[c.choice];
  const filter: Filter = value === undefined ? {} : { OWNERREQ: value };
  const answer = await listOf(ctx, 'transfers', { frame: windowFrame(c.window, null), filter, placement: c.placement });
  const what = value === undefined ? 'no OWNERREQ' : value === '' ? 'OWNERREQ= (empty)' : filterText(filter, c.placement);
  const bad = notAList(answer, what);
  if (bad) return bad;
  const owner = value === undefined || value === '' ? self : value;
  const selected = (r: TransferRow) => value === '*' || r.owner === owner;
  const rule =
    value === '*' ? 'of every owner (OWNERREQ=* lists all owners)' : value === undefined || value === '' ? `owned by this server (${self}, the HostID of GET /server)` : `owned by ${owner}`;
  return compareSets({
    what,
    scope: `transfers of ${windowText(c.window)}`,
    rule,
    expected: wide.rows.filter(selected),
    received: transferRows(answer.rows),
    keyOf: (r) => r.key,
    idOf: (r) => r.idText,
    whyMissing: (r) => `OWNERREQ ${r.owner}`,
    whyUnexpected: (r) => `OWNERREQ ${r.owner}${wide.rows.some((w) => w.key === r.key) ? '' : ', not in the window'}`,
    exchange: answer.ex,
  });
}

export const ownerreqSelectsOwner: ScenarioCheck = {
  id: 'ownerreq_selects_owner',
  kind: 'scenario',
  severity: 'major',
  rule: 'GET /transfers lists the server\'s own transfers without OWNERREQ, every owner\'s with OWNERREQ=*, and only the named owner\'s otherwise.',
  failsWhen: 'GET /transfers without OWNERREQ (or with an empty one) lists a transfer of another owner or leaves out one of the server\'s own, `OWNERREQ=*` does not list every owner\'s, or a named owner\'s list holds another owner\'s transfer.',
  async run(ctx) {
    const sample = await transferSample(ctx);
    if (isFailure(sample)) return void reportFailure(ctx, sample);
    if (sample.rows.length === 0) return;
    const self = await ctx.hostId();
    const others = [...new Set(sample.rows.map((r) => r.owner).filter((o) => o !== self && o !== '' && o !== '*'))].sort();
    const nobody = `${ctx.runPrefix}-no-such-owner`;
    // Every choice once on the first rows, in the query and in a body, then generated cases.
    const top = windowAt(sample, 0, 2 * MAX_SPAN);
    const other = others[0];
    for (const choice of ['absent', 'empty', 'star', 'own', 'other', 'nobody'] as const) {
      for (const placement of ['query', 'body'] as const) {
        if ((choice === 'other' && other === undefined) || ((choice === 'absent' || choice === 'empty') && placement === 'body')) continue;
        const c: OwnerCase = { window: top, choice, name: choice === 'other' ? (other as string) : nobody, placement };
        if (!reportFailure(ctx, await checkCase(ctx, c, self))) return;
      }
    }
    const arb = fc
      .record({
        window: windowArb(sample),
        choice: fc.constantFrom<OwnerChoice>('absent', 'absent', 'empty', 'star', 'own', 'other', 'other', 'nobody'),
        other: others.length > 0 ? fc.constantFrom(...others) : fc.constant(nobody),
        placement: fc.constantFrom<Placement>('query', 'body'),
      })
      .map(({ window, choice, other, placement }): OwnerCase => ({
        window,
        choice: choice === 'other' && others.length === 0 ? 'nobody' : choice,
        name: choice === 'nobody' ? nobody : other,
        // An empty value only means something in the query string.
        placement: choice === 'empty' ? 'query' : placement,
      }));
    await checkProperty(ctx, arb, (c) => checkCase(ctx, c, self));
  },
};
