// orderbyid_orders_by_descending_id: ORDERBYID=true lists transfers by descending SPECIALID; without
// it (or with any value but the exact text `true`, reference §2.2) the order is by descending
// STARTTRANS (reference §3.2, confirmed §18). Rows of equal key may come in any order. When ids
// and start times never disagree in the data, neither order can be told from the other: the check
// then creates a transfer with the next id and the oldest start time, where it may write.
import fc from 'fast-check';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { filterText, listOf, notAList, type Filter, type Placement } from './list-call.ts';
import { createTransfers, mayCreateTransfers } from './created-transfers.ts';
import { checkProperty, reportFailure } from './property.ts';
import { compareSets, listed, type Failure } from './row-diff.ts';
import { timeText, transferRows, type TransferRow } from './transfer-rows.ts';
import { isFailure, MAX_SPAN, transferSample, WIDE_LIMIT, windowArb, windowAt, windowRows, windowText, type IdWindow, type TransferSample } from './transfer-sample.ts';

type OrderValue = 'absent' | 'true' | 'false' | 'TRUE' | '1';

interface OrderCase {
  readonly window: IdWindow;
  /** STARTTRANS bounds around the window's rows, sent with both requests: they change nothing on a
   * correct server, and let one that keeps transfers in STARTTRANS order walk only that range. */
  readonly times: Readonly<Record<string, string>>;
  readonly value: OrderValue;
  readonly placement: Placement;
}

/** The first place where `rows` break the order, or undefined. */
function firstInversion(rows: readonly TransferRow[], byId: boolean): number | undefined {
  for (let i = 0; i + 1 < rows.length; i++) {
    const a = rows[i] as TransferRow;
    const b = rows[i + 1] as TransferRow;
    if (byId ? a.id < b.id : a.startTrans !== undefined && b.startTrans !== undefined && a.startTrans < b.startTrans) return i;
  }
  return undefined;
}

async function checkCase(ctx: CheckContext, c: OrderCase): Promise<Failure | undefined> {
  const wide = await windowRows(ctx, c.window, c.times);
  if (isFailure(wide)) return wide;
  if (!wide.complete) return undefined;
  const body = c.placement === 'body';
  const filter: Filter = c.value === 'absent' ? {} : { ORDERBYID: body && (c.value === 'true' || c.value === 'false') ? c.value === 'true' : c.value };
  const frame = { OWNERREQ: '*', STARTID: c.window.lo.toString(), STOPID: c.window.hi.toString(), ...c.times, limit: WIDE_LIMIT };
  const answer = await listOf(ctx, 'transfers', { frame, filter, placement: c.placement });
  const what = c.value === 'absent' ? 'no ORDERBYID' : filterText(filter, c.placement);
  const bad = notAList(answer, what);
  if (bad) return bad;
  const received = transferRows(answer.rows);
  const scope = `transfers of ${windowText(c.window)} (every owner)`;
  const sameRows = compareSets({
    what, scope, rule: '(ordering selects nothing)', expected: wide.rows, received,
    keyOf: (r) => r.key, idOf: (r) => r.idText, whyMissing: () => 'in the window', whyUnexpected: () => 'not in the window', exchange: answer.ex,
  });
  if (sameRows) return sameRows;
  const byId = c.value === 'true';
  const at = firstInversion(received, byId);
  if (at === undefined) return undefined;
  const a = received[at] as TransferRow;
  const b = received[at + 1] as TransferRow;
  const order = byId ? 'descending SPECIALID (ORDERBYID=true)' : `descending STARTTRANS (the default order${c.value === 'absent' ? '' : `: ORDERBYID=${c.value} is not the exact text true`})`;
  const show = (r: TransferRow) => (byId ? r.idText : `${r.idText} at ${timeText(r.startTrans)}`);
  return {
    finding: {
      title: `${what}: not in ${byId ? 'descending SPECIALID' : 'descending STARTTRANS'} order`,
      expected: `Expected: the ${received.length} ${scope} sorted by ${order}`,
      received: `Received: row ${at + 1} is ${show(a)}, before row ${at + 2} ${show(b)}; order received: ${listed(received, show, 12)}`,
    },
    exchange: answer.ex,
  };
}

function timesOf(sample: TransferSample, w: IdWindow): Record<string, string> {
  const times = sample.rows.slice(w.first, w.last + 1).map((r) => r.startTrans).filter((t): t is number => t !== undefined && t > 0);
  return times.length === 0 ? {} : { STARTTRANS: String(Math.min(...times)), STOPTRANS: String(Math.max(...times)) };
}

/** Whether some two rows come in a different order by SPECIALID than by STARTTRANS. */
const ordersDisagree = (rows: readonly TransferRow[]): boolean =>
  rows.some((a, i) => rows.slice(i + 1).some((b) => a.startTrans !== undefined && b.startTrans !== undefined && a.id !== b.id && (a.id > b.id) !== (a.startTrans > b.startTrans) && a.startTrans !== b.startTrans));

/** The sample, with a transfer of the next id and the oldest start created where the data never tells the two orders apart and the run may write. */
export async function withDisagreement(ctx: CheckContext, sample: TransferSample): Promise<TransferSample | Failure> {
  const top = sample.rows.slice(0, 2 * MAX_SPAN + 1);
  if (ordersDisagree(top) || !mayCreateTransfers(ctx)) return sample;
  const times = top.map((r) => r.startTrans).filter((t): t is number => t !== undefined && t > 0);
  // The next id with the oldest start time; on an empty server a first transfer to compare it with.
  const oldest = times.length > 0 ? Math.min(...times) : 1_735_689_600_000;
  const specs = top.length === 0 ? [{ STARTTRANS: oldest }, { STARTTRANS: oldest - 60_000 }] : [{ STARTTRANS: oldest - 60_000 }];
  const created = await createTransfers(ctx, sample, specs);
  return created > 0 ? transferSample(ctx) : sample;
}

export const orderbyidOrdersByDescendingId: ScenarioCheck = {
  id: 'orderbyid_orders_by_descending_id',
  kind: 'scenario',
  severity: 'major',
  rule: 'ORDERBYID=true lists transfers by descending SPECIALID; otherwise they are listed by descending STARTTRANS.',
  failsWhen: 'transfers listed with ORDERBYID=true are not in descending SPECIALID order, or, without it (or with any value but the exact text `true`), not in descending STARTTRANS order.',
  async run(ctx) {
    const first = await transferSample(ctx);
    if (isFailure(first)) return void reportFailure(ctx, first);
    const sample = await withDisagreement(ctx, first);
    if (isFailure(sample)) return void reportFailure(ctx, sample);
    if (sample.rows.length === 0) return;
    // Both orders on the first rows (where a created transfer lands), then generated cases.
    const top = windowAt(sample, 0, 2 * MAX_SPAN);
    for (const value of ['true', 'absent'] as const) {
      if (!reportFailure(ctx, await checkCase(ctx, { window: top, times: timesOf(sample, top), value, placement: 'query' }))) return;
    }
    const arb = fc
      .record({
        window: windowArb(sample),
        value: fc.constantFrom<OrderValue>('true', 'true', 'absent', 'false', 'TRUE', '1'),
        placement: fc.constantFrom<Placement>('query', 'body'),
      })
      .map((c): OrderCase => ({ ...c, times: timesOf(sample, c.window) }));
    await checkProperty(ctx, arb, (c) => checkCase(ctx, c));
  },
};
