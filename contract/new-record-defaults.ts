// What a created record holds in the fields its POST left out (reference §18: the real server's
// POJO defaults). The fake builds new records from them; the suite's model predicts with them.
import { statusJson, UNKNOWN_STATUS_LETTER } from './status-codes.ts';
import type { Host, Transfer } from './types.ts';

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
 * A new host's fields besides HOSTID, HOSTKEY (null without a password, else stored encrypted)
 * and UPDATEDINFO (TOSUBMIT after any write): admin role and active, port 0, not a client.
 */
export const NEW_HOST_DEFAULTS = {
  ADDRESS: '', PORT: 0, ISSSL: false, ISCLIENT: false, ISPROXIFIED: false, ADMINROLE: true, ISACTIVE: true,
} as const satisfies Partial<Host>;
