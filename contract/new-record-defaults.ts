// What a created record holds in the fields its POST left out (reference §18: the real server's
// POJO defaults). The fake builds new records from them; the suite's model predicts with them.
import { statusJson, UNKNOWN_STATUS_LETTER } from './status-codes.ts';
import type { Configuration, Host, HostConfiguration, RuleRecord, Transfer } from './types.ts';

/**
 * A new transfer's fields besides its identity, IDRULE, STOPTRANS (stored as given, else the time
 * of the write) and UPDATEDINFO (TOSUBMIT after any write).
 */
export const NEW_TRANSFER_DEFAULTS = {
  RETRIEVEMODE: false, MODETRANS: 1, FILENAME: '', ORIGINALNAME: '', FILEINFO: '', ISMOVED: false, BLOCKSZ: 0,
  TRANSFERINFO: '{}', GLOBALSTEP: 0, GLOBALLASTSTEP: 0, STEP: -1, STEPSTATUS: statusJson(UNKNOWN_STATUS_LETTER), INFOSTATUS: statusJson(UNKNOWN_STATUS_LETTER),
  RANK: 0, STARTTRANS: 0, ORIGINALSIZE: -1, follow: '',
} as const satisfies Partial<Transfer>;

/**
 * What POST /v2/transfers fills in that its body may leave out (TransferConverter.nodeToNewTransfer):
 * the server's block size (65536, observed) and an empty transfer map.
 */
export const NEW_V2_TRANSFER_DEFAULTS = { BLOCKSZ: 65536, TRANSFERINFO: '{}' } as const satisfies Partial<Transfer>;

/**
 * A new host's fields besides HOSTID, HOSTKEY (null without a password, else stored encrypted)
 * and UPDATEDINFO (TOSUBMIT after any write): admin role and active, port 0, not a client.
 */
export const NEW_HOST_DEFAULTS = {
  ADDRESS: '', PORT: 0, ISSSL: false, ISCLIENT: false, ISPROXIFIED: false, ADMINROLE: true, ISACTIVE: true,
} as const satisfies Partial<Host>;

/** A new host configuration's texts besides HOSTID and UPDATEDINFO: none given, null (reference §18). */
export const NEW_HOSTCONFIG_DEFAULTS = { BUSINESS: null, ROLES: null, ALIASES: null, OTHERS: null } as const satisfies Partial<HostConfiguration>;

/**
 * A new bandwidth configuration's limits besides HOSTID and UPDATEDINFO: 0, no limit; also what a
 * read of a missing id shows (reference §3.5).
 */
export const NEW_CONFIGURATION_DEFAULTS = {
  READGLOBALLIMIT: 0, WRITEGLOBALLIMIT: 0, READSESSIONLIMIT: 0, WRITESESSIONLIMIT: 0, DELAYLIMIT: 0,
} as const satisfies Partial<Configuration>;

/**
 * A rule made by v1's POST /rules, besides IDRULE and UPDATEDINFO: MODETRANS read as 0, no path
 * (null), no host and no task (observed on 3.6.2, docs/real-server-3.6.2.md "/rules").
 */
export const NEW_RULE_DEFAULTS = {
  MODETRANS: 0, RECVPATH: null, SENDPATH: null, ARCHIVEPATH: null, WORKPATH: null, HOSTIDS: '<hostids></hostids>',
  SPRETASKS: '<tasks></tasks>', SERRORTASKS: '<tasks></tasks>', RPRETASKS: '<tasks></tasks>', RPOSTTASKS: '<tasks></tasks>', RERRORTASKS: '<tasks></tasks>', SPOSTTASKS: '<tasks></tasks>',
} as const satisfies Partial<RuleRecord>;

/**
 * A transfer registered by POST /control (ServerActions.initTransferRequest, observed on 3.6.2):
 * the request packet's RequestPacket writes an original size of -1 into the transfer map.
 */
export const NEW_CONTROL_TRANSFER_DEFAULTS = { TRANSFERINFO: '{"ORIGINALSIZE":-1}', ORIGINALSIZE: -1 } as const satisfies Partial<Transfer>;

/** What POST /control's answer writes over the echoed TransferRequestJsonPacket (setFromDbTaskRunner, validate()). */
export const CONTROL_CREATE_ECHO = { validate: 1, originalSize: -1, toValidate: false } as const;
