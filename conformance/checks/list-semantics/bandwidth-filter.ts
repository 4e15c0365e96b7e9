// bandwidth_filter: on GET /configurations, BANDWIDTH below 0 applies no filter, 0 selects the
// records without bandwidth limit (all four limits 0), and a positive value the records with a
// limit greater than it (interface; reference §3.5: any of READGLOBALLIMIT, WRITEGLOBALLIMIT,
// READSESSIONLIMIT, WRITESESSIONLIMIT; DELAYLIMIT is no bandwidth). Values sit on, just under and
// just over the limits the records hold. Compared with the whole collection, filtered here.
import fc from 'fast-check';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import type { JsonRecord } from '../scenarios/helpers.ts';
import { filterText, listOf, notAList, type Filter, type Placement } from './list-call.ts';
import { checkProperty, reportFailure } from './property.ts';
import { compareSets, type Failure } from './row-diff.ts';

const ALL_ROWS = 1000;
const LIMITS = ['READGLOBALLIMIT', 'WRITEGLOBALLIMIT', 'READSESSIONLIMIT', 'WRITESESSIONLIMIT'] as const;

const idOf = (r: JsonRecord) => String(r['HOSTID']);
const limitOf = (r: JsonRecord, k: (typeof LIMITS)[number]): number => {
  const v = r[k];
  return typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : Number.NaN;
};
const limitsText = (r: JsonRecord) => LIMITS.map((k) => `${k} ${String(r[k])}`).join(', ');

interface BandwidthCase {
  readonly bandwidth: number;
  readonly hostId?: string;
  readonly placement: Placement;
}

function selects(bandwidth: number): { test: (r: JsonRecord) => boolean; rule: string } {
  if (bandwidth < 0) return { test: () => true, rule: 'of every bandwidth (a negative BANDWIDTH is no filter)' };
  if (bandwidth === 0) return { test: (r) => LIMITS.every((k) => limitOf(r, k) === 0), rule: 'without bandwidth limit (BANDWIDTH=0: all four limits 0)' };
  return { test: (r) => LIMITS.some((k) => limitOf(r, k) > bandwidth), rule: `with a bandwidth limit greater than ${bandwidth}` };
}

async function checkCase(ctx: CheckContext, all: { rows: readonly JsonRecord[]; complete: boolean }, c: BandwidthCase): Promise<Failure | undefined> {
  const filter: Record<string, string | number> = { BANDWIDTH: c.placement === 'body' ? c.bandwidth : String(c.bandwidth) };
  if (c.hostId !== undefined) filter['HOSTID'] = c.hostId;
  const answer = await listOf(ctx, 'configurations', { frame: { limit: ALL_ROWS }, filter: filter as Filter, placement: c.placement });
  const what = `GET /configurations ${filterText(filter, c.placement)}`;
  const bad = notAList(answer, what);
  if (bad) return bad;
  const { test, rule } = selects(c.bandwidth);
  const matches = (r: JsonRecord) => test(r) && (c.hostId === undefined || idOf(r) === c.hostId);
  return compareSets({
    what,
    scope: `records of /configurations${all.complete ? '' : ' received'}`,
    rule: `${rule}${c.hostId === undefined ? '' : ` and HOSTID ${c.hostId}`}`,
    // Against a partial collection only the rows received can be judged: each must match.
    expected: (all.complete ? all.rows : answer.rows).filter(matches),
    received: answer.rows,
    keyOf: idOf,
    idOf,
    whyMissing: limitsText,
    whyUnexpected: (r) => (c.hostId !== undefined && idOf(r) !== c.hostId ? `HOSTID ${idOf(r)}` : all.rows.some((a) => idOf(a) === idOf(r)) ? limitsText(r) : 'not in the unfiltered list'),
    exchange: answer.ex,
  });
}

export const bandwidthFilter: ScenarioCheck = {
  id: 'bandwidth_filter',
  kind: 'scenario',
  severity: 'major',
  rule: 'GET /configurations with BANDWIDTH < 0 lists every record, with 0 the records whose four limits are 0, with n > 0 the records with a limit greater than n.',
  failsWhen: 'GET /configurations with BANDWIDTH lists a record it should not or leaves one out: below 0 every record, 0 the records whose four limits are 0, n > 0 the records with a limit greater than n.',
  async run(ctx) {
    const answer = await listOf(ctx, 'configurations', { frame: { limit: ALL_ROWS } });
    if (!reportFailure(ctx, notAList(answer, `GET /configurations?limit=${ALL_ROWS}`))) return;
    const all = { rows: answer.rows, complete: answer.rows.length < ALL_ROWS };
    const held = [...new Set(all.rows.flatMap((r) => LIMITS.map((k) => limitOf(r, k))).filter((v) => Number.isFinite(v) && v > 0))].sort((a, b) => a - b);
    // A record's highest limit is where `>` and `>=` part: those values first.
    const highest = [...new Set(all.rows.map((r) => Math.max(...LIMITS.map((k) => limitOf(r, k)))).filter((v) => Number.isFinite(v) && v > 0))].sort((a, b) => a - b);
    const ids = all.rows.map(idOf);
    // Fixed cases first: no filter, no bandwidth, and a few highest limits exactly.
    const fixed: BandwidthCase[] = [
      { bandwidth: -1, placement: 'query' },
      { bandwidth: 0, placement: 'query' },
      { bandwidth: 0, placement: 'body' },
      ...highest.slice(0, 3).map((bandwidth, i): BandwidthCase => ({ bandwidth, placement: i % 2 === 0 ? 'query' : 'body' })),
    ];
    for (const c of fixed) if (!reportFailure(ctx, await checkCase(ctx, all, c))) return;
    const near = (values: number[]) => fc.tuple(fc.constantFrom(...values), fc.constantFrom(-1, 0, 0, 1)).map(([v, d]) => Math.max(1, v + d));
    const positive = held.length > 0 && highest.length > 0
      ? fc.oneof({ weight: 3, arbitrary: near(highest) }, { weight: 1, arbitrary: near(held) })
      : fc.integer({ min: 1, max: 1_000_000 });
    const arb = fc.record({
      bandwidth: fc.oneof({ weight: 5, arbitrary: positive }, { weight: 2, arbitrary: fc.constant(0) }, { weight: 2, arbitrary: fc.integer({ min: -100_000, max: -1 }) }),
      hostId: fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: ids.length > 0 ? fc.constantFrom(...ids) : fc.constant(`${ctx.runPrefix}-no-such-host`) }),
      placement: fc.constantFrom<Placement>('query', 'body'),
    });
    await checkProperty(ctx, arb, (c) => checkCase(ctx, all, c));
  },
};
