// Building a stored transfer from a client's fields, with the real server's defaults and input
// rules (reference §3.2, §8.1, §18): status text decoded from its first letter, backslashes removed
// from FILEINFO and TRANSFERINFO, an empty TRANSFERINFO written `{}`, a timestamp 0 meaning now.
import { NEW_TRANSFER_DEFAULTS, parseIsoDate, RECORD_MODEL, statusJson, statusLetterOf, UPDATED_INFO, type Transfer, type JsonValue } from '../../../contract/index.ts';
import type { FieldValues } from '../data-model/fields.ts';

/** A valid input timestamp (already checked by the contract) as epoch ms; 0 means now. */
export function timestampOf(v: JsonValue | undefined, now: number): number | undefined {
  if (v === undefined || v === null) return undefined;
  const ms = typeof v === 'string' ? parseIsoDate(v) : Number(v);
  if (ms === undefined) return undefined;
  return ms === 0 ? now : ms;
}

const noBackslash = (s: string) => s.replaceAll('\\', '');

/**
 * The follow id of the map the server embeds at the end of TRANSFERINFO (`… {"follow":"42"}`), or
 * `withoutId` when it holds none: what the release shows then (release-facts.ts followWithoutId).
 */
export function followOf(transferInfo: string, withoutId: string): string {
  const start = transferInfo.indexOf('{');
  if (start < 0) return withoutId;
  try {
    const map: unknown = JSON.parse(transferInfo.slice(start));
    const f = typeof map === 'object' && map !== null ? (map as Record<string, unknown>)['follow'] : undefined;
    return typeof f === 'string' || typeof f === 'number' ? String(f) : withoutId;
  } catch {
    return withoutId;
  }
}

const str = (v: JsonValue | undefined, fallback: string) => (typeof v === 'string' ? v : fallback);
const num = (v: JsonValue | undefined, fallback: number) => (typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : fallback);
const bool = (v: JsonValue | undefined, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);

/** A status text as written: decoded from the client's first letter, or the current one. */
const statusOf = (fields: FieldValues, base: Transfer, name: 'STEPSTATUS' | 'INFOSTATUS'): string =>
  typeof fields[name] === 'string' ? statusJson(statusLetterOf(fields[name] as string)) : base[name];

/**
 * TRANSFERINFO as 3.6.2 writes it back (DbTaskRunner.getTransferInfo: the text, a space, then the
 * transfer's JSON map): a text that holds no map gets the empty map `{}` after it, as Waarp's own
 * REST client sees ("transfer info" → "transfer info {}"); an empty text is the map alone.
 */
const withTransferMap = (text: string): string => (text === '' ? '{}' : text.includes('{') ? text : `${text} {}`);

/**
 * The record a write produces: `base` holds the current values (or the defaults of a new
 * transfer), `fields` the client's checked values. UPDATEDINFO is always TOSUBMIT (reference §3.1).
 * `followWithoutId`: the release's `follow` of a TRANSFERINFO without a follow id.
 */
export function buildTransfer(base: Transfer, fields: FieldValues, now: number, followWithoutId: string): Transfer {
  const transferInfo = fields['TRANSFERINFO'] === undefined ? base.TRANSFERINFO : withTransferMap(noBackslash(str(fields['TRANSFERINFO'], '')));
  return {
    '@model': RECORD_MODEL.transfers,
    SPECIALID: base.SPECIALID,
    RETRIEVEMODE: bool(fields['RETRIEVEMODE'], base.RETRIEVEMODE),
    IDRULE: base.IDRULE,
    MODETRANS: num(fields['MODETRANS'], base.MODETRANS),
    FILENAME: str(fields['FILENAME'], base.FILENAME),
    ORIGINALNAME: str(fields['ORIGINALNAME'], base.ORIGINALNAME),
    FILEINFO: fields['FILEINFO'] === undefined ? base.FILEINFO : noBackslash(str(fields['FILEINFO'], '')),
    ISMOVED: bool(fields['ISMOVED'], base.ISMOVED),
    BLOCKSZ: num(fields['BLOCKSZ'], base.BLOCKSZ),
    OWNERREQ: base.OWNERREQ,
    REQUESTER: base.REQUESTER,
    REQUESTED: base.REQUESTED,
    TRANSFERINFO: transferInfo,
    GLOBALSTEP: num(fields['GLOBALSTEP'], base.GLOBALSTEP) as Transfer['GLOBALSTEP'],
    GLOBALLASTSTEP: num(fields['GLOBALLASTSTEP'], base.GLOBALLASTSTEP) as Transfer['GLOBALLASTSTEP'],
    STEP: num(fields['STEP'], base.STEP),
    STEPSTATUS: statusOf(fields, base, 'STEPSTATUS'),
    INFOSTATUS: statusOf(fields, base, 'INFOSTATUS'),
    RANK: num(fields['RANK'], base.RANK),
    STARTTRANS: timestampOf(fields['STARTTRANS'], now) ?? base.STARTTRANS,
    STOPTRANS: timestampOf(fields['STOPTRANS'], now) ?? base.STOPTRANS,
    UPDATEDINFO: UPDATED_INFO.TOSUBMIT,
    ORIGINALSIZE: base.ORIGINALSIZE,
    follow: followOf(transferInfo, followWithoutId),
  };
}

/** A new transfer before the client's fields are applied (the real server's POJO defaults, §18; `follow` the release's of no follow id). */
export function newTransfer(key: Pick<Transfer, 'SPECIALID' | 'REQUESTER' | 'REQUESTED' | 'OWNERREQ' | 'IDRULE'>, now: number, followWithoutId: string): Transfer {
  const d = NEW_TRANSFER_DEFAULTS;
  // Written field by field, in the record's column order.
  return {
    '@model': RECORD_MODEL.transfers,
    SPECIALID: key.SPECIALID,
    RETRIEVEMODE: d.RETRIEVEMODE,
    IDRULE: key.IDRULE,
    MODETRANS: d.MODETRANS,
    FILENAME: d.FILENAME,
    ORIGINALNAME: d.ORIGINALNAME,
    FILEINFO: d.FILEINFO,
    ISMOVED: d.ISMOVED,
    BLOCKSZ: d.BLOCKSZ,
    OWNERREQ: key.OWNERREQ,
    REQUESTER: key.REQUESTER,
    REQUESTED: key.REQUESTED,
    TRANSFERINFO: d.TRANSFERINFO,
    GLOBALSTEP: d.GLOBALSTEP,
    GLOBALLASTSTEP: d.GLOBALLASTSTEP,
    STEP: d.STEP,
    STEPSTATUS: d.STEPSTATUS,
    INFOSTATUS: d.INFOSTATUS,
    RANK: d.RANK,
    STARTTRANS: d.STARTTRANS,
    // STOPTRANS is stored as given (DESIGN §2.4); a transfer created without one stops "now".
    STOPTRANS: now,
    UPDATEDINFO: UPDATED_INFO.TOSUBMIT,
    ORIGINALSIZE: d.ORIGINALSIZE,
    follow: followWithoutId,
  };
}
