// How REST v2 names what v1 writes as numbers and letters (docs/rest-v2-3.6.2.md §2): GLOBALSTEP
// and UPDATEDINFO by their enum names, STEPSTATUS by the ErrorCode's name, INFOSTATUS by its
// letter's char code and English text, MODETRANS by the v2 rule converter's own names.
import { ERROR_CODES, TASK_STEP, UPDATED_INFO, type ErrorCodeEntry, type TaskStepName, type UpdatedInfoName } from '../enums.ts';

/**
 * The rule modes of REST v2 (`RuleConverter.ModeTrans`), in MODETRANS order from 1: the first four
 * in the converter's own case, the through modes as the transfer-mode enum spells them.
 */
export const V2_RULE_MODES = ['send', 'receive', 'sendMD5', 'receiveMD5', 'SENDTHROUGHMODE', 'RECVTHROUGHMODE', 'SENDMD5THROUGHMODE', 'RECVMD5THROUGHMODE'] as const;
/** A rule mode as REST v2 writes it (`send`, `receiveMD5`, ...). */
export type V2RuleMode = (typeof V2_RULE_MODES)[number];
/** The MODETRANS of a v2 rule mode name: its position from 1. */
export const modeTransOf = (mode: V2RuleMode): number => V2_RULE_MODES.indexOf(mode) + 1;
/** The v2 name of a MODETRANS (1-8); undefined for 0 and out-of-range values, which no v2 rule has. */
export const v2ModeOf = (modeTrans: number): V2RuleMode | undefined => V2_RULE_MODES[modeTrans - 1];
/** Whether a MODETRANS makes the requester receive the file (RETRIEVEMODE true): the receive modes, even codes. */
export const isReceiveMode = (modeTrans: number): boolean => modeTrans > 0 && modeTrans % 2 === 0;

const byValue = <K extends string>(o: Readonly<Record<K, number>>): ReadonlyMap<number, K> =>
  new Map(Object.entries(o).map(([k, v]) => [v as number, k as K]));
const STEP_NAMES = byValue(TASK_STEP);
const INFO_NAMES = byValue(UPDATED_INFO);

/** The v2 name of a GLOBALSTEP / GLOBALLASTSTEP (`NOTASK` ... `ERRORTASK`). */
export const globalStepName = (step: number): TaskStepName => STEP_NAMES.get(step) ?? 'NOTASK';
/** The v2 name of an UPDATEDINFO (`UNKNOWN` ... `DONE`): the `status` of a v2 transfer, and its filter. */
export const updatedInfoName = (info: number): UpdatedInfoName => INFO_NAMES.get(info) ?? 'UNKNOWN';

const BY_LETTER = new Map(ERROR_CODES.map((e) => [e.letter, e]));
const UNKNOWN_CODE = BY_LETTER.get('-') as ErrorCodeEntry;
/** The ErrorCode of a status as v1 writes it (`"O  "` or `"O"`); unknown letters read as `Unknown`, as the server's `getFromCode` does. */
export const errorCodeOfStatus = (status: string): ErrorCodeEntry => BY_LETTER.get(status.charAt(0)) ?? UNKNOWN_CODE;

/**
 * The task types a rule task may name (3.6.2's `TaskType` enum, in its order): anything else is
 * refused by REST v2 (errorCode 7). Extended types come only from plug-ins (S3), absent from 3.6.2.
 */
export const V2_TASK_TYPES = [
  'LOG', 'MOVE', 'MOVERENAME', 'COPY', 'COPYRENAME', 'EXEC', 'EXECMOVE', 'LINKRENAME', 'TRANSFER',
  'VALIDFILEPATH', 'DELETE', 'TAR', 'ZIP', 'EXECOUTPUT', 'RESCHEDULE', 'EXECJAVA', 'TRANSCODE',
  'SNMP', 'FTP', 'RENAME', 'RESTART', 'UNZEROED', 'CHMOD', 'CHKFILE', 'ICAP', 'EXTENDED', 'COMPRESS',
] as const;

/** The Java enum of the v2 rule modes under the server's class prefix: 3.6.2 reports a wrong `modeTrans` with `valueOf`'s message, `No enum constant <prefix><this>.<value>`. */
export const V2_MODE_ENUM_CLASS = 'protocol.http.restv2.converters.RuleConverter.ModeTrans';
/** The value 3.6.2 reports for a `modeTrans` that names no mode, under the server's class prefix. */
export const noSuchModeText = (classPrefix: string, value: string): string => `No enum constant ${classPrefix}${V2_MODE_ENUM_CLASS}.${value}`;
