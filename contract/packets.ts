// The JSON packets of the action endpoints as the real server writes them (reference §8.5, §17):
// every field in the server's order with its default, so an echoed packet (the request packet in
// an answer, or the 412 echo of a packet of the wrong kind) has the real shape.
import { PACKET_CLASS, type PacketKind } from './enums.ts';

type Defaults = readonly (readonly [string, null | boolean | number | bigint | string])[];

const common: Defaults = [['comment', null], ['requestUserPacket', 0]];
const logFields: Defaults = [
  ['purge', false], ['clean', false], ['statuspending', false], ['statustransfer', false], ['statusdone', false],
  ['statuserror', false], ['rule', null], ['request', null], ['start', null], ['stop', null], ['startid', null], ['stopid', null],
];

/**
 * Java's Long.MIN_VALUE, R66's ILLEGALVALUE: the id a packet holds when none was given. Kept as
 * digits, beyond 2^53 (the answers write it as a JSON number; the fake's serialiser keeps bigints).
 */
export const ILLEGAL_VALUE = -9223372036854775808n;
/** The five parts of a configuration export or import, in the packets' order. */
export const CONFIG_PARTS = ['host', 'rule', 'business', 'alias', 'roles'] as const;
const exportFlags: Defaults = CONFIG_PARTS.map((p) => [p, false]);
const importFields: Defaults = [
  ...CONFIG_PARTS.map((p): readonly [string, boolean] => [`purge${p}`, false]),
  ...CONFIG_PARTS.map((p): readonly [string, null] => [p, null]),
  ...CONFIG_PARTS.map((p): readonly [string, bigint] => [`${p}id`, ILLEGAL_VALUE]),
];

/**
 * The fields of each packet kind in the order the real server writes them, each with its default
 * (`@class` not included), so that a packet echoed in an answer has the real shape.
 */
export const PACKET_FIELDS: Readonly<Record<PacketKind, Defaults>> = {
  log: [...common, ...logFields],
  logResponse: [...common, ...logFields, ['command', 0], ['filename', ''], ['exported', 0], ['purged', 0]],
  information: [...common, ['id', 0], ['request', 0], ['rulename', null], ['filename', null], ['idRequest', false], ['to', false]],
  bandwidth: [...common, ['setter', false], ['writeglobal', -10], ['readglobal', -10], ['writesession', -10], ['readsession', -10]],
  shutdownOrBlock: [...common, ['key', null], ['restartOrBlock', false], ['shutdownOrBlock', false]],
  // The order and defaults of 3.6.2's classes (its OPTIONS documents and answers, docs/real-server-3.6.2.md).
  transferRequest: [
    ...common, ['rulename', null], ['mode', 0], ['filename', null], ['requested', null], ['blocksize', 0], ['rank', 0], ['specialId', 0],
    ['validate', 0], ['originalSize', 0], ['fileInformation', null], ['separator', '{'], ['start', null], ['delay', 0], ['additionalDelay', false], ['toValidate', true],
  ],
  restartTransfer: [...common, ['requester', null], ['requested', null], ['specialid', ILLEGAL_VALUE], ['restarttime', null]],
  stopOrCancel: [...common, ['requester', null], ['requested', null], ['specialid', ILLEGAL_VALUE]],
  configExport: [...common, ...exportFlags],
  configExportResponse: [...common, ...exportFlags, ['command', 0], ['filehost', null], ['filerule', null], ['filebusiness', null], ['filealias', null], ['fileroles', null]],
  configImport: [...common, ...importFields],
  configImportResponse: [
    ...common, ...importFields, ['command', 0],
    ...CONFIG_PARTS.map((p): readonly [string, boolean] => [`purged${p}`, false]), ...CONFIG_PARTS.map((p): readonly [string, boolean] => [`imported${p}`, false]),
  ],
  businessRequest: [...common, ['className', null], ['arguments', null], ['extraArguments', null], ['delay', 0], ['toApplied', false], ['validated', false]],
};

/**
 * The packet fields that hold a date (epoch ms or a text): the `/log` packet's `start` and `stop`,
 * a transfer request's `start`, a restart's `restarttime`. A server's OPTIONS examples fill them
 * with "now" (what tmkit diff normalises, conformance/diff/normalise.ts).
 */
export const PACKET_DATE_FIELDS: readonly string[] = ['start', 'stop', 'restarttime'];

/** The full `@class` of a packet of `kind` under `prefix`, e.g. `org.vendor.openproto.protocol.localhandler.packet.json.LogJsonPacket`. */
export const packetClass = (kind: PacketKind, prefix: string): string => prefix + PACKET_CLASS[kind];

/** The packet kind a full `@class` names under `prefix`, if any. */
export function packetKindOf(className: string, prefix: string): PacketKind | undefined {
  if (!className.startsWith(prefix)) return undefined;
  const rest = className.slice(prefix.length);
  return (Object.keys(PACKET_CLASS) as PacketKind[]).find((k) => PACKET_CLASS[k] === rest);
}

/** `values` laid out as the server writes a packet of `kind`: `@class` first, every field, defaults for the missing ones. */
export function packetOf<V>(kind: PacketKind, prefix: string, values: Readonly<Record<string, V>>): Record<string, V | null | boolean | number | bigint | string> {
  const out: Record<string, V | null | boolean | number | bigint | string> = { '@class': packetClass(kind, prefix) };
  for (const [name, fallback] of PACKET_FIELDS[kind]) out[name] = values[name] !== undefined ? (values[name] as V) : fallback;
  return out;
}
