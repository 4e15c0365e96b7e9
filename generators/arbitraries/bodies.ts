// fast-check arbitraries of the create (POST) and update (PUT) bodies of the four collections, as a
// client sends them: required fields always there, the others optional, status codes in the forms
// the server decodes (`O`, `O  `), timestamps as epoch ms or ISO 8601. SPECIALID is a bigint so a
// body written with the kit's JSON writer keeps every digit.
import fc from 'fast-check';
import type {
  ConfigurationCreateBody, ConfigurationUpdateBody, HostConfigurationCreateBody, HostConfigurationUpdateBody,
  HostCreateBody, HostUpdateBody, TransferCreateBody, TransferUpdateBody,
} from '../../contract/index.ts';
import {
  base64Arb, blockSizeArb, filePathArb, fileNameArb, hostIdArb, int32Arb, limitArb, modeTransArb, ruleNameArb,
  saneTextArb, specialIdArb, statusArb, statusLetterArb, timestampInputArb, updatedInfoArb,
} from './atoms.ts';
import type { RecordArbitraryOptions } from './records.ts';

/** A body whose SPECIALID is kept exact. */
export type WithBigId<T> = Omit<T, 'SPECIALID'> & { SPECIALID?: bigint };

const from = <T>(items: readonly T[] | undefined, otherwise: fc.Arbitrary<T>) => (items && items.length > 0 ? fc.constantFrom(...items) : otherwise);
const taskStepArb = fc.integer({ min: 0, max: 5 });

const writableTransferFields = {
  GLOBALSTEP: taskStepArb,
  GLOBALLASTSTEP: taskStepArb,
  STEP: int32Arb,
  RANK: fc.nat({ max: 1_000_000 }),
  STEPSTATUS: fc.oneof(statusLetterArb, statusArb),
  RETRIEVEMODE: fc.boolean(),
  FILENAME: filePathArb,
  ISMOVED: fc.boolean(),
  BLOCKSZ: blockSizeArb,
  ORIGINALNAME: fileNameArb,
  FILEINFO: saneTextArb(),
  TRANSFERINFO: fc.constantFrom('{}', 'batch 7', '{"follow":"42"}'),
  MODETRANS: modeTransArb,
  STARTTRANS: timestampInputArb,
  STOPTRANS: timestampInputArb,
  INFOSTATUS: fc.oneof(statusLetterArb, statusArb),
  UPDATEDINFO: updatedInfoArb,
};

/**
 * A fast-check arbitrary of POST /transfers bodies as a client sends them: FILENAME, IDRULE,
 * REQUESTER and REQUESTED always there, the other fields optional; status codes as a letter or
 * padded (`O`, `O  `), timestamps as epoch ms or ISO 8601, SPECIALID a bigint.
 *
 * @param options - Host ids and rules to draw from (default: any).
 *
 * @example
 * fc.sample(transferCreateBodyArb({ hostIds: ['server1', 'acme-paris'] }), 3); // bodies for POST /transfers
 */
export function transferCreateBodyArb(options: RecordArbitraryOptions = {}): fc.Arbitrary<WithBigId<TransferCreateBody>> {
  const host = from(options.hostIds, hostIdArb);
  return fc.record(
    { SPECIALID: specialIdArb, IDRULE: from(options.rules, ruleNameArb), OWNERREQ: host, REQUESTER: host, REQUESTED: host, ...writableTransferFields },
    { requiredKeys: ['FILENAME', 'IDRULE', 'REQUESTER', 'REQUESTED'] },
  ) as fc.Arbitrary<WithBigId<TransferCreateBody>>;
}

/**
 * A fast-check arbitrary of PUT /transfers/:id bodies: the identity (REQUESTER, REQUESTED,
 * OWNERREQ) and the writable fields, every one optional.
 *
 * @param options - Host ids to draw the identity from (default: any).
 */
export function transferUpdateBodyArb(options: RecordArbitraryOptions = {}): fc.Arbitrary<WithBigId<TransferUpdateBody>> {
  const host = from(options.hostIds, hostIdArb);
  return fc.record({ REQUESTER: host, REQUESTED: host, OWNERREQ: host, ...writableTransferFields }, { requiredKeys: [] }) as fc.Arbitrary<WithBigId<TransferUpdateBody>>;
}

const writableHostFields = {
  ADDRESS: fc.oneof(fc.ipV4(), fc.domain()),
  PORT: fc.integer({ min: -1, max: 65535 }),
  ISSSL: fc.boolean(),
  HOSTKEY: fc.oneof(base64Arb, fc.stringMatching(/^[ -~]{1,24}$/)),
  ADMINROLE: fc.boolean(),
  ISCLIENT: fc.boolean(),
  ISACTIVE: fc.boolean(),
  ISPROXIFIED: fc.boolean(),
  UPDATEDINFO: updatedInfoArb,
};

/** A fast-check arbitrary of POST /hosts bodies: HOSTID, ADDRESS and HOSTKEY always there, the other fields optional. */
export const hostCreateBodyArb = (options: RecordArbitraryOptions = {}): fc.Arbitrary<HostCreateBody> =>
  fc.record({ HOSTID: from(options.hostIds, hostIdArb), ...writableHostFields }, { requiredKeys: ['HOSTID', 'ADDRESS', 'HOSTKEY'] }) as fc.Arbitrary<HostCreateBody>;
/** A fast-check arbitrary of PUT /hosts/:id bodies: the writable fields, every one optional. */
export const hostUpdateBodyArb = (): fc.Arbitrary<HostUpdateBody> => fc.record(writableHostFields, { requiredKeys: [] });

const xmlText = fc.oneof(fc.constantFrom('<business></business>', '<roles></roles>', '<aliases></aliases>', '<root><version>3.6.2</version></root>'), fc.constant(null));
const writableHostConfigFields = { BUSINESS: xmlText, ROLES: xmlText, ALIASES: xmlText, OTHERS: xmlText, UPDATEDINFO: updatedInfoArb };

/** A fast-check arbitrary of POST /hostconfigs bodies: HOSTID always there, the XML fields (small fragments or null) and UPDATEDINFO optional. */
export const hostConfigCreateBodyArb = (options: RecordArbitraryOptions = {}): fc.Arbitrary<HostConfigurationCreateBody> =>
  fc.record({ HOSTID: from(options.hostIds, hostIdArb), ...writableHostConfigFields }, { requiredKeys: ['HOSTID'] }) as fc.Arbitrary<HostConfigurationCreateBody>;
/** A fast-check arbitrary of PUT /hostconfigs/:id bodies: the XML fields and UPDATEDINFO, every one optional. */
export const hostConfigUpdateBodyArb = (): fc.Arbitrary<HostConfigurationUpdateBody> => fc.record(writableHostConfigFields, { requiredKeys: [] });

const writableConfigurationFields = {
  READGLOBALLIMIT: limitArb, WRITEGLOBALLIMIT: limitArb, READSESSIONLIMIT: limitArb, WRITESESSIONLIMIT: limitArb, DELAYLIMIT: limitArb, UPDATEDINFO: updatedInfoArb,
};

/** A fast-check arbitrary of POST /configurations bodies: HOSTID always there, the limits and UPDATEDINFO optional. */
export const configurationCreateBodyArb = (options: RecordArbitraryOptions = {}): fc.Arbitrary<ConfigurationCreateBody> =>
  fc.record({ HOSTID: from(options.hostIds, hostIdArb), ...writableConfigurationFields }, { requiredKeys: ['HOSTID'] }) as fc.Arbitrary<ConfigurationCreateBody>;
/** A fast-check arbitrary of PUT /configurations/:id bodies: the limits and UPDATEDINFO, every one optional. */
export const configurationUpdateBodyArb = (): fc.Arbitrary<ConfigurationUpdateBody> => fc.record(writableConfigurationFields, { requiredKeys: [] });
