// Partner host records (DbHostAuth, reference §3.3, §8.2): the server's own host first, then
// partners named after companies and cities, some client-only (PORT -1, ADDRESS 0.0.0.0), some on
// SSL, a few inactive or proxied. HOSTKEY is shown through the caller's `hostKey` (the fake
// encrypts with its own key), the password is kept so tests can authenticate as any host.
import { UPDATED_INFO, type Host, RECORD_MODEL } from '../../contract/index.ts';
import { FACTORY_SALT, seededFaker, slug } from '../seeded-faker.ts';

/** A generated host: its record, and the plain password its HOSTKEY was made from (so tests can authenticate as it). */
export interface GeneratedHost {
  /** The DbHostAuth record as the server shows it. */
  readonly record: Host;
  /** The host's password, as bytes (UTF-8). */
  readonly password: Uint8Array;
}

/** Options of {@link generateHosts}. */
export interface HostFactoryOptions {
  /** Drives every value: the same seed gives the same hosts. */
  readonly seed: number;
  /** Number of hosts, the own host included. */
  readonly count: number;
  /** HOSTID of the server's own host, always the first. */
  readonly ownHostId: string;
  /** HOSTKEY as the server shows it, from a host's password (`displayHostKey`, or the fake's encryption). */
  readonly hostKey: (password: Uint8Array) => string;
}

/** Waarp's default ports: 6666 in clear, 6667 with SSL. */
export const DEFAULT_PORT = 6666;
/** Waarp's default SSL port, 6667: the PORT of generated SSL hosts. */
export const DEFAULT_SSL_PORT = 6667;

/**
 * Seeded partner host records (DbHostAuth): the server's own host first (10.0.0.10, port 6666,
 * active, administrator), then partners named after companies and cities, some client-only (PORT -1,
 * ADDRESS 0.0.0.0), some on SSL, a few inactive or proxied. Each keeps its plain password.
 */
export function generateHosts(options: HostFactoryOptions): GeneratedHost[] {
  const faker = seededFaker(options.seed, FACTORY_SALT.hosts);
  const ids = new Set<string>([options.ownHostId]);
  const hosts: GeneratedHost[] = [];
  for (let i = 0; i < options.count; i++) {
    const own = i === 0;
    let id = options.ownHostId;
    if (!own) {
      const company = slug(faker.company.name().split(/[\s,-]/)[0] ?? 'partner') || 'partner';
      const base = `${company}-${slug(faker.location.city()) || 'site'}`.slice(0, 40);
      id = base;
      for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
      ids.add(id);
    }
    // Host 1 is always a server, so every dataset has a partner that can be requested.
    // Every dataset of a few hosts has at least one client-only and one inactive partner (hosts 3
    // and 4, then every 7th and 9th), so the host filters always have something to select.
    const clientOnly = !own && i > 1 && (i % 7 === 3 || faker.datatype.boolean({ probability: 0.1 }));
    const ssl = !own && !clientOnly && faker.datatype.boolean({ probability: 0.3 });
    const password = Buffer.from(faker.internet.password({ length: faker.number.int({ min: 12, max: 20 }) }), 'utf8');
    const address = clientOnly ? '0.0.0.0'
      : own ? '10.0.0.10'
      : faker.datatype.boolean({ probability: 0.6 }) ? faker.internet.ipv4({ network: 'private-a' })
      : `mft.${faker.internet.domainName()}`;
    hosts.push({
      password,
      record: {
        '@model': RECORD_MODEL.hosts,
        HOSTID: id,
        ADDRESS: address,
        PORT: clientOnly ? -1 : ssl ? DEFAULT_SSL_PORT : own || faker.datatype.boolean({ probability: 0.8 }) ? DEFAULT_PORT : faker.number.int({ min: 1024, max: 65535 }),
        HOSTKEY: options.hostKey(password),
        ISSSL: ssl,
        ISCLIENT: clientOnly,
        ISPROXIFIED: !own && faker.datatype.boolean({ probability: 0.05 }),
        ADMINROLE: own || faker.datatype.boolean({ probability: 0.05 }),
        ISACTIVE: own || (i % 9 !== 4 && faker.datatype.boolean({ probability: 0.9 })),
        // Rows written through REST show TOSUBMIT until the scheduler's next cycle (reference §18).
        UPDATEDINFO: faker.datatype.boolean({ probability: 0.05 }) ? UPDATED_INFO.TOSUBMIT : UPDATED_INFO.NOTUPDATED,
      },
    });
  }
  return hosts;
}
