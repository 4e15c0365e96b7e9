// What PUT /bandwidth should make of requested values (reference §6, confirmed §18), as the suite
// expects it (written here from the reference, not taken from the fake): each value truncated
// toward zero to a multiple of 10; still negative means "keep the current value"; then 0 or less
// means unlimited (0); a session limit above its global limit is lowered to it (global 0 included).
import type { Exchange } from '../../client/client.ts';
import { firstResult, numberOf } from './support.ts';

export const BANDWIDTH_FIELDS = ['writeglobal', 'readglobal', 'writesession', 'readsession'] as const;
export type BandwidthField = (typeof BANDWIDTH_FIELDS)[number];
export type Bandwidth = Readonly<Record<BandwidthField, number>>;

/** A field left out of the packet has the packet's default, -10: keep the current value. */
const DEFAULT_VALUE = -10;

function next(requested: number, current: number): number {
  const rounded = Math.trunc(requested / 10) * 10;
  if (rounded < 0) return current;
  return rounded <= 0 ? 0 : rounded;
}

const capped = (session: number, global: number) => (session > global ? global : session);

export function expectedBandwidth(current: Bandwidth, requested: Readonly<Partial<Record<BandwidthField, number>>>): Bandwidth {
  const value = (f: BandwidthField) => next(requested[f] ?? DEFAULT_VALUE, current[f]);
  const writeglobal = value('writeglobal');
  const readglobal = value('readglobal');
  return { writeglobal, readglobal, writesession: capped(value('writesession'), writeglobal), readsession: capped(value('readsession'), readglobal) };
}

/** The four values of a /bandwidth answer (`answer.results[0]`), or undefined when one is missing. */
export function bandwidthOf(ex: Exchange): Bandwidth | undefined {
  const packet = firstResult(ex);
  const out: Partial<Record<BandwidthField, number>> = {};
  for (const f of BANDWIDTH_FIELDS) {
    const v = numberOf(packet?.[f]);
    if (v === undefined) return undefined;
    out[f] = v;
  }
  return out as Bandwidth;
}

export const sameBandwidth = (a: Bandwidth, b: Bandwidth): boolean => BANDWIDTH_FIELDS.every((f) => a[f] === b[f]);

export const showBandwidth = (b: Bandwidth | undefined): string => (b ? BANDWIDTH_FIELDS.map((f) => `${f} ${b[f]}`).join(', ') : 'no readable values');
