// value_classes_read_as_documented: every value class the input space gives a list filter
// (contract/input-space.ts) is sent, and the answer is what its reading says: the same rows as the
// value in its plain form (a JSON number as its text, an ISO date-time as its epoch ms, a text that
// is not a number as no value at all), each row within what the plain value selects. Read-only:
// the frames are lists of what the target holds, so it runs against any server.
import { boundsOf, INPUT_SPACE, type Reading, type ValueClass } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import type { JsonRecord } from '../scenarios/helpers.ts';
import { filterText, listOf, type ListAnswer } from '../list-semantics/list-call.ts';
import fc from 'fast-check';
import { checkProperty, reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { plainReading, valueOf, withOffset, type ClassValue } from './class-value.ts';
import { isFailure, listSetup, type ListSetup } from './filter-setups.ts';
import { readingText } from './reading-text.ts';
import { readIdentities } from './identity-classes.ts';

const LISTS = Object.keys(INPUT_SPACE).filter((o) => o.startsWith('list'));
// The identities of one record (getTransfer, getHost, ...) are tried by identity-classes.ts.

function keys(setup: ListSetup, param: string, rows: readonly JsonRecord[]): string[] {
  const k = rows.map((r) => setup.keyOf(r));
  return setup.ordered(param) ? k : [...k].sort();
}

const shown = (k: readonly string[]) => (k.length > 8 ? `${k.slice(0, 8).join(', ')} … (${k.length} rows)` : `${k.join(', ') || 'no row'} (${k.length} rows)`).replace(/\u0000/g, '/');

function notListed(a: ListAnswer, what: string, reading: Reading): Failure | undefined {
  const status = a.ex.response?.status;
  if (reading.as === 'rejected') {
    if (status === reading.status) return undefined;
    return { finding: { title: `${what}: not refused`, expected: `Expected: ${reading.status} (${readingText(reading)})`, received: `Received: ${status ?? 'no answer'}` }, exchange: a.ex };
  }
  if (a.ok) return undefined;
  return { finding: { title: `${what}: no list answer`, expected: `Expected: 200 with the list, the value read ${readingText(reading)}`, received: `Received: ${status ?? 'no answer'}` }, exchange: a.ex };
}

/** The rows of a parameter's frame (the request without it), asked once per parameter. */
type Frames = Map<string, Promise<ListAnswer>>;

/**
 * Where every row of the complete frame can be judged by the plain value, the rows it selects:
 * the answer must hold exactly them, not only rows within it.
 */
async function selected(ctx: CheckContext, setup: ListSetup, frames: Frames, param: string, plain: string): Promise<string[] | undefined> {
  if (!setup.whole(param)) return undefined;
  let frame = frames.get(param);
  if (!frame) frames.set(param, (frame = listOf(ctx, setup.collection, { frame: setup.frame(param) })));
  const f = await frame;
  const limit = Number(setup.frame(param)['limit'] ?? Number.POSITIVE_INFINITY);
  if (!f.ok || f.rows.length >= limit) return undefined;
  const holds = f.rows.map((r) => setup.holds(param, plain, r));
  if (holds.some((h) => h === undefined)) return undefined;
  return keys(setup, param, f.rows.filter((_, i) => holds[i] === true));
}

async function tryCell(ctx: CheckContext, setup: ListSetup, frames: Frames, param: string, v: ClassValue, reading: Reading): Promise<Failure | undefined> {
  const filter = { [param]: v.value as string | number | bigint | boolean };
  const what = `GET /${setup.collection} ${filterText(filter, v.placement)} (${v.valueClass})`;
  const test = await listOf(ctx, setup.collection, { frame: setup.frame(param), filter, placement: v.placement });
  const bad = notListed(test, what, reading);
  if (bad || reading.as === 'rejected') return bad;
  const plain = plainReading(v, reading);
  if (typeof plain === 'string') {
    const outside = test.rows.filter((r) => setup.holds(param, plain, r) === false).map((r) => setup.keyOf(r));
    if (outside.length > 0) {
      return {
        finding: { title: `${what}: rows outside ${param}=${plain}`, expected: `Expected: only rows that ${param}=${plain} selects (the value read ${readingText(reading)})`, received: `Received: ${shown(outside)}` },
        exchange: test.ex,
      };
    }
    const want = await selected(ctx, setup, frames, param, plain);
    const got = keys(setup, param, test.rows);
    if (want !== undefined && [...got].sort().join('\n') !== [...want].sort().join('\n')) {
      return {
        finding: { title: `${what} is not read ${readingText(reading)}`, expected: `Expected: the rows of the frame that ${param}=${plain} selects: ${shown(want)}`, received: `Received: ${shown(got)}` },
        exchange: test.ex,
      };
    }
  }
  // The same value in its plain form, unless that is what was sent.
  if (plain === undefined || (v.placement === 'query' && plain === String(v.value))) return undefined;
  const refFilter = plain === null ? {} : { [param]: plain };
  const ref = await listOf(ctx, setup.collection, { frame: setup.frame(param), filter: refFilter });
  if (!ref.ok) return undefined; // the plain form itself is other checks' business
  const got = keys(setup, param, test.rows);
  const want = keys(setup, param, ref.rows);
  if (got.join('\n') === want.join('\n')) return undefined;
  return {
    finding: {
      title: `${what} is not read ${readingText(reading)}`,
      expected: `Expected: the rows of ${plain === null ? `no ${param}` : `${param}=${plain}`}: ${shown(want)}`,
      received: `Received: ${shown(got)}`,
    },
    exchange: test.ex,
  };
}

/**
 * A property over the time forms of STARTTRANS and STOPTRANS: an instant of the frame's rows (where
 * a bound makes a difference), written as epoch ms (text or JSON), in UTC or at any offset from
 * -12:00 to +14:00 by quarter hours, selects the rows of its epoch milliseconds.
 */
async function timeFormsProperty(ctx: CheckContext, setup: ListSetup, frames: Frames, times: readonly number[]): Promise<void> {
  const arb = fc.record({
    param: fc.constantFrom('STARTTRANS', 'STOPTRANS'),
    ms: fc.constantFrom(...times),
    quarters: fc.integer({ min: -48, max: 56 }),
    form: fc.constantFrom<ValueClass>('time-epoch-ms', 'time-iso-z', 'time-iso-offset'),
    json: fc.boolean(),
  });
  await checkProperty(ctx, arb, ({ param, ms, quarters, form, json }) => {
    const v: ClassValue =
      form === 'time-iso-z' ? { valueClass: form, value: new Date(ms).toISOString(), placement: 'query' }
      : form === 'time-iso-offset' ? { valueClass: form, value: withOffset(ms, quarters * 15), placement: 'query' }
      : { valueClass: form, value: json ? ms : String(ms), placement: json ? 'body' : 'query' };
    return tryCell(ctx, setup, frames, param, v, form === 'time-epoch-ms' ? { as: 'given' } : { as: 'instant' });
  });
}

export const valueClassesReadAsDocumented: ScenarioCheck = {
  id: 'value_classes_read_as_documented',
  kind: 'scenario',
  severity: 'major',
  rule: 'Every value class a list filter takes (a JSON number or its text, a text that is not a number, 0, negative and largest numbers, ids past 2^53, the time forms, booleans and other texts, texts of every script) is read as the input space says: the same rows as its plain reading, each row within it.',
  failsWhen: 'a list filter sent as one value class (a JSON number, a non-numeric text, an ISO date-time with an offset, TRUE, a text in another script ...) answers other rows than the same value in its plain form, or a row outside what that value selects.',
  async run(ctx) {
    for (const operation of LISTS) {
      const setup = await listSetup(ctx, operation);
      if (setup === undefined) continue;
      if (isFailure(setup)) return void reportFailure(ctx, setup);
      const frames: Frames = new Map();
      for (const [param, spec] of Object.entries(INPUT_SPACE[operation] ?? {})) {
        const seeds = setup.seeds(param);
        for (const [c, reading] of Object.entries(spec.classes) as [ValueClass, Reading][]) {
          if (!ctx.embedded && spec.fakeOnly?.[c] !== undefined) continue;
          const v = valueOf(c, seeds, { prefix: ctx.runPrefix, ...boundsOf(spec) });
          if (v === undefined) continue;
          reportFailure(ctx, await tryCell(ctx, setup, frames, param, v, reading));
        }
      }
      if (setup.times && setup.times.length > 0) await timeFormsProperty(ctx, setup, frames, setup.times);
    }
    await readIdentities(ctx);
  },
};
