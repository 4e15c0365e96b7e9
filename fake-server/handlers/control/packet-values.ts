// Reading the fields of a /control packet once the packet schema has accepted it: strings, longs
// (a number or, past 2^53, a bigint) and dates (epoch ms or an ISO 8601 text, as Jackson reads a Date).
import { ILLEGAL_VALUE, type JsonObject } from '../../../contract/index.ts';

/** A text field, or undefined when it is null, missing or empty (3.6.2 treats them alike). */
export const textOf = (p: JsonObject, name: string): string | undefined => {
  const v = p[name];
  return typeof v === 'string' && v !== '' ? v : undefined;
};

/** A long field as a bigint; missing or null reads as the packet's default, ILLEGALVALUE for ids. */
export function longOf(p: JsonObject, name: string, fallback: bigint = ILLEGAL_VALUE): bigint {
  const v = p[name];
  if (typeof v === 'bigint') return v;
  return typeof v === 'number' ? BigInt(Math.trunc(v)) : fallback;
}

/** An integer field as a number (ints and small longs), or `fallback`. */
export function intOf(p: JsonObject, name: string, fallback: number): number {
  const v = p[name];
  if (typeof v === 'number') return Math.trunc(v);
  return typeof v === 'bigint' ? Number(v) : fallback;
}

/** A date field in epoch ms, or undefined when absent, null or not a date. */
export function dateOf(p: JsonObject, name: string): number | undefined {
  const v = p[name];
  if (typeof v === 'number' || typeof v === 'bigint') return Number(v);
  if (typeof v !== 'string') return undefined;
  const ms = Date.parse(v);
  return Number.isNaN(ms) ? undefined : ms;
}
