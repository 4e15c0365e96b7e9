// Request packets of the action endpoints (reference §4-§7, §8.5): LogJsonPacket (GET /log),
// InformationJsonPacket (GET /info), BandwidthJsonPacket (/bandwidth) and
// ShutdownOrBlockJsonPacket (PUT /server), with `@class` under a configurable prefix (DESIGN §2.4)
// and values that name the dataset's rules, hosts and transfers.
import {
  DEFAULT_CLASS_PREFIX, INFORMATION_REQUEST, PACKET_CLASS, REQUEST_USER_PACKET,
  type BandwidthPacket, type InformationPacket, type LogPacket, type ShutdownOrBlockPacket,
} from '../../contract/index.ts';
import { FACTORY_SALT, seededFaker } from '../seeded-faker.ts';
import { DEFAULT_WINDOW_MS } from './transfer-factory.ts';

/** An information packet whose `id` is a SPECIALID, kept exact (bigint) for ids beyond 2^53. */
export type InformationPacketOut = Omit<InformationPacket, 'id'> & { id?: bigint };

/** Options of {@link createPacketFactory}: the seed, and the dataset the packets name. */
export interface PacketFactoryOptions {
  /** Drives every value: the same options give the same packets, in the same order. */
  readonly seed: number;
  /** The clock's reading: /log date ranges end at it. */
  readonly now: number;
  /** Rule names (IDRULE) of the dataset. */
  readonly rules: readonly string[];
  /** Host ids of the dataset. */
  readonly hostIds: readonly string[];
  /** Some SPECIALIDs of the dataset, for /info and /log id ranges. */
  readonly transferIds: readonly bigint[];
  /** The `@class` prefix (default `org.vendor.openproto.`). */
  readonly classPrefix?: string;
}

/** Makes request packets of the action endpoints, one per call, each from the factory's seeded sequence. */
export interface PacketFactory {
  /** A LogJsonPacket for GET /log: status flags, and maybe a rule, host, date range and id range. */
  logPacket(): LogPacket;
  /** An InformationJsonPacket for GET /info: a transfer's information (with its id) or a rule folder's files. */
  informationPacket(): InformationPacketOut;
  /** A BandwidthJsonPacket for /bandwidth: a getter, or a setter with new limits. */
  bandwidthPacket(): BandwidthPacket;
  /** A ShutdownOrBlockJsonPacket for PUT /server: mostly a block request, sometimes a shutdown; its key is random. */
  shutdownOrBlockPacket(): ShutdownOrBlockPacket;
}

/**
 * A seeded factory of request packets for the action endpoints (GET /log, GET /info, /bandwidth,
 * PUT /server), with `@class` under the given prefix and values that name the dataset's rules,
 * hosts and transfers.
 *
 * @example
 * const packets = createPacketFactory({ seed: 1, now: Date.now(), rules: ['send-invoices'], hostIds: ['server1', 'acme-paris'], transferIds: [] });
 * const body = JSON.stringify(packets.bandwidthPacket());
 */
export function createPacketFactory(o: PacketFactoryOptions): PacketFactory {
  const faker = seededFaker(o.seed, FACTORY_SALT.packets);
  const prefix = o.classPrefix ?? DEFAULT_CLASS_PREFIX;
  const maybe = <T>(p: number, value: () => T): T | null => (faker.datatype.boolean({ probability: p }) ? value() : null);
  const someId = () => (o.transferIds.length > 0 ? faker.helpers.arrayElement(o.transferIds) : BigInt(faker.number.int({ min: 1, max: 1_000_000 })));
  const limit = () => faker.helpers.arrayElement([0, 1_048_576, 5_000_000, 10_485_760, 104_857_600]);
  return {
    logPacket() {
      const since = o.now - faker.number.int({ min: 0, max: DEFAULT_WINDOW_MS });
      const ids = [someId(), someId()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      return {
        '@class': prefix + PACKET_CLASS.log,
        comment: faker.helpers.arrayElement(['monthly export', 'purge old history', 'audit', null]),
        requestUserPacket: REQUEST_USER_PACKET.LOGPACKET,
        purge: faker.datatype.boolean({ probability: 0.2 }),
        clean: faker.datatype.boolean({ probability: 0.2 }),
        statuspending: faker.datatype.boolean(),
        statustransfer: faker.datatype.boolean(),
        statusdone: faker.datatype.boolean(),
        statuserror: faker.datatype.boolean(),
        rule: maybe(0.3, () => faker.helpers.arrayElement(o.rules)),
        request: maybe(0.3, () => faker.helpers.arrayElement(o.hostIds)),
        start: maybe(0.5, () => since),
        stop: maybe(0.3, () => faker.number.int({ min: since, max: o.now })),
        // The real server reads ids as text; a string keeps every digit of a 64-bit id.
        startid: maybe(0.3, () => String(ids[0])),
        stopid: maybe(0.3, () => String(ids[1])),
      };
    },
    informationPacket() {
      const idRequest = faker.datatype.boolean({ probability: 0.7 });
      return {
        '@class': prefix + PACKET_CLASS.information,
        comment: null,
        requestUserPacket: REQUEST_USER_PACKET.INFORMATIONPACKET,
        ...(idRequest ? { id: someId() } : {}),
        request: faker.helpers.arrayElement(Object.values(INFORMATION_REQUEST)),
        rulename: faker.helpers.arrayElement(idRequest ? o.hostIds : o.rules),
        filename: idRequest ? null : faker.helpers.arrayElement(['*', '*.csv', faker.system.fileName()]),
        idRequest,
        to: faker.datatype.boolean(),
      };
    },
    bandwidthPacket() {
      const setter = faker.datatype.boolean();
      const base = { '@class': prefix + PACKET_CLASS.bandwidth, comment: null, requestUserPacket: REQUEST_USER_PACKET.BANDWIDTHPACKET, setter };
      if (!setter) return base;
      const write = limit(), read = limit();
      return { ...base, writeglobal: write, readglobal: read, writesession: Math.floor(write / 4), readsession: Math.floor(read / 4) };
    },
    shutdownOrBlockPacket() {
      // Blocking new requests is the everyday use; a shutdown (optionally with restart) is rare.
      const shutdown = faker.datatype.boolean({ probability: 0.2 });
      return {
        '@class': prefix + PACKET_CLASS.shutdownOrBlock,
        comment: null,
        requestUserPacket: shutdown ? REQUEST_USER_PACKET.SHUTDOWNPACKET : REQUEST_USER_PACKET.BLOCKREQUESTPACKET,
        // MD5 of the admin password and salt (reference §7.2): 16 bytes, base64.
        key: Buffer.from(faker.string.hexadecimal({ length: 32, prefix: '', casing: 'lower' }), 'hex').toString('base64'),
        shutdownOrBlock: shutdown,
        restartOrBlock: faker.datatype.boolean(),
      };
    },
  };
}
