// starttrans_window: STARTTRANS is a lower bound and STOPSTRANS (the interface's spelling) or
// STOPTRANS (the real server's) an upper bound on the STARTTRANS column, both inclusive, each in
// epoch milliseconds or ISO 8601 (`…Z`, `…+01:00`, a bare date at midnight UTC) (interface;
// reference §3.2, §18; DESIGN §2.4: both spellings are honoured, two upper bounds both apply).
import fc from 'fast-check';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { filterText, listOf, notAList, type Filter, type Placement } from './list-call.ts';
import { checkProperty, reportFailure } from './property.ts';
import { compareSets, type Failure } from './row-diff.ts';
import { timeText, transferRows, type TransferRow } from './transfer-rows.ts';
import { isFailure, MAX_SPAN, transferSample, windowAt, windowFrame, windowRows, windowText, type IdWindow, type TransferSample } from './transfer-sample.ts';

type DateForm = 'ms' | 'iso' | 'offset' | 'date';
type Bounds = 'start' | 'STOPSTRANS' | 'STOPTRANS' | 'start+STOPSTRANS' | 'start+STOPTRANS' | 'both-stops';
const DAY = 24 * 3600 * 1000;

interface Bound {
  /** The instant the sent text means. */
  readonly ms: number;
  readonly text: string | number;
}

/** The bound as sent: epoch ms (a number in a body), ISO with Z, ISO with an offset, or a bare date. */
function bound(ms: number, form: DateForm, offsetMinutes: number, placement: Placement): Bound {
  switch (form) {
    case 'ms': return { ms, text: placement === 'body' ? ms : String(ms) };
    case 'iso': return { ms, text: new Date(ms).toISOString() };
    case 'offset': {
      const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, -1);
      const abs = Math.abs(offsetMinutes);
      const zone = `${offsetMinutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
      return { ms, text: `${local}${zone}` };
    }
    case 'date': {
      const day = Math.floor(ms / DAY) * DAY;
      return { ms: day, text: new Date(day).toISOString().slice(0, 10) };
    }
  }
}

interface WindowCase {
  readonly window: IdWindow;
  readonly start?: Bound;
  readonly stops: readonly { readonly name: 'STOPTRANS' | 'STOPSTRANS'; readonly bound: Bound }[];
  readonly placement: Placement;
}

async function checkCase(ctx: CheckContext, c: WindowCase): Promise<Failure | undefined> {
  const wide = await windowRows(ctx, c.window);
  if (isFailure(wide)) return wide;
  if (!wide.complete) return undefined;
  const filter: Record<string, string | number> = {};
  if (c.start) filter['STARTTRANS'] = c.start.text;
  for (const s of c.stops) filter[s.name] = s.bound.text;
  const answer = await listOf(ctx, 'transfers', { frame: windowFrame(c.window), filter: filter as Filter, placement: c.placement });
  const what = filterText(filter, c.placement);
  const bad = notAList(answer, what);
  if (bad) return bad;
  const low = c.start?.ms;
  const high = c.stops.length > 0 ? Math.min(...c.stops.map((s) => s.bound.ms)) : undefined;
  const inside = (r: TransferRow) => r.startTrans !== undefined && (low === undefined || r.startTrans >= low) && (high === undefined || r.startTrans <= high);
  const range = `${low === undefined ? '' : timeText(low)} ≤ STARTTRANS${high === undefined ? '' : ` ≤ ${timeText(high)}`}`;
  const ruleNames = [c.start ? 'STARTTRANS' : '', ...c.stops.map((s) => s.name)].filter(Boolean).join(' and ');
  return compareSets({
    what,
    scope: `transfers of ${windowText(c.window)} (every owner)`,
    rule: `with ${range} (${ruleNames} inclusive${c.stops.length > 1 ? ', both upper bounds apply' : ''})`,
    expected: wide.rows.filter(inside),
    received: transferRows(answer.rows),
    keyOf: (r) => r.key,
    idOf: (r) => r.idText,
    whyMissing: (r) =>
      `STARTTRANS ${timeText(r.startTrans)}${r.startTrans === low ? ' equals the lower bound' : r.startTrans === high ? ' equals the upper bound' : ' is inside'}`,
    whyUnexpected: (r) => (wide.rows.some((w) => w.key === r.key) ? `STARTTRANS ${timeText(r.startTrans)} is outside ${range}` : 'not in the window'),
    exchange: answer.ex,
  });
}

function caseArb(sample: TransferSample): fc.Arbitrary<WindowCase> {
  const offsetMs = fc.constantFrom(0, 0, -1, 1);
  const boundArb = fc.record({
    at: fc.nat({ max: MAX_SPAN }),
    delta: offsetMs,
    form: fc.constantFrom<DateForm>('ms', 'iso', 'offset', 'date'),
    zone: fc.constantFrom(60, 120, -300, 330, -600),
  });
  return fc
    .record({
      first: fc.nat({ max: sample.rows.length - 1 }),
      span: fc.nat({ max: MAX_SPAN }),
      bounds: fc.constantFrom<Bounds>('start', 'STOPSTRANS', 'STOPTRANS', 'start+STOPSTRANS', 'start+STOPSTRANS', 'start+STOPTRANS', 'both-stops'),
      a: boundArb,
      b: boundArb,
      c: boundArb,
      placement: fc.constantFrom<Placement>('query', 'body'),
    })
    .map(({ first, span, bounds, a, b, c, placement }): WindowCase => {
      const window = windowAt(sample, first, first + span);
      const rowsIn = sample.rows.slice(window.first, window.last + 1).map((r) => r.startTrans).filter((t): t is number => t !== undefined && t > DAY);
      const pick = (x: typeof a) => {
        const t = rowsIn.length === 0 ? undefined : rowsIn[x.at % rowsIn.length];
        return t === undefined ? undefined : bound(t + x.delta, x.form, x.zone, placement);
      };
      // Lower bound from one row, upper bound from another: the later of the two rows is the upper one.
      const [p, q] = [pick(a), pick(b)].sort((x, y) => (x?.ms ?? 0) - (y?.ms ?? 0));
      const hasStart = bounds.startsWith('start');
      const stopNames: ('STOPTRANS' | 'STOPSTRANS')[] = bounds === 'both-stops' ? ['STOPTRANS', 'STOPSTRANS'] : bounds.includes('STOPSTRANS') ? ['STOPSTRANS'] : bounds.includes('STOPTRANS') ? ['STOPTRANS'] : [];
      const upper = hasStart ? q : (q ?? p);
      const stops = stopNames
        .map((name, i) => ({ name, bound: i === 0 ? upper : pick(c) }))
        .filter((s): s is { name: 'STOPTRANS' | 'STOPSTRANS'; bound: Bound } => s.bound !== undefined);
      return { window, ...(hasStart && p ? { start: p } : {}), stops, placement };
    });
}

/** Bounds on start times of the first rows: both spellings, each form, two upper bounds. */
function fixedCases(sample: TransferSample): WindowCase[] {
  const window = windowAt(sample, 0, MAX_SPAN);
  const times = sample.rows.slice(window.first, window.last + 1).map((r) => r.startTrans).filter((t): t is number => t !== undefined && t > DAY).sort((a, b) => a - b);
  const lo = times[Math.floor(times.length / 3)];
  const hi = times[Math.floor((2 * times.length) / 3)];
  if (lo === undefined || hi === undefined) return [];
  return [
    { window, start: bound(lo, 'ms', 0, 'query'), stops: [{ name: 'STOPSTRANS', bound: bound(hi, 'iso', 0, 'query') }], placement: 'query' },
    { window, start: bound(lo, 'offset', 60, 'body'), stops: [{ name: 'STOPTRANS', bound: bound(hi, 'ms', 0, 'body') }], placement: 'body' },
    { window, stops: [{ name: 'STOPTRANS', bound: bound(hi, 'offset', -300, 'query') }, { name: 'STOPSTRANS', bound: bound(lo, 'ms', 0, 'query') }], placement: 'query' },
  ];
}

export const starttransWindow: ScenarioCheck = {
  id: 'starttrans_window',
  kind: 'scenario',
  severity: 'major',
  rule: 'STARTTRANS and STOPSTRANS/STOPTRANS (epoch ms or ISO 8601) bound the STARTTRANS of the listed transfers, inclusively.',
  failsWhen: 'GET /transfers lists a transfer whose STARTTRANS is outside the STARTTRANS and STOPSTRANS/STOPTRANS bounds, or leaves out one inside them (bounds inclusive), for bounds in epoch milliseconds or ISO 8601.',
  async run(ctx) {
    const sample = await transferSample(ctx);
    if (isFailure(sample)) return void reportFailure(ctx, sample);
    if (sample.rows.length === 0) return;
    for (const c of fixedCases(sample)) if (!reportFailure(ctx, await checkCase(ctx, c))) return;
    await checkProperty(ctx, caseArb(sample), (c) => checkCase(ctx, c));
  },
};
