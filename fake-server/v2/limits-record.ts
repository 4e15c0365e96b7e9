// The limits record of /v2/limits (reference §11) and how its fields map onto the one limits state
// (fake-server/limits-state.ts): "down" is the server's read limit, "up" its write limit.
import { LIMITS_FIELDS } from '../../contract/index.ts';
import type { ServerLimits } from '../limits-state.ts';

export type LimitsField = (typeof LIMITS_FIELDS)[number];

export const STATE_KEY_OF: Readonly<Record<LimitsField, keyof ServerLimits>> = {
  downGlobalLimit: 'readGlobal',
  upGlobalLimit: 'writeGlobal',
  downSessionLimit: 'readSession',
  upSessionLimit: 'writeSession',
  delayLimit: 'delay',
};

const BY_LOWER_CASE = new Map<string, LimitsField>(LIMITS_FIELDS.map((f) => [f.toLowerCase(), f]));

/** The limits field an input key names: names are matched case-insensitively (reference §11). */
export const limitsFieldOf = (key: string): LimitsField | undefined => BY_LOWER_CASE.get(key.toLowerCase());

/** The record in the real server's output order (down before up, global before session, delay last). */
export function limitsRecord(l: ServerLimits) {
  return {
    downGlobalLimit: l.readGlobal,
    upGlobalLimit: l.writeGlobal,
    downSessionLimit: l.readSession,
    upSessionLimit: l.writeSession,
    delayLimit: l.delay,
  };
}
