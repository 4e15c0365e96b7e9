// The cells of the input space of one packet operation (an action packet or the /v2/limits body),
// each with the value to put in the JSON body: a class that names a number (negative, zero,
// largest, past 2^53, a time in ms) goes as a JSON number, the text classes as text. Shared by
// the parts of value_classes_in_packets.
import { boundsOf, INPUT_SPACE, type Reading, type ValueClass } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { Exchange } from '../../client/client.ts';
import { instantOf, valueOf, type Seeds, type Sent } from './class-value.ts';
import { readingText } from './reading-text.ts';

export interface PacketCell {
  readonly param: string;
  readonly valueClass: ValueClass;
  readonly reading: Reading;
  readonly value: Sent;
}

const AS_NUMBER: ReadonlySet<ValueClass> = new Set(['negative', 'zero', 'largest', 'past-2^53', 'time-epoch-ms', 'time-zero']);

/** A text of digits as a JSON number (a bigint beyond 2^53). */
export const jsonNumber = (s: string): number | bigint => (Number.isSafeInteger(Number(s)) ? Number(s) : BigInt(s));

/** Every cell of `operation` the run may send, with a value made from the seeds of its parameter. */
export function packetCells(ctx: CheckContext, operation: string, seeds: (param: string) => Seeds): PacketCell[] {
  return Object.entries(INPUT_SPACE[operation] ?? {}).flatMap(([param, spec]) =>
    (Object.entries(spec.classes) as [ValueClass, Reading][]).flatMap(([c, reading]) => {
      if (!ctx.embedded && spec.fakeOnly?.[c] !== undefined) return [];
      const v = valueOf(c, seeds(param), { prefix: ctx.runPrefix, ...boundsOf(spec) });
      if (v === undefined) return [];
      const value = AS_NUMBER.has(c) && typeof v.value === 'string' && /^-?\d+$/.test(v.value) ? jsonNumber(v.value) : v.value;
      return [{ param, valueClass: c, reading, value }];
    }),
  );
}

/** The number a numeric value reads as under its reading: undefined for absent, the instant for a time. */
export function numberRead(cell: PacketCell): number | bigint | boolean | undefined {
  const r = cell.reading;
  if (r.as === 'absent' || r.as === 'rejected') return undefined;
  if (r.as === 'value') return r.value;
  if (r.as === 'instant') return instantOf(cell.value);
  return typeof cell.value === 'string' && /^-?\d+$/.test(cell.value) ? jsonNumber(cell.value) : (cell.value as number | bigint);
}

export const cellText = (what: string, c: PacketCell): string => `${what} with ${c.param} ${JSON.stringify(typeof c.value === 'bigint' ? String(c.value) : c.value)} (${c.valueClass})`;

/** Reports a refusal that did not come, or a refusal where the value must be read; answers whether the answer was accepted. */
export function accepted(ctx: CheckContext, ex: Exchange, c: PacketCell, what: string, ok: number): boolean {
  const status = ex.response?.status;
  if (c.reading.as === 'rejected') {
    if (status !== c.reading.status) ctx.report({ title: `${cellText(what, c)}: not refused`, expected: `Expected: ${c.reading.status} (${readingText(c.reading)})`, received: `Received: ${status ?? 'no answer'}` }, ex);
    return false;
  }
  if (status === ok) return true;
  ctx.report({ title: `${cellText(what, c)}: not accepted`, expected: `Expected: ${ok}, the value read ${readingText(c.reading)}`, received: `Received: ${status ?? 'no answer'}` }, ex);
  return false;
}
