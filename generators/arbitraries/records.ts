// fast-check arbitraries of the four records, valid against the contract and plausible: a
// transfer's steps and statuses are one of the combinations a real server shows
// (transfer-states.ts). Host ids and rules can be tied to a dataset so records stay consistent.
import fc from 'fast-check';
import { statusJson, type Configuration, type Host, type HostConfiguration, type Transfer, RECORD_MODEL } from '../../contract/index.ts';
import { rolesetText } from '../factories/hostconfig-factory.ts';
import { shapesOf, TRANSFER_STATES } from '../transfer-states.ts';
import { escapeXmlText } from '../xml-text.ts';
import {
  base64Arb, blockSizeArb, epochMsArb, fileNameArb, filePathArb, hostIdArb, limitArb, modeTransArb,
  ruleNameArb, saneTextArb, specialIdArb, updatedInfoArb,
} from './atoms.ts';

/** Options of the record, body and filter arbitraries: tie the values to a dataset's hosts and rules so that records stay consistent. */
export interface RecordArbitraryOptions {
  /** Host ids to draw REQUESTER, REQUESTED, OWNERREQ and HOSTID from (default: any host id). */
  readonly hostIds?: readonly string[];
  /** Rule names to draw IDRULE from (default: any rule name). */
  readonly rules?: readonly string[];
}

const from = <T>(items: readonly T[] | undefined, otherwise: fc.Arbitrary<T>) => (items && items.length > 0 ? fc.constantFrom(...items) : otherwise);

/** Every plausible (UPDATEDINFO, steps, statuses) combination, the most common first so shrinking ends there. */
export const TRANSFER_SHAPES = TRANSFER_STATES.flatMap((state) => shapesOf(state).map((shape) => ({ updatedInfo: state.updatedInfo, ...shape })));

/**
 * A fast-check arbitrary of transfer records (DbTaskRunner), valid against the contract and
 * plausible: steps and statuses are one of the combinations a real server shows, STOPTRANS is not
 * before STARTTRANS, SPECIALID is any 64-bit id (a bigint). Shrinks towards the most common state.
 *
 * @param options - Host ids and rules to draw from (default: any).
 *
 * @example
 * fc.assert(fc.property(transferArb(), (t) => recordViolations('DbTaskRunner', t).length === 0), { seed: 42 });
 * fc.sample(transferArb({ hostIds: ['server1', 'acme-paris'], rules: ['send-invoices'] }), 3);
 */
export function transferArb(options: RecordArbitraryOptions = {}): fc.Arbitrary<Transfer> {
  const host = from(options.hostIds, hostIdArb);
  return fc.record({
    id: specialIdArb,
    shape: fc.constantFrom(...TRANSFER_SHAPES),
    rule: from(options.rules, ruleNameArb),
    mode: modeTransArb,
    file: filePathArb,
    original: fileNameArb,
    info: saneTextArb(),
    moved: fc.boolean(),
    block: blockSizeArb,
    owner: host,
    requester: host,
    requested: host,
    step: fc.integer({ min: -1, max: 10 }),
    rank: fc.nat({ max: 1_000_000 }),
    start: epochMsArb,
    duration: fc.nat({ max: 86_400_000 }),
    size: fc.integer({ min: -1, max: 2 ** 40 }),
    follow: fc.oneof(fc.constant(''), fc.bigInt({ min: 1n, max: 2n ** 62n }).map(String)),
  }).map((r) => ({
    '@model': RECORD_MODEL.transfers,
    SPECIALID: r.id,
    RETRIEVEMODE: r.mode % 2 === 0 && r.mode > 0,
    IDRULE: r.rule,
    MODETRANS: r.mode,
    FILENAME: r.file,
    ORIGINALNAME: r.original,
    FILEINFO: r.info,
    ISMOVED: r.moved,
    BLOCKSZ: r.block,
    OWNERREQ: r.owner,
    REQUESTER: r.requester,
    REQUESTED: r.requested,
    TRANSFERINFO: r.follow ? `{"follow":"${r.follow}"}` : '{}',
    GLOBALSTEP: r.shape.globalStep,
    GLOBALLASTSTEP: r.shape.globalLastStep,
    STEP: r.step,
    STEPSTATUS: statusJson(r.shape.stepStatus),
    INFOSTATUS: statusJson(r.shape.infoStatus),
    RANK: r.rank,
    STARTTRANS: r.start,
    STOPTRANS: r.start + r.duration,
    UPDATEDINFO: r.shape.updatedInfo,
    ORIGINALSIZE: r.size,
    follow: r.follow,
    // The shape table holds plain numbers; they are the schema's enumerations by construction.
  }) as Transfer);
}

/**
 * A fast-check arbitrary of host records (DbHostAuth), valid against the contract: a negative
 * port makes a client-only host at 0.0.0.0, as the real server forces; HOSTKEY is base64 or null.
 *
 * @param options - Host ids to draw HOSTID from (default: any).
 */
export function hostArb(options: RecordArbitraryOptions = {}): fc.Arbitrary<Host> {
  return fc.record({
    id: from(options.hostIds, hostIdArb),
    address: fc.oneof(fc.ipV4(), fc.domain()),
    port: fc.integer({ min: -1, max: 65535 }),
    key: fc.option(base64Arb, { nil: null }),
    ssl: fc.boolean(), proxified: fc.boolean(), admin: fc.boolean(), active: fc.boolean(),
    updated: updatedInfoArb,
  }).map((r): Host => ({
    '@model': RECORD_MODEL.hosts,
    HOSTID: r.id,
    // A negative port makes a client-only host at 0.0.0.0, as the real server forces (reference §3.3).
    ADDRESS: r.port < 0 ? '0.0.0.0' : r.address,
    PORT: r.port,
    HOSTKEY: r.key,
    ISSSL: r.ssl,
    ISCLIENT: r.port < 0,
    ISPROXIFIED: r.proxified,
    ADMINROLE: r.admin,
    ISACTIVE: r.active,
    UPDATEDINFO: r.updated,
  }));
}

const el = (tag: string, text: string) => `<${tag}>${escapeXmlText(text)}</${tag}>`;

/**
 * A fast-check arbitrary of host configuration records (DbHostConfiguration), valid against the
 * contract: BUSINESS, ROLES, ALIASES and OTHERS are well-formed XML fragments (or null) naming the
 * given hosts.
 *
 * @param options - Host ids to draw HOSTID and the hosts named in the fragments from (default: any).
 */
export function hostConfigArb(options: RecordArbitraryOptions = {}): fc.Arbitrary<HostConfiguration> {
  const ids = fc.array(from(options.hostIds, hostIdArb), { maxLength: 5 });
  const fragment = <T>(arb: fc.Arbitrary<T>, render: (v: T) => string) => fc.option(arb.map(render), { nil: null, freq: 8 });
  return fc.record({
    id: from(options.hostIds, hostIdArb),
    business: fragment(ids, (xs) => `<business>${xs.map((x) => el('businessid', x)).join('')}</business>`),
    roles: fragment(fc.array(fc.tuple(from(options.hostIds, hostIdArb), fc.integer({ min: 1, max: 127 })), { maxLength: 5 }),
      (xs) => `<roles>${xs.map(([h, mask]) => `<role>${el('roleid', h)}${el('roleset', rolesetText(mask))}</role>`).join('')}</roles>`),
    aliases: fragment(ids, (xs) => `<aliases>${xs.map((x) => `<alias>${el('realid', x)}${el('aliasid', `my${x}`)}</alias>`).join('')}</aliases>`),
    others: fragment(fc.constantFrom('3.6.2', '3.1.0'), (v) => `<root>${el('version', v)}</root>`),
    updated: updatedInfoArb,
  }).map((r): HostConfiguration => ({
    '@model': RECORD_MODEL.hostconfigs, HOSTID: r.id, BUSINESS: r.business, ROLES: r.roles, ALIASES: r.aliases, OTHERS: r.others, UPDATEDINFO: r.updated,
  }));
}

/**
 * A fast-check arbitrary of bandwidth configuration records (DbConfiguration), valid against the
 * contract: every limit 0 (none) or a positive integer below 2^53.
 *
 * @param options - Host ids to draw HOSTID from (default: any).
 */
export function configurationArb(options: RecordArbitraryOptions = {}): fc.Arbitrary<Configuration> {
  return fc.record({
    id: from(options.hostIds, hostIdArb), rg: limitArb, wg: limitArb, rs: limitArb, ws: limitArb, delay: limitArb, updated: updatedInfoArb,
  }).map((r): Configuration => ({
    '@model': RECORD_MODEL.configurations, HOSTID: r.id, READGLOBALLIMIT: r.rg, WRITEGLOBALLIMIT: r.wg, READSESSIONLIMIT: r.rs, WRITESESSIONLIMIT: r.ws, DELAYLIMIT: r.delay, UPDATEDINFO: r.updated,
  }));
}

