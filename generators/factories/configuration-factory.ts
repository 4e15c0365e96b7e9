// Bandwidth configuration records (DbConfiguration, reference §3.5, §8.4): per-host read and write
// limits in bytes per second (0 = none) and the delay between two checks in ms. A session limit
// never exceeds its global limit, and a global 0 means no session limit either (reference §6).
import { UPDATED_INFO, type Configuration, RECORD_MODEL } from '../../contract/index.ts';
import { FACTORY_SALT, seededFaker } from '../seeded-faker.ts';

/** Options of {@link generateConfigurations}. */
export interface ConfigurationFactoryOptions {
  /** Drives every value: the same seed gives the same records. */
  readonly seed: number;
  /** The hosts to make a configuration for, one each. */
  readonly hostIds: readonly string[];
}

const MIB = 1024 * 1024;
/** Global limits administrators set: round numbers of bytes per second. */
const GLOBAL_LIMITS = [0, 0, 0, MIB, 5 * MIB, 10 * MIB, 50 * MIB, 100 * MIB, 10_000_000, 1_000_000];
const DELAYS = [0, 1000, 5000, 10_000, 10_000, 30_000, 60_000];

/**
 * One seeded bandwidth configuration record (DbConfiguration) per host id: global read and write
 * limits in round bytes per second (0: none), session limits that never exceed them (0 when the
 * global one is 0), and a delay between checks in ms.
 */
export function generateConfigurations(options: ConfigurationFactoryOptions): Configuration[] {
  const faker = seededFaker(options.seed, FACTORY_SALT.configurations);
  const session = (global: number) => {
    if (global === 0) return 0;
    const share = faker.helpers.arrayElement([1, 2, 4, 10]);
    return Math.floor(global / share);
  };
  return options.hostIds.map((id) => {
    const read = faker.helpers.arrayElement(GLOBAL_LIMITS);
    const write = faker.datatype.boolean({ probability: 0.7 }) ? read : faker.helpers.arrayElement(GLOBAL_LIMITS);
    return {
      '@model': RECORD_MODEL.configurations,
      HOSTID: id,
      READGLOBALLIMIT: read,
      WRITEGLOBALLIMIT: write,
      READSESSIONLIMIT: session(read),
      WRITESESSIONLIMIT: session(write),
      DELAYLIMIT: faker.helpers.arrayElement(DELAYS),
      UPDATEDINFO: UPDATED_INFO.NOTUPDATED,
    };
  });
}
