// rule_filters: GET /rules filters as 3.6.2's DbRule.getFilterPrepareStament does (observed,
// docs/real-server-3.6.2.md "/rules"): MODETRANS left out reads as 0 and selects the rules of
// mode 0; MODETRANS n >= 0 selects mode n, and with IDRULE the rule of that name too; a negative
// MODETRANS is no filter at all, IDRULE included. Rows come ordered by IDRULE. Compared with the
// whole collection (`MODETRANS=-1`), filtered here.
import fc from 'fast-check';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import type { JsonRecord } from '../scenarios/helpers.ts';
import { filterText, listOf, notAList, type Filter, type Placement } from './list-call.ts';
import { checkProperty, reportFailure } from './property.ts';
import { compareSets, type Failure } from './row-diff.ts';

const ALL_ROWS = 1000;
const idOf = (r: JsonRecord) => String(r['IDRULE']);

interface RuleCase {
  /** undefined: left out. */
  readonly mode?: number;
  readonly idRule?: string;
  readonly placement: Placement;
}

function selects(c: RuleCase): { test: (r: JsonRecord) => boolean; rule: string } {
  const mode = c.mode ?? 0;
  if (mode < 0) return { test: () => true, rule: 'of every mode and name (a negative MODETRANS is no filter, IDRULE included)' };
  const named = c.idRule === undefined || c.idRule === '';
  const modeText = c.mode === undefined ? 'MODETRANS 0 (MODETRANS left out reads as 0)' : `MODETRANS ${mode}`;
  return {
    test: (r) => r['MODETRANS'] === mode && (named || idOf(r) === c.idRule),
    rule: `with ${modeText}${named ? '' : ` and IDRULE ${c.idRule}`}`,
  };
}

/** The first row out of IDRULE order, if any. */
function outOfOrder(rows: readonly JsonRecord[]): string | undefined {
  for (let i = 1; i < rows.length; i++) if (idOf(rows[i - 1] as JsonRecord) > idOf(rows[i] as JsonRecord)) return `${idOf(rows[i - 1] as JsonRecord)} before ${idOf(rows[i] as JsonRecord)}`;
  return undefined;
}

async function checkCase(ctx: CheckContext, all: { rows: readonly JsonRecord[]; complete: boolean }, c: RuleCase): Promise<Failure | undefined> {
  const filter: Record<string, string | number> = {};
  if (c.mode !== undefined) filter['MODETRANS'] = c.placement === 'body' ? c.mode : String(c.mode);
  if (c.idRule !== undefined) filter['IDRULE'] = c.idRule;
  const answer = await listOf(ctx, 'rules', { frame: { limit: ALL_ROWS }, filter: filter as Filter, placement: c.placement });
  const what = `GET /rules ${filterText(filter, c.placement)}`;
  const bad = notAList(answer, what);
  if (bad) return bad;
  const order = outOfOrder(answer.rows);
  if (order !== undefined) return { finding: { title: `${what}: rows not ordered by IDRULE`, expected: 'Expected: rows in IDRULE order (ORDER BY IDRULE)', received: `Received: ${order}` }, exchange: answer.ex };
  const { test, rule } = selects(c);
  return compareSets({
    what,
    scope: `rules${all.complete ? '' : ' received'}`,
    rule,
    expected: (all.complete ? all.rows : answer.rows).filter(test),
    received: answer.rows,
    keyOf: idOf,
    idOf,
    whyMissing: (r) => `MODETRANS ${String(r['MODETRANS'])}`,
    whyUnexpected: (r) => (all.rows.some((a) => idOf(a) === idOf(r)) ? `MODETRANS ${String(r['MODETRANS'])}, IDRULE ${idOf(r)}` : 'not in the unfiltered list'),
    exchange: answer.ex,
  });
}

export const ruleFilters: ScenarioCheck = {
  id: 'rule_filters',
  kind: 'scenario',
  severity: 'major',
  rule: 'GET /rules selects by MODETRANS (0 when left out; a negative one is no filter, IDRULE included) and, with MODETRANS >= 0, by IDRULE exactly; rows in IDRULE order.',
  failsWhen: 'GET /rules lists a rule it should not, leaves one out, or lists them out of IDRULE order: MODETRANS left out selects mode 0, n >= 0 mode n (and IDRULE exactly), a negative MODETRANS every rule.',
  async run(ctx) {
    const answer = await listOf(ctx, 'rules', { frame: { limit: ALL_ROWS }, filter: { MODETRANS: '-1' } });
    if (!reportFailure(ctx, notAList(answer, `GET /rules?MODETRANS=-1&limit=${ALL_ROWS}`))) return;
    const all = { rows: answer.rows, complete: answer.rows.length < ALL_ROWS };
    const modes = [...new Set(all.rows.map((r) => r['MODETRANS']).filter((m): m is number => typeof m === 'number'))].sort((a, b) => a - b);
    const ids = all.rows.map(idOf);
    const first = all.rows[0];
    // Fixed cases first: left out, no filter, each mode held, a name with its own mode and with another.
    const fixed: RuleCase[] = [
      { placement: 'query' },
      { mode: -1, placement: 'body' },
      ...modes.map((mode, i): RuleCase => ({ mode, placement: i % 2 === 0 ? 'query' : 'body' })),
      ...(first === undefined ? [] : [
        { mode: first['MODETRANS'] as number, idRule: idOf(first), placement: 'query' as const },
        { mode: ((first['MODETRANS'] as number) % 8) + 1, idRule: idOf(first), placement: 'body' as const },
        { mode: -1, idRule: idOf(first), placement: 'query' as const },
      ]),
    ];
    for (const c of fixed) if (!reportFailure(ctx, await checkCase(ctx, all, c))) return;
    const arb = fc.record({
      mode: fc.option(fc.oneof(modes.length > 0 ? fc.constantFrom(...modes) : fc.constant(1), fc.integer({ min: -3, max: 9 })), { nil: undefined }),
      idRule: fc.option(ids.length > 0 ? fc.constantFrom(...ids, `${ctx.runPrefix}-no-such-rule`) : fc.constant(`${ctx.runPrefix}-no-such-rule`), { nil: undefined }),
      placement: fc.constantFrom<Placement>('query', 'body'),
    }, { requiredKeys: ['placement'] }) as fc.Arbitrary<RuleCase>;
    await checkProperty(ctx, arb, (c) => checkCase(ctx, all, c));
  },
};
