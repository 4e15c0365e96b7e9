// fast-check arbitraries of the action packets (reference §8.5): LogJsonPacket, InformationJsonPacket,
// BandwidthJsonPacket and ShutdownOrBlockJsonPacket, under a configurable `@class` prefix.
import fc from 'fast-check';
import { DEFAULT_CLASS_PREFIX, PACKET_CLASS, REQUEST_USER_PACKET, type BandwidthPacket, type LogPacket, type ShutdownOrBlockPacket } from '../../contract/index.ts';
import type { InformationPacketOut } from '../factories/packet-factory.ts';
import { base64Arb, epochMsArb, hostIdArb, isoDateArb, ruleNameArb, specialIdArb } from './atoms.ts';

/** Options of the packet arbitraries. */
export interface PacketArbitraryOptions {
  /** The `@class` prefix (default `org.vendor.openproto.`; a real server uses `org.waarp.openr66.`). */
  readonly classPrefix?: string;
  /** Host ids to draw from (default: any). */
  readonly hostIds?: readonly string[];
  /** Rule names to draw from (default: any). */
  readonly rules?: readonly string[];
}

const from = <T>(items: readonly T[] | undefined, otherwise: fc.Arbitrary<T>) => (items && items.length > 0 ? fc.constantFrom(...items) : otherwise);
const comment = fc.option(fc.constantFrom('export', 'audit', 'block for maintenance'), { nil: null });

/**
 * A fast-check arbitrary of LogJsonPacket, the request of GET /log: `@class` always there, the
 * other fields optional (purge and clean, status flags, rule, host, start/stop dates as epoch ms or
 * ISO 8601, start/stop ids as text, each possibly null).
 *
 * @example
 * fc.sample(logPacketArb({ classPrefix: REAL_CLASS_PREFIX }), 2);
 */
export function logPacketArb(o: PacketArbitraryOptions = {}): fc.Arbitrary<LogPacket> {
  const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
  return fc.record({
    '@class': fc.constant((o.classPrefix ?? DEFAULT_CLASS_PREFIX) + PACKET_CLASS.log),
    comment,
    requestUserPacket: fc.constant(REQUEST_USER_PACKET.LOGPACKET),
    purge: fc.boolean(), clean: fc.boolean(),
    statuspending: fc.boolean(), statustransfer: fc.boolean(), statusdone: fc.boolean(), statuserror: fc.boolean(),
    rule: nullable(from(o.rules, ruleNameArb)),
    request: nullable(from(o.hostIds, hostIdArb)),
    start: nullable(fc.oneof(epochMsArb, isoDateArb)),
    stop: nullable(fc.oneof(epochMsArb, isoDateArb)),
    startid: nullable(specialIdArb.map(String)),
    stopid: nullable(specialIdArb.map(String)),
  }, { requiredKeys: ['@class'] });
}

/** A fast-check arbitrary of InformationJsonPacket, the request of GET /info: `@class` always there; `id` (a bigint SPECIALID), `request` 0-3, rule or host name, file name, `idRequest` and `to` optional. */
export function informationPacketArb(o: PacketArbitraryOptions = {}): fc.Arbitrary<InformationPacketOut> {
  return fc.record({
    '@class': fc.constant((o.classPrefix ?? DEFAULT_CLASS_PREFIX) + PACKET_CLASS.information),
    comment,
    requestUserPacket: fc.constant(REQUEST_USER_PACKET.INFORMATIONPACKET),
    id: specialIdArb,
    request: fc.integer({ min: 0, max: 3 }),
    rulename: fc.option(fc.oneof(from(o.rules, ruleNameArb), from(o.hostIds, hostIdArb)), { nil: null }),
    filename: fc.option(fc.constantFrom('*', '*.csv', 'invoice.pdf'), { nil: null }),
    idRequest: fc.boolean(),
    to: fc.boolean(),
  }, { requiredKeys: ['@class'] });
}

/** A fast-check arbitrary of BandwidthJsonPacket (/bandwidth): `@class` always there; `setter` and the four limits optional, each -10 (the packet's default), 0 or positive. */
export function bandwidthPacketArb(o: PacketArbitraryOptions = {}): fc.Arbitrary<BandwidthPacket> {
  const value = fc.oneof(fc.constant(-10), fc.constant(0), fc.integer({ min: 1, max: 1_000_000_000 }));
  return fc.record({
    '@class': fc.constant((o.classPrefix ?? DEFAULT_CLASS_PREFIX) + PACKET_CLASS.bandwidth),
    comment,
    requestUserPacket: fc.constant(REQUEST_USER_PACKET.BANDWIDTHPACKET),
    setter: fc.boolean(),
    writeglobal: value, readglobal: value, writesession: value, readsession: value,
  }, { requiredKeys: ['@class'] });
}

/** A fast-check arbitrary of ShutdownOrBlockJsonPacket (PUT /server): `@class` always there; the packet number (shutdown or block), a base64 key or null, and the two flags optional. */
export function shutdownOrBlockPacketArb(o: PacketArbitraryOptions = {}): fc.Arbitrary<ShutdownOrBlockPacket> {
  return fc.record({
    '@class': fc.constant((o.classPrefix ?? DEFAULT_CLASS_PREFIX) + PACKET_CLASS.shutdownOrBlock),
    comment,
    requestUserPacket: fc.constantFrom(REQUEST_USER_PACKET.SHUTDOWNPACKET, REQUEST_USER_PACKET.BLOCKREQUESTPACKET),
    key: fc.option(base64Arb, { nil: null }),
    shutdownOrBlock: fc.boolean(),
    restartOrBlock: fc.boolean(),
  }, { requiredKeys: ['@class'] });
}
