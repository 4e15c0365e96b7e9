// limit_caps_list_size: GET /transfers answers at most LIMIT transfers (interface; 0, negative or
// absent means no cap, reference §18), every list answers at most the lower-case `limit` rows
// (default 100, reference §3.1, §18), the capped answer is the first rows of the uncapped one,
// `count` is the number of rows in `results` and `limit` echoes the lower-case value (§2.4).
import fc from 'fast-check';
import { DEFAULT_LIST_LIMIT } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { listOf, notAList, type Filter, type ListAnswer, type Placement } from './list-call.ts';
import { checkProperty, reportFailure } from './property.ts';
import { listed, type Failure } from './row-diff.ts';
import { transferRows } from './transfer-rows.ts';
import { isFailure, MAX_SPAN, SAMPLE_SIZE, transferSample, windowArb, windowAt, windowFrame, windowRows, windowText, type IdWindow, type TransferSample } from './transfer-sample.ts';

const DEFAULT_LIMIT = DEFAULT_LIST_LIMIT;
/** Lower-case `limit` of the unfiltered lists of the small collections. */
const ALL_ROWS = 1000;
const OTHER_COLLECTIONS = ['hosts', 'hostconfigs', 'configurations', 'rules'] as const;
type OtherCollection = (typeof OTHER_COLLECTIONS)[number];
/** The key of each collection's records, and the filter that lists them all (/rules: MODETRANS -1; left out it selects mode 0). */
const ID_OF: Readonly<Record<OtherCollection, string>> = { hosts: 'HOSTID', hostconfigs: 'HOSTID', configurations: 'HOSTID', rules: 'IDRULE' };
const EVERY: Readonly<Partial<Record<OtherCollection, Filter>>> = { rules: { MODETRANS: '-1' } };

const numeric = (v: unknown): number | undefined => (typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : undefined);

/** What `count`, `limit` and the ids of an answer must be, given the rows it may hold in order. */
function capFailure(what: string, answer: ListAnswer, ids: readonly string[], all: readonly string[], cap: number, echo: number, scope: string, capText: string): Failure | undefined {
  const count = numeric(answer.count);
  const want = all.slice(0, Math.min(cap, all.length));
  const problems: string[] = [];
  if (count !== ids.length) problems.push(`count ${String(answer.count)} but ${ids.length} rows in results${answer.hasResults ? '' : ' (results left out)'}`);
  if (numeric(answer.limit) !== echo) problems.push(`limit ${String(answer.limit)} instead of ${echo}`);
  if (ids.length > cap) problems.push(`${ids.length} rows, more than the cap ${cap}`);
  else if (ids.length !== want.length) problems.push(`${ids.length} rows, fewer than the ${want.length} there are`);
  else if (ids.some((id, i) => id !== want[i])) problems.push('not the first rows of the uncapped list');
  if (problems.length === 0) return undefined;
  return {
    finding: {
      title: `${what}: ${problems[0]}`,
      expected: `Expected: ${capText} = ${want.length} rows of the ${all.length} ${scope}, the first ones${want.length > 0 ? ` (${listed(want, String, 8)})` : ''}, count ${want.length} and limit ${echo}`,
      received: `Received: ${problems.join('; ')}; rows: ${ids.length > 0 ? listed(ids, String, 8) : 'none'}`,
    },
    exchange: answer.ex,
  };
}

interface TransferCase {
  readonly window: IdWindow;
  /** Upper-case LIMIT: undefined = absent. */
  readonly LIMIT?: number;
  /** Lower-case limit: undefined = absent (100). */
  readonly limit?: number;
  readonly placement: Placement;
}

async function checkTransfers(ctx: CheckContext, c: TransferCase): Promise<Failure | undefined> {
  const wide = await windowRows(ctx, c.window);
  if (isFailure(wide)) return wide;
  if (!wide.complete) return undefined;
  const { limit: _wide, ...frame } = windowFrame(c.window);
  if (c.limit !== undefined) frame['limit'] = c.limit;
  const filter: Filter = c.LIMIT === undefined ? {} : { LIMIT: c.placement === 'body' ? c.LIMIT : String(c.LIMIT) };
  const answer = await listOf(ctx, 'transfers', { frame, filter, placement: c.placement });
  const what = [c.LIMIT === undefined ? '' : `LIMIT=${c.LIMIT}${c.placement === 'body' ? ' (in the JSON body)' : ''}`, c.limit === undefined ? 'no limit' : `limit=${c.limit}`].filter(Boolean).join(', ');
  const bad = notAList(answer, what);
  if (bad) return bad;
  const loop = c.limit ?? DEFAULT_LIMIT;
  const sql = c.LIMIT !== undefined && c.LIMIT > 0 ? c.LIMIT : Infinity;
  const capText = `min(${sql === Infinity ? '' : `LIMIT ${sql}, `}limit ${loop}${c.limit === undefined ? ' (default)' : ''}, ${wide.rows.length} rows)`;
  const ids = transferRows(answer.rows).map((r) => r.idText);
  return capFailure(what, answer, ids, wide.rows.map((r) => r.idText), Math.min(sql, loop), loop, `transfers of ${windowText(c.window)} by descending SPECIALID`, capText);
}

/** Without a lower-case limit at most 100 rows come back, and exactly 100 when there are more. */
async function checkDefault(ctx: CheckContext, sample: TransferSample): Promise<Failure | undefined> {
  const answer = await listOf(ctx, 'transfers', { frame: { OWNERREQ: '*', ORDERBYID: 'true' } });
  const bad = notAList(answer, 'no limit');
  if (bad) return bad;
  const ids = transferRows(answer.rows).map((r) => r.idText);
  // The sample is sorted here; what matters is that the capped answer is its first 100 rows.
  return capFailure('no limit', answer, ids, sample.rows.map((r) => r.idText), DEFAULT_LIMIT, DEFAULT_LIMIT, `transfers of every owner by descending SPECIALID (first page of ${SAMPLE_SIZE})`, `min(limit 100 (default), ${sample.rows.length}${sample.complete ? '' : '+'} rows)`);
}

interface OtherCase {
  readonly collection: OtherCollection;
  readonly limit?: number;
}

async function checkOther(ctx: CheckContext, all: ReadonlyMap<OtherCollection, string[]>, c: OtherCase): Promise<Failure | undefined> {
  const ids = all.get(c.collection) ?? [];
  const answer = await listOf(ctx, c.collection, { frame: c.limit === undefined ? {} : { limit: c.limit }, ...(EVERY[c.collection] ? { filter: EVERY[c.collection] } : {}) });
  const what = `GET /${c.collection} ${c.limit === undefined ? 'without limit' : `limit=${c.limit}`}`;
  const bad = notAList(answer, what);
  if (bad) return bad;
  const loop = c.limit ?? DEFAULT_LIMIT;
  const received = answer.rows.map((r) => String(r[ID_OF[c.collection]]));
  return capFailure(what, answer, received, ids, loop, loop, `/${c.collection} records (by ${ID_OF[c.collection]}, as the unlimited list gives them)`, `min(limit ${loop}, ${ids.length} records)`);
}

/** LIMIT and limit on /transfers: the default cap, fixed cases on the first rows, generated ones. */
async function transfersPart(ctx: CheckContext): Promise<void> {
  const sample = await transferSample(ctx);
  if (isFailure(sample)) return void reportFailure(ctx, sample);
  if (sample.rows.length === 0) return;
  if (!reportFailure(ctx, await checkDefault(ctx, sample))) return;
  const top = windowAt(sample, 0, MAX_SPAN);
  const fixed: TransferCase[] = [
    { window: top, LIMIT: 5, placement: 'query' },
    { window: top, LIMIT: 4, limit: 20, placement: 'body' },
    { window: top, limit: 7, placement: 'query' },
    { window: top, LIMIT: 0, limit: 10, placement: 'query' },
    { window: top, LIMIT: -1, limit: 3, placement: 'query' },
    { window: top, LIMIT: 9, limit: 0, placement: 'query' },
  ];
  for (const c of fixed) if (!reportFailure(ctx, await checkTransfers(ctx, c))) return;
  const size = fc.integer({ min: 1, max: MAX_SPAN + 3 });
  const arb = fc.record(
    {
      window: windowArb(sample),
      LIMIT: fc.oneof(size, size, fc.constantFrom(0, -1)),
      limit: fc.oneof(size, size, fc.constant(0)),
      placement: fc.constantFrom<Placement>('query', 'body'),
    },
    { requiredKeys: ['window', 'placement'] },
  );
  await checkProperty(ctx, arb, (c) => checkTransfers(ctx, c));
}

/** limit on /hosts, /hostconfigs, /configurations and /rules, compared with each whole collection. */
async function otherCollectionsPart(ctx: CheckContext): Promise<void> {
  const all = new Map<OtherCollection, string[]>();
  for (const collection of OTHER_COLLECTIONS) {
    const answer = await listOf(ctx, collection, { frame: { limit: ALL_ROWS }, ...(EVERY[collection] ? { filter: EVERY[collection] } : {}) });
    if (reportFailure(ctx, notAList(answer, `GET /${collection}?limit=${ALL_ROWS}`))) all.set(collection, answer.rows.map((r) => String(r[ID_OF[collection]])));
  }
  const known = OTHER_COLLECTIONS.filter((c) => all.has(c));
  if (known.length === 0) return;
  // One fixed case per collection, one row short of all of it, so that each collection's limit is
  // checked whatever the few generated cases draw.
  for (const collection of known) if (!reportFailure(ctx, await checkOther(ctx, all, { collection, limit: Math.max(0, (all.get(collection)?.length ?? 0) - 1) }))) return;
  const largest = Math.max(0, ...[...all.values()].map((ids) => ids.length));
  const arb = fc.record({ collection: fc.constantFrom(...known), limit: fc.integer({ min: 0, max: largest + 2 }) }, { requiredKeys: ['collection'] });
  await checkProperty(ctx, arb, (c) => checkOther(ctx, all, c));
}

export const limitCapsListSize: ScenarioCheck = {
  id: 'limit_caps_list_size',
  kind: 'scenario',
  severity: 'major',
  rule: 'A list answers at most LIMIT (transfers) and at most the lower-case limit (default 100) rows, the first ones, with count = the number of rows and limit echoed.',
  failsWhen: 'a list holds more rows than LIMIT (GET /transfers) or the lower-case `limit` (default 100) allow, its rows are not the first ones of the uncapped list, `count` is not the number of rows, or `limit` does not echo the value sent.',
  async run(ctx) {
    await transfersPart(ctx);
    await otherCollectionsPart(ctx);
  },
};
