// Host configuration records (DbHostConfiguration, reference §3.4, §8.3): XML fragments stored as
// text with whitespace collapsed, naming existing hosts only. BUSINESS lists the hosts allowed to
// send business requests, ROLES the role set of each partner (expanded as the real server writes
// it, `READONLY TRANSFER PARTNER`), ALIASES other names of hosts, OTHERS the version.
import { ROLES, UPDATED_INFO, type HostConfiguration, RECORD_MODEL } from '../../contract/index.ts';
import { FACTORY_SALT, seededFaker, slug } from '../seeded-faker.ts';
import { escapeXmlText } from '../xml-text.ts';

/** Options of {@link generateHostConfigs}. */
export interface HostConfigFactoryOptions {
  /** Drives every value: the same seed gives the same records. */
  readonly seed: number;
  /** Every host of the dataset; the first is the server's own host. */
  readonly hostIds: readonly string[];
  /** The version OTHERS records (the real server writes its own, e.g. 3.6.2). */
  readonly version?: string;
}

const ROLE_NAMES = Object.keys(ROLES).filter((n) => n !== 'NOACCESS') as (keyof typeof ROLES)[];
/** Role masks administrators actually give: partners, operators, admins. */
const GRANTED = [ROLES.PARTNER, ROLES.PARTNER, ROLES.PARTNER | ROLES.LOGCONTROL, ROLES.CONFIGADMIN, ROLES.CONFIGADMIN | ROLES.SYSTEM, ROLES.READONLY, ROLES.FULLADMIN];

/** A role mask as the real server writes a roleset: every role whose bits it holds, in enum order. */
export function rolesetText(mask: number): string {
  return ROLE_NAMES.filter((name) => (ROLES[name] & mask) === ROLES[name]).join(' ');
}

const el = (tag: string, text: string) => `<${tag}>${escapeXmlText(text)}</${tag}>`;

/**
 * One seeded host configuration record (DbHostConfiguration) per host id, as XML fragments that
 * name existing hosts only: BUSINESS (hosts allowed to send business requests), ROLES (each
 * partner's role set, expanded as the real server writes it), ALIASES (other names of hosts) and
 * OTHERS (the version, default `3.6.2`). The own host's configuration names every partner.
 */
export function generateHostConfigs(options: HostConfigFactoryOptions): HostConfiguration[] {
  const faker = seededFaker(options.seed, FACTORY_SALT.hostconfigs);
  const ids = options.hostIds;
  const version = options.version ?? '3.6.2';
  return ids.map((id, i) => {
    const others = ids.filter((h) => h !== id);
    // The own host's configuration names every partner; a partner's names a few of them.
    const known = i === 0 ? others : faker.helpers.arrayElements(others, { min: 0, max: Math.min(4, others.length) });
    const business = faker.helpers.arrayElements(known, { min: Math.min(1, known.length), max: Math.min(6, known.length) });
    const roles = known.map((h) => `<role>${el('roleid', h)}${el('roleset', rolesetText(faker.helpers.arrayElement(GRANTED)))}</role>`);
    const aliased = [id, ...faker.helpers.arrayElements(known, { min: 0, max: Math.min(2, known.length) })];
    const aliases = aliased.map((h) => {
      const names = faker.helpers.uniqueArray(() => `${slug(faker.word.adjective())}-${h}`, faker.number.int({ min: 1, max: 2 }));
      return `<alias>${el('realid', h)}${el('aliasid', names.join(' '))}</alias>`;
    });
    const seeAll = known.length > 0 && faker.datatype.boolean({ probability: 0.2 }) ? el('seeallid', faker.helpers.arrayElement(known)) : '';
    return {
      '@model': RECORD_MODEL.hostconfigs,
      HOSTID: id,
      BUSINESS: `<business>${business.map((h) => el('businessid', h)).join('')}</business>`,
      ROLES: `<roles>${roles.join('')}</roles>`,
      ALIASES: `<aliases>${aliases.join('')}</aliases>`,
      OTHERS: `<root>${el('version', version)}${seeAll}</root>`,
      UPDATEDINFO: UPDATED_INFO.NOTUPDATED,
    };
  });
}
