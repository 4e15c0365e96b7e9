// The scalar coercions Jackson makes when the real server reads a packet (observed on 3.6.2,
// 2026-11-26): a boolean field takes the texts true, True, TRUE (false alike), a long field takes
// a text of decimal digits. Applied before the packet schema, so anything else is still refused.
import { PACKET_FIELDS, type JsonObject, type PacketKind } from '../../../contract/index.ts';

const BOOLEAN_TEXTS: Readonly<Record<string, boolean>> = { true: true, True: true, TRUE: true, false: false, False: false, FALSE: false };

/** The packet with Jackson's coercible texts replaced by the boolean or integer they read as. */
export function coerceScalars(kind: PacketKind, packet: JsonObject): JsonObject {
  const out: JsonObject = Object.create(null);
  Object.assign(out, packet);
  for (const [name, fallback] of PACKET_FIELDS[kind]) {
    const v = packet[name];
    if (typeof v !== 'string') continue;
    if (typeof fallback === 'boolean' && Object.hasOwn(BOOLEAN_TEXTS, v)) out[name] = BOOLEAN_TEXTS[v] as boolean;
    else if (typeof fallback === 'number' && /^-?\d+$/.test(v)) {
      const n = BigInt(v);
      out[name] = Number.isSafeInteger(Number(n)) ? Number(n) : n;
    }
  }
  return out;
}
