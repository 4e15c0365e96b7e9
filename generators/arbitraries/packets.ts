// fast-check arbitraries of the action packets (reference §8.5): LogJsonPacket, InformationJsonPacket,
// BandwidthJsonPacket and ShutdownOrBlockJsonPacket, under a configurable `@class` prefix.
import fc from 'fast-check';
import { DEFAULT_CLASS_PREFIX, PACKET_CLASS, REQUEST_USER_PACKET, type BandwidthPacket, type LogPacket, type ShutdownOrBlockPacket } from '../../contract/index.ts';
import type { InformationPacketOut } from '../factories/packet-factory.ts';
import { base64Arb, epochMsArb, hostIdArb, isoDateArb, ruleNameArb, specialIdArb } from './atoms.ts';

export interface PacketArbitraryOptions {
  readonly classPrefix?: string;
  readonly hostIds?: readonly string[];
  readonly rules?: readonly string[];
}

const from = <T>(items: readonly T[] | undefined, otherwise: fc.Arbitrary<T>) => (items && items.length > 0 ? fc.constantFrom(...items) : otherwise);
const comment = fc.option(fc.constantFrom('export', 'audit', 'block for maintenance'), { nil: null });

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
