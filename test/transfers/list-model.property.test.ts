// Property: for random POSTed transfers and random filter combinations, GET /transfers equals a naive model.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { idsOf, testFake, violations } from '../support/fake-app.ts';
import { FLAGS, HOUR, idList, LIST, modelList, postRows, T0, type ModelQuery, type Row, type StatusFlag } from './support.ts';

const PARTNERS = ['server1', 'hostA', 'hostB', 'hostC'] as const;
const RULES = ['rule1', 'rule2', 'rule3'] as const;

// Few distinct hours, so equal STARTTRANS (ties) are common.
const rowArb: fc.Arbitrary<Row> = fc.record({
  SPECIALID: fc.integer({ min: 1, max: 60 }),
  OWNERREQ: fc.constantFrom('server1', 'server1', 'hostA', 'hostB'),
  REQUESTER: fc.constantFrom(...PARTNERS),
  REQUESTED: fc.constantFrom(...PARTNERS),
  IDRULE: fc.constantFrom(...RULES),
  STARTTRANS: fc.integer({ min: -6, max: 6 }).map((h) => T0 + h * 4 * HOUR),
  UPDATEDINFO: fc.integer({ min: 0, max: 6 }),
  GLOBALSTEP: fc.integer({ min: 0, max: 5 }),
});
const rowsArb = fc.uniqueArray(rowArb, { selector: (r) => r.SPECIALID, maxLength: 25 });

/** One argument as a client places it: in the query, in the body, or in both (the body must win). */
type Placed = { key: string; query?: string; body?: unknown };

/** A value with its query text and its JSON body form. */
interface Variant {
  readonly text: string;
  readonly json: unknown;
}

/** Each filter is absent three times out of four, so that a combination still selects rows. */
const place = (key: string, value: fc.Arbitrary<Variant>): fc.Arbitrary<Placed | undefined> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom('query', 'body', 'both'), value, value).map(([where, v, decoy]): Placed =>
        where === 'query' ? { key, query: v.text } : where === 'body' ? { key, body: v.json } : { key, query: decoy.text, body: v.json },
      ),
    },
  );

const same = (v: string | number): Variant => ({ text: String(v), json: v });
const flagValue: fc.Arbitrary<Variant> = fc.oneof(
  fc.constantFrom('true', 'TRUE', '1', 'false', '').map((text) => ({ text, json: text })),
  fc.constantFrom<unknown>(true, false, 1, 0, 2, 'true', 'yes').map((json) => ({ text: String(json), json })),
);
const idValue: fc.Arbitrary<Variant> = fc.oneof(fc.integer({ min: 0, max: 61 }).map(same), fc.constant(same('abc')));
const dateValue: fc.Arbitrary<Variant> = fc
  .tuple(fc.integer({ min: -7, max: 7 }).map((h) => T0 + h * 4 * HOUR), fc.constantFrom('ms', 'iso', 'offset'))
  .map(([ms, form]) => {
    const text = form === 'ms' ? String(ms) : form === 'iso' ? new Date(ms).toISOString() : new Date(ms + HOUR).toISOString().replace('Z', '+01:00');
    return { text, json: form === 'ms' ? ms : text };
  });

const argsArb = fc.tuple(
  place('LIMIT', fc.oneof(fc.integer({ min: -2, max: 8 }).map(same), fc.constant(same('abc')))),
  place('ORDERBYID', flagValue),
  place('STARTID', idValue),
  place('STOPID', idValue),
  place('IDRULE', fc.constantFrom(...RULES, 'nope').map(same)),
  place('PARTNER', fc.constantFrom(...PARTNERS, 'nobody').map(same)),
  place('PENDING', flagValue),
  place('INTRANSFER', flagValue),
  place('INERROR', flagValue),
  place('DONE', flagValue),
  place('ALLSTATUS', flagValue),
  place('STARTTRANS', dateValue),
  place('STOPTRANS', dateValue),
  place('STOPSTRANS', dateValue),
  place('OWNERREQ', fc.constantFrom('', '*', 'server1', 'hostA', 'hostB').map(same)),
);
/** The lower-case loop cap: query string only. */
const loopArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.oneof(fc.integer({ min: 0, max: 12 }).map(String), fc.constant('abc')) },
);

// The model reads the merged arguments with the interface's rules (reference §2.2, §3.2, §18),
// independently of the fake's readers.
const isTrue = (v: unknown) => v === true || v === 'true' || (typeof v === 'number' && v !== 0);
const asInt = (v: unknown) => (typeof v === 'number' ? Math.trunc(v) : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : undefined);
const asDate = (v: unknown) => (v === undefined ? undefined : typeof v === 'number' ? v : /^-?\d+$/.test(String(v)) ? Number(v) : Date.parse(String(v)));
const minOf = (a: number | undefined, b: number | undefined) => (a === undefined ? b : b === undefined ? a : Math.min(a, b));

function modelQuery(args: Record<string, unknown>, loop: number): ModelQuery {
  const sqlLimit = asInt(args['LIMIT']);
  const owner = args['OWNERREQ'];
  const flags: StatusFlag[] = isTrue(args['ALLSTATUS']) ? [] : FLAGS.filter((f) => isTrue(args[f]));
  const text = (k: string) => (typeof args[k] === 'string' && args[k] !== '' ? (args[k] as string) : undefined);
  return {
    owner: owner === undefined || owner === '' ? 'server1' : String(owner),
    ...(text('PARTNER') === undefined ? {} : { partner: text('PARTNER') }),
    ...(text('IDRULE') === undefined ? {} : { rule: text('IDRULE') }),
    flags,
    ...(asInt(args['STARTID']) === undefined ? {} : { startId: asInt(args['STARTID']) }),
    ...(asInt(args['STOPID']) === undefined ? {} : { stopId: asInt(args['STOPID']) }),
    ...(asDate(args['STARTTRANS']) === undefined ? {} : { startTrans: asDate(args['STARTTRANS']) }),
    ...(minOf(asDate(args['STOPTRANS']), asDate(args['STOPSTRANS'])) === undefined ? {} : { stopTrans: minOf(asDate(args['STOPTRANS']), asDate(args['STOPSTRANS'])) }),
    orderById: isTrue(args['ORDERBYID']),
    cap: sqlLimit !== undefined && sqlLimit > 0 ? Math.min(sqlLimit, loop) : loop,
  };
}

// On failure fast-check prints { seed, path }; replay with FC_SEED=<seed> FC_PATH=<path> npx vitest run <this file>.
const replay = process.env['FC_SEED'] === undefined ? {} : { seed: Number(process.env['FC_SEED']), ...(process.env['FC_PATH'] ? { path: process.env['FC_PATH'] } : {}) };

describe('GET /transfers against a naive model', () => {
  it('answers the rows, order, count, limit and filter the model computes, for random data and filters', async () => {
    await fc.assert(
      fc.asyncProperty(rowsArb, argsArb, loopArb, async (rows, placed, loopText) => {
        const { fake, http } = testFake({ dataset: 'empty' });
        postRows(fake, rows);

        const query: string[] = [];
        const body: Record<string, unknown> = {};
        for (const p of placed) {
          if (p === undefined) continue;
          if (p.query !== undefined) query.push(`${p.key}=${encodeURIComponent(p.query)}`);
          if (p.body !== undefined) body[p.key] = p.body;
        }
        if (loopText !== undefined) query.push(`limit=${loopText}`);
        const url = `/transfers${query.length ? `?${query.join('&')}` : ''}`;
        const hasBody = Object.keys(body).length > 0;
        const res = await (hasBody ? http.get(url).send(body) : http.get(url));

        const merged: Record<string, unknown> = {};
        for (const p of placed) if (p !== undefined) merged[p.key] = p.body !== undefined ? p.body : p.query;
        const loopParsed = loopText === undefined ? NaN : Number.parseInt(loopText, 10);
        const loop = Number.isNaN(loopParsed) ? 100 : loopParsed;
        const expected = idList(modelList(rows, modelQuery(merged, loop)));

        expect(res.status, `${url} ${JSON.stringify(body)}: ${res.text}`).toBe(200);
        expect(violations(LIST, res.body)).toEqual([]);
        expect(idsOf(res.text), `${url} ${JSON.stringify(body)}`).toEqual(expected);
        expect(res.body.answer.count).toBe(expected.length);
        expect(res.body.answer.limit).toBe(loop);
        expect(res.body.answer.filter).toEqual(hasBody ? body : {});
        expect('results' in res.body.answer).toBe(expected.length > 0);
      }),
      { numRuns: 50, ...replay },
    );
  });
});
