// Invalid list filters (read-only): an unreadable STARTTRANS/STOPTRANS date gets 400 with the
// JSON envelope (the interface's intent; a real 3.6.2 answers 500, reference §3.2, §18), and a
// JSON body filter holding a string the sanity filter refuses gets 400 "Issue on values" (§2.6,
// §18); on a single-record GET such a body gets 404.
import fc from 'fast-check';
import { COLLECTION_META, COLLECTIONS, type Collection } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import { idText, results } from '../scenarios/helpers.ts';
import { insaneTextArb, invalidDateArb } from './invalid-values.ts';
import { checkCases, jsonObjectOf, v1ErrorFailure } from './support.ts';

async function invalidDates(ctx: CheckContext): Promise<void> {
  const arb = (inBody: boolean) => fc.record({ name: fc.constantFrom('STARTTRANS', 'STOPTRANS'), value: invalidDateArb, inBody: fc.constant(inBody) });
  await checkCases(ctx, [arb(false), arb(true)], async ({ name, value, inBody }) => {
    const ex = await ctx.call({ method: 'GET', path: '/transfers', ...(inBody ? { body: { [name]: value } } : { query: { [name]: value } }) });
    return v1ErrorFailure(ex, 400, 400, `GET /transfers with ${name}=${JSON.stringify(value)}${inBody ? ' in the body' : ''}`, 'envelope');
  });
}

async function insaneFilters(ctx: CheckContext): Promise<void> {
  // Records the single-record variant reads (hosts and hostconfigs: an id is enough to address one).
  const known: Partial<Record<Collection, string>> = {};
  for (const c of ['hosts', 'hostconfigs'] as const) {
    const first = results(await ctx.call({ method: 'GET', path: `/${c}`, query: { limit: 1 } }))[0];
    if (first) known[c] = idText(first['HOSTID']);
  }
  const arb = (c: Collection, one: boolean) => fc.record({ c: fc.constant(c), name: fc.constantFrom(...Object.keys(COLLECTION_META[c].filters)), value: insaneTextArb, one: fc.constant(one) });
  const classes = [...COLLECTIONS.map((c) => arb(c, false)), ...(Object.keys(known) as Collection[]).map((c) => arb(c, true))];
  await checkCases(ctx, classes, async ({ c, name, value, one }) => {
    const id = one ? known[c as 'hosts'] : undefined;
    if (id !== undefined) {
      const ex = await ctx.call({ method: 'GET', path: `/${c}/${id}`, body: { [name]: value } });
      return v1ErrorFailure(ex, 404, 404, `GET /${c}/:id with a body value refused by the sanity filter`, 'envelope');
    }
    const ex = await ctx.call({ method: 'GET', path: `/${c}`, body: { [name]: value } });
    const failure = v1ErrorFailure(ex, 400, 400, `GET /${c} with a body filter refused by the sanity filter`, 'envelope');
    if (failure) return failure;
    const detail = jsonObjectOf(ex)?.['detail'];
    if (typeof detail === 'string' && detail.includes('Issue on values')) return undefined;
    return { title: `GET /${c} with a body filter refused by the sanity filter: unexpected detail`, expected: 'Expected: detail "Issue on values"', received: `Received: detail ${JSON.stringify(detail)}`, exchange: ex };
  });
}

export async function negativeFilters(ctx: CheckContext): Promise<void> {
  await invalidDates(ctx);
  await insaneFilters(ctx);
}
