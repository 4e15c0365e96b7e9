// The JSON packets of the action endpoints as the real server writes them (reference §8.5, §17):
// every field in the server's order with its default, so an echoed packet (the request packet in
// an answer, or the 412 echo of a packet of the wrong kind) has the real shape.
import { PACKET_CLASS, type PacketKind } from './enums.ts';

type Defaults = readonly (readonly [string, null | boolean | number | string])[];

const common: Defaults = [['comment', null], ['requestUserPacket', 0]];
const logFields: Defaults = [
  ['purge', false], ['clean', false], ['statuspending', false], ['statustransfer', false], ['statusdone', false],
  ['statuserror', false], ['rule', null], ['request', null], ['start', null], ['stop', null], ['startid', null], ['stopid', null],
];

/**
 * The fields of each packet kind in the order the real server writes them, each with its default
 * (`@class` not included), so that a packet echoed in an answer has the real shape.
 */
export const PACKET_FIELDS: Readonly<Record<PacketKind, Defaults>> = {
  log: [...common, ...logFields],
  logResponse: [...common, ...logFields, ['command', 0], ['filename', ''], ['exported', 0], ['purged', 0]],
  information: [...common, ['id', 0], ['request', 0], ['rulename', null], ['filename', null], ['to', false], ['idRequest', false]],
  bandwidth: [...common, ['setter', false], ['writeglobal', -10], ['readglobal', -10], ['writesession', -10], ['readsession', -10]],
  shutdownOrBlock: [...common, ['key', null], ['restartOrBlock', false], ['shutdownOrBlock', false]],
};

/** The full `@class` of a packet of `kind` under `prefix`, e.g. `org.vendor.openproto.protocol.localhandler.packet.json.LogJsonPacket`. */
export const packetClass = (kind: PacketKind, prefix: string): string => prefix + PACKET_CLASS[kind];

/** The packet kind a full `@class` names under `prefix`, if any. */
export function packetKindOf(className: string, prefix: string): PacketKind | undefined {
  if (!className.startsWith(prefix)) return undefined;
  const rest = className.slice(prefix.length);
  return (Object.keys(PACKET_CLASS) as PacketKind[]).find((k) => PACKET_CLASS[k] === rest);
}

/** `values` laid out as the server writes a packet of `kind`: `@class` first, every field, defaults for the missing ones. */
export function packetOf<V>(kind: PacketKind, prefix: string, values: Readonly<Record<string, V>>): Record<string, V | null | boolean | number | string> {
  const out: Record<string, V | null | boolean | number | string> = { '@class': packetClass(kind, prefix) };
  for (const [name, fallback] of PACKET_FIELDS[kind]) out[name] = values[name] !== undefined ? (values[name] as V) : fallback;
  return out;
}
