// How PUT /bandwidth turns requested values into limits (reference §6, confirmed §18): each value
// truncated toward zero to a multiple of 10; still negative means "keep the current value"; then
// 0 or less means unlimited (0); a session limit above its global limit is lowered to it.
import type { ServerLimits } from '../../limits-state.ts';

export interface BandwidthRequest {
  readonly writeglobal: number;
  readonly readglobal: number;
  readonly writesession: number;
  readonly readsession: number;
}

function next(requested: number, current: number): number {
  const rounded = Math.trunc(requested / 10) * 10;
  if (rounded < 0) return current;
  return Math.max(rounded, 0);
}

const capped = (session: number, global: number) => (session > global ? global : session);

export function applyBandwidth(current: ServerLimits, r: BandwidthRequest): ServerLimits {
  const writeGlobal = next(r.writeglobal, current.writeGlobal);
  const readGlobal = next(r.readglobal, current.readGlobal);
  return {
    writeGlobal,
    readGlobal,
    writeSession: capped(next(r.writesession, current.writeSession), writeGlobal),
    readSession: capped(next(r.readsession, current.readSession), readGlobal),
    delay: current.delay,
  };
}
