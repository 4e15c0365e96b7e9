// startid_stopid_bounds_inclusive: STARTID and STOPID bound SPECIALID inclusively, alone or together,
// and a reversed range lists nothing (interface: "lowest/highest transfer ID returned"; reference
// §3.2, confirmed §18). Bounds sit exactly on listed ids, or one beside them, and are compared as
// int64 (bigint), never as doubles.
import fc from 'fast-check';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { filterText, listOf, notAList, type Filter, type Placement } from './list-call.ts';
import { checkProperty, reportFailure } from './property.ts';
import { compareSets, type Failure } from './row-diff.ts';
import { transferRows, type TransferRow } from './transfer-rows.ts';
import { isFailure, MAX_SPAN, transferSample, WIDE_LIMIT, type TransferSample } from './transfer-sample.ts';

type Shape = 'both' | 'start' | 'stop' | 'reversed';
const OFFSETS = { exact: 0n, below: -1n, above: 1n } as const;
type Offset = keyof typeof OFFSETS;

/** STARTID and/or STOPID as sent; STARTID above STOPID is an empty range. */
interface BoundsCase {
  readonly startId?: bigint;
  readonly stopId?: bigint;
  readonly placement: Placement;
}

function rangeText(c: BoundsCase): string {
  if (c.stopId === undefined) return `STARTID ${c.startId} (no STOPID)`;
  if (c.startId === undefined) return `STOPID ${c.stopId} (no STARTID)`;
  return `STARTID..STOPID ${c.startId}..${c.stopId}`;
}

async function checkCase(ctx: CheckContext, sample: TransferSample, c: BoundsCase): Promise<Failure | undefined> {
  const inside = (r: TransferRow) => (c.startId === undefined || r.id >= c.startId) && (c.stopId === undefined || r.id <= c.stopId);
  let expected = sample.rows.filter(inside);
  // Without a lower bound the range runs on past the sample: ask for as many rows as it shows.
  let limit = WIDE_LIMIT;
  if (c.startId === undefined && !sample.complete) {
    limit = Math.max(1, Math.min(expected.length, MAX_SPAN + 1));
    expected = expected.slice(0, limit);
  }
  const filter: Record<string, bigint> = {};
  if (c.startId !== undefined) filter['STARTID'] = c.startId;
  if (c.stopId !== undefined) filter['STOPID'] = c.stopId;
  const answer = await listOf(ctx, 'transfers', { frame: { OWNERREQ: '*', ORDERBYID: 'true', limit }, filter, placement: c.placement });
  const what = filterText(filter, c.placement);
  const bad = notAList(answer, what);
  if (bad) return bad;
  const range = rangeText(c);
  const empty = c.startId !== undefined && c.stopId !== undefined && c.startId > c.stopId;
  const known = new Set(sample.rows.map((r) => r.key));
  return compareSets({
    what,
    scope: 'transfers of every owner',
    rule: empty ? `inside ${range}: none, STARTID is above STOPID` : `inside ${range}, bounds inclusive${limit < WIDE_LIMIT ? ` (the first ${limit} by descending SPECIALID, limit=${limit})` : ''}`,
    expected,
    received: transferRows(answer.rows),
    keyOf: (r) => r.key,
    idOf: (r) => r.idText,
    whyMissing: (r) => {
      const on = [r.id === c.startId ? 'STARTID' : '', r.id === c.stopId ? 'STOPID' : ''].filter(Boolean);
      return on.length > 0 ? `equals ${on.join(' and ')}: the bound is inclusive` : `inside ${range}`;
    },
    whyUnexpected: (r) =>
      empty ? `the range ${c.startId}..${c.stopId} is empty` : inside(r) ? (known.has(r.key) ? 'beyond the limit' : 'not listed by the unfiltered first page') : `SPECIALID ${r.idText} is outside ${range}`,
    exchange: answer.ex,
  });
}

/** Fixed cases on the highest ids (where ids beyond 2^53 show first): both bounds, each alone, reversed. */
function topCases(sample: TransferSample): BoundsCase[] {
  const id = (i: number) => (sample.rows[Math.min(i, sample.rows.length - 1)] as TransferRow).id;
  return [
    { startId: id(4), stopId: id(0), placement: 'query' },
    { startId: id(3), stopId: id(1), placement: 'body' },
    { startId: id(2), placement: 'query' },
    { stopId: id(1), placement: 'body' },
    { startId: id(0), stopId: id(3), placement: 'query' },
  ];
}

export const startidStopidBoundsInclusive: ScenarioCheck = {
  id: 'startid_stopid_bounds_inclusive',
  kind: 'scenario',
  severity: 'major',
  rule: 'STARTID and STOPID bound SPECIALID inclusively: exactly the transfers with STARTID <= SPECIALID <= STOPID are listed.',
  failsWhen: 'GET /transfers with STARTID, STOPID or both lists a transfer whose SPECIALID is outside the bounds or leaves out one inside them (bounds inclusive, compared as int64), or a reversed range lists something.',
  async run(ctx) {
    const sample = await transferSample(ctx);
    if (isFailure(sample)) return void reportFailure(ctx, sample);
    const n = sample.rows.length;
    if (n === 0) return;
    for (const c of topCases(sample)) if (!reportFailure(ctx, await checkCase(ctx, sample, c))) return;
    // When the first page is not everything, the lowest listed row may have unseen neighbours with the same id: stay above it.
    const last = sample.complete ? n - 1 : Math.max(0, n - 2);
    const offset = fc.constantFrom<Offset>('exact', 'exact', 'below', 'above');
    const arb = fc
      .record({
        shape: fc.constantFrom<Shape>('both', 'both', 'start', 'stop', 'reversed'),
        first: fc.nat({ max: last }),
        span: fc.nat({ max: MAX_SPAN }),
        loOffset: offset,
        hiOffset: offset,
        placement: fc.constantFrom<Placement>('query', 'body'),
      })
      .map(({ shape, first, span, loOffset, hiOffset, placement }): BoundsCase => {
        const hi = (sample.rows[first] as TransferRow).id + OFFSETS[hiOffset];
        const lo = (sample.rows[Math.min(last, first + span)] as TransferRow).id + OFFSETS[loOffset];
        switch (shape) {
          case 'start': return { startId: lo, placement };
          case 'stop': return { stopId: hi, placement };
          case 'reversed': return { startId: lo < hi ? hi : lo, stopId: lo < hi ? lo : lo - 1n, placement };
          default: return { startId: lo, stopId: hi, placement };
        }
      });
    await checkProperty(ctx, arb, (c) => checkCase(ctx, sample, c));
  },
};
