// The cells of REST v2's input space (contract/v2/input-space.ts) of one operation, each with the
// value to send: in the query string as text, or as a body member in its JSON form (a number class
// as a JSON number, except the number written as text). Shared by the v2 value-class checks, with
// how a reading's refusal and the error list are judged.
import { boundsOf, INPUT_SPACE, isJsonObject, type InputSpec, type JsonValue, type Reading, type ValueClass } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { answerText } from '../v2/v2-writes.ts';
import { valueOf, type Seeds } from './class-value.ts';
import { jsonNumber } from './packet-cells.ts';
import { readingText } from './reading-text.ts';

/** What the data offers the v2 classes beyond the v1 seeds: a name of the enumeration, an array, a period. */
export interface V2Seeds extends Seeds {
  readonly name?: string;
  readonly array?: JsonValue[];
  /** The target offers no value of the class the run may send (the cell is not sent). */
  readonly none?: true;
}

export interface V2Cell {
  readonly param: string;
  readonly spec: InputSpec;
  readonly valueClass: ValueClass;
  readonly reading: Reading;
  /** The value as sent (a JSON value in a body, a text in a query). */
  readonly value: JsonValue;
}

const AS_NUMBER: ReadonlySet<ValueClass> = new Set(['number-json', 'negative', 'zero', 'largest', 'past-2^53']);

/** The other case of a name: lower case, or upper case when it is all lower case already. */
export const otherCase = (name: string): string => (name.toLowerCase() === name ? name.toUpperCase() : name.toLowerCase());

/** The value of class `c`, or undefined when the seeds cannot make one. */
function valueFor(c: ValueClass, spec: InputSpec, seeds: V2Seeds, prefix: string, inBody: boolean): JsonValue | undefined {
  if (seeds.none) return undefined;
  const name = seeds.name ?? spec.names?.[0];
  switch (c) {
    case 'name-exact': return name;
    case 'name-other-case': return name === undefined ? undefined : otherCase(name);
    case 'duration-iso': return 'PT1H';
    case 'duration-months': return 'P1M';
    case 'array-json': return seeds.array;
    default: {
      const v = valueOf(c, seeds, { prefix, ...boundsOf(spec) });
      if (v === undefined) return undefined;
      const x = v.value;
      if (!inBody) return typeof x === 'bigint' ? x.toString() : (x as JsonValue);
      if (AS_NUMBER.has(c) && typeof x === 'string' && /^-?\d+$/.test(x)) return jsonNumber(x) as JsonValue;
      return x as JsonValue;
    }
  }
}

/** The cells of `operation` the run may send, with their values (seeds per parameter). */
export function v2Cells(ctx: CheckContext, operation: string, seeds: (param: string, c: ValueClass) => V2Seeds, inBody: boolean): V2Cell[] {
  return Object.entries(INPUT_SPACE[operation] ?? {}).flatMap(([param, spec]) =>
    (Object.entries(spec.classes) as [ValueClass, Reading][]).flatMap(([c, reading]) => {
      if (!ctx.embedded && spec.fakeOnly?.[c] !== undefined) return [];
      const value = valueFor(c, spec, seeds(param, c), ctx.runPrefix, inBody);
      return value === undefined ? [] : [{ param, spec, valueClass: c, reading, value }];
    }),
  );
}

/** A cell in a finding: `<what> with <param> <value> (<class>)`. */
export const v2CellText = (what: string, c: V2Cell): string => {
  const shown = JSON.stringify(c.value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? 'nothing';
  return `${what} with ${c.param} ${shown.length > 60 ? `${shown.slice(0, 40)}… (${shown.length} characters)` : shown} (${c.valueClass})`;
};

/** The errorCodes of a v2 error list. */
const errorCodes = (ex: Exchange): unknown[] => {
  const errors = isJsonObject(ex.json) ? ex.json['errors'] : undefined;
  return Array.isArray(errors) ? errors.map((e) => (isJsonObject(e) ? e['errorCode'] : undefined)) : [];
};

/**
 * For a refused reading: the failure when `ex` is not that status with that errorCode in its list.
 * For another reading: the failure when `ex` is not `ok`. Undefined when the answer is right so far.
 */
export function v2StatusFailure(what: string, c: V2Cell, ex: Exchange, ok: number): Failure | undefined {
  const status = ex.response?.status;
  const r = c.reading;
  if (r.as === 'rejected') {
    if (status === r.status && (r.errorCode === undefined || errorCodes(ex).includes(r.errorCode))) return undefined;
    return { finding: { title: `${v2CellText(what, c)}: not refused as documented`, expected: `Expected: ${r.status}, the value ${readingText(r)}`, received: `Received: ${answerText(ex)}` }, exchange: ex };
  }
  if (status === ok) return undefined;
  return { finding: { title: `${v2CellText(what, c)}: not accepted`, expected: `Expected: ${ok}, the value read ${readingText(r)}`, received: `Received: ${answerText(ex)}` }, exchange: ex };
}

/**
 * GET `path` with the cell in its query: the answer to judge further, or undefined when its status
 * decided (a refusal, or a status other than 200, reported here).
 */
export async function queriedCell(ctx: CheckContext, path: string, c: V2Cell): Promise<Exchange | undefined> {
  const ex = await ctx.call({ method: 'GET', path, query: { [c.param]: String(c.value) } });
  const bad = v2StatusFailure(`GET ${path}`, c, ex, 200);
  if (!bad && c.reading.as !== 'rejected') return ex;
  reportFailure(ctx, bad);
  return undefined;
}
