// v2_lists_page_as_documented: GET /v2/transfers, /v2/hosts and /v2/rules answer, for every
// `order`, `limit` and `offset`, the rows of the whole list sorted by the order's field, from the
// offset on, at most limit of them; `totalResults` is the page's size on /v2/transfers and the
// count before paging on the others (contract/v2/lists.ts, docs/rest-v2-3.6.2.md §3). A fast-check
// property per list (seed printed); fixed cases for the defaults and the limits of 0.
import fc from 'fast-check';
import { compareV2Field, V2_LISTS, type JsonObject, type V2ListEntry, type V2Order } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { checkProperty, reportFailure } from '../list-semantics/property.ts';
import { listed, type Failure } from '../list-semantics/row-diff.ts';
import { sameJson } from '../same-json.ts';
import { v2KeyOf, v2Page, wholeList } from './v2-lists.ts';

const ENTRIES = Object.keys(V2_LISTS) as V2ListEntry[];

interface PageCase {
  readonly order?: string;
  readonly limit?: number;
  readonly offset?: number;
}

/** The whole list in an order; equal keys keep the whole list's order (the target may order them otherwise). */
const sortedBy = (rows: readonly JsonObject[], o: V2Order) =>
  [...rows].sort((a, b) => (o.ascending ? 1 : -1) * compareV2Field(a[o.field], b[o.field]));

const caseText = (entry: V2ListEntry, c: PageCase) =>
  `GET ${V2_LISTS[entry].path}?${Object.entries(c).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${String(v)}`).join('&')}`;

/** The rows a page must hold: their order field's values in sequence, each one a record of the list, none twice. */
async function checkPage(ctx: CheckContext, entry: V2ListEntry, whole: readonly JsonObject[], c: PageCase): Promise<Failure | undefined> {
  const rules = V2_LISTS[entry];
  const orderName = c.order ?? rules.defaultOrder;
  const order = (rules.orders as Readonly<Record<string, V2Order>>)[orderName] as V2Order;
  const limit = c.limit ?? rules.defaultLimit;
  const offset = c.offset ?? 0;
  const what = caseText(entry, c);
  const page = await v2Page(ctx, entry, { ...c }, what);
  if (!page.ok) return page.failure;
  const sorted = sortedBy(whole, order);
  const all = limit <= 0 && rules.nonPositiveLimit === 'all';
  const want = sorted.slice(offset, all ? undefined : offset + Math.max(0, limit));
  const byKey = new Map(whole.map((r) => [v2KeyOf(entry, r), r]));
  const keys = page.results.map((r) => v2KeyOf(entry, r));
  const problems: string[] = [];
  const fieldValues = (rows: readonly JsonObject[]) => rows.map((r) => String(r[order.field]));
  if (page.results.length !== want.length) problems.push(`${page.results.length} rows instead of ${want.length}`);
  else if (!sameJson(fieldValues(page.results), fieldValues(want))) problems.push(`not sorted by ${order.field} ${order.ascending ? 'ascending' : 'descending'} from row ${offset}`);
  const foreign = page.results.filter((r) => !sameJson(r, byKey.get(v2KeyOf(entry, r))));
  if (foreign.length > 0) problems.push(`rows not as the whole list shows them: ${listed(foreign, (r) => v2KeyOf(entry, r))}`);
  if (new Set(keys).size !== keys.length) problems.push('a row twice');
  const total = rules.totalResults === 'page' ? page.results.length : whole.length;
  if (page.totalResults !== total) problems.push(`totalResults ${String(page.totalResults)} instead of ${total}`);
  if (problems.length === 0) return undefined;
  return {
    finding: {
      title: `${what}: ${problems[0]}`,
      expected: `Expected: ${want.length} rows, ${order.field} ${listed(fieldValues(want), String, 8) || 'none'}; totalResults ${total} (${rules.totalResults === 'page' ? 'the rows of the page' : 'every row'})`,
      received: `Received: ${problems.join('; ')}; ${order.field} ${listed(fieldValues(page.results), String, 8) || 'none'}`,
    },
    exchange: page.ex,
  };
}

async function checkList(ctx: CheckContext, entry: V2ListEntry): Promise<void> {
  const { page, complete } = await wholeList(ctx, entry);
  if (!page.ok) return void reportFailure(ctx, page.failure);
  const whole = page.results;
  const rules = V2_LISTS[entry];
  // An incomplete reference only judges pages of its first rows, in its own order.
  const orders = complete ? Object.keys(rules.orders) : [rules.defaultOrder];
  const n = whole.length;
  const within = (c: PageCase) => complete || (c.offset ?? 0) + (c.limit ?? rules.defaultLimit) <= n;
  // Pages from the first row, then pages further on: a server that cannot skip rows (3.6.2 on H2
  // answers 500 to any offset, docs/rest-v2-3.6.2.md §3.1) is still judged on its first pages.
  const first: PageCase[] = [{}, ...(rules.nonPositiveLimit !== 'refused' && complete ? [{ limit: 0 }] : [])];
  for (const c of first.filter(within)) if (!reportFailure(ctx, await checkPage(ctx, entry, whole, c))) return;
  const size = fc.integer({ min: 1, max: n + 2 });
  const fromFirst = fc.record({ order: fc.constantFrom(...orders), limit: size }).filter(within);
  if (!(await checkProperty(ctx, fromFirst, (c) => checkPage(ctx, entry, whole, c)))) return;
  if (complete && !reportFailure(ctx, await checkPage(ctx, entry, whole, { offset: n }))) return;
  const further = fc.record({ order: fc.constantFrom(...orders), limit: size, offset: fc.integer({ min: 1, max: n + 2 }) }).filter(within);
  await checkProperty(ctx, further, (c) => checkPage(ctx, entry, whole, c));
}

export const v2ListsPageAsDocumented: ScenarioCheck = {
  id: 'v2_lists_page_as_documented',
  kind: 'scenario',
  severity: 'major',
  rule: 'GET /v2/transfers, /v2/hosts and /v2/rules answer the whole list sorted by the order\'s field, from offset on, at most limit rows (a limit of 0: every transfer, no host); totalResults is the page size on transfers, every row on hosts and rules.',
  failsWhen: 'a v2 list page holds other rows than the whole list sorted by the order\'s field from `offset`, at most `limit` of them, shows a row otherwise than the whole list does, or gives another `totalResults`.',
  async run(ctx) {
    for (const entry of ENTRIES) await checkList(ctx, entry);
  },
};
