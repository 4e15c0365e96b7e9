// What a real 3.6.2 stores for a transfer made by POST /v2/transfers and what its actions change
// (docs/rest-v2-3.6.2.md §8.1, §8.2, observed on H2 and PostgreSQL): the v1 record the check
// predicts, which contract/v2/convert.ts turns into the v2 form both views must show.
import { ERROR_CODES, isReceiveMode, NEW_TRANSFER_DEFAULTS, UPDATED_INFO, type Transfer } from '../../../contract/index.ts';

/** The body of POST /v2/transfers the check sends: every field given, none left to the server. */
export interface V2TransferInput {
  readonly ruleName: string;
  readonly filename: string;
  readonly requested: string;
  readonly blockSize: number;
  readonly fileInfo: string;
  readonly transferInfo: string;
  /** ISO text with milliseconds (as the server writes it back). */
  readonly start: string;
}

/**
 * The stored record of a new transfer: the server's defaults of a new transfer, the body's values,
 * FILENAME and ORIGINALNAME both the given name, STOPTRANS = STARTTRANS, MODETRANS the rule's and
 * RETRIEVEMODE whether it receives, this server as owner and requester, TOSUBMIT.
 */
export function createdTransfer(input: V2TransferInput, id: bigint, modeTrans: number, own: string): Transfer {
  const start = Date.parse(input.start);
  return {
    ...NEW_TRANSFER_DEFAULTS,
    '@model': 'DbTaskRunner',
    SPECIALID: id, IDRULE: input.ruleName, MODETRANS: modeTrans, RETRIEVEMODE: isReceiveMode(modeTrans),
    FILENAME: input.filename, ORIGINALNAME: input.filename, FILEINFO: input.fileInfo, BLOCKSZ: input.blockSize, TRANSFERINFO: input.transferInfo,
    STARTTRANS: start, STOPTRANS: start, OWNERREQ: own, REQUESTER: own, REQUESTED: input.requested, UPDATEDINFO: UPDATED_INFO.TOSUBMIT,
  } as Transfer;
}

/** The three actions of PUT /v2/transfers/{id}/<action>. */
export const V2_TRANSFER_ACTIONS = ['stop', 'cancel', 'restart'] as const;
export type V2TransferAction = (typeof V2_TRANSFER_ACTIONS)[number];

const letterOf = (name: string): string => ERROR_CODES.find((e) => e.name === name)?.letter ?? '-';

/**
 * The record after an action: stop and cancel put it in error with the letter of StoppedTransfer
 * or CanceledTransfer as its whole TRANSFERINFO (the map it held is not kept); restart stops it,
 * then puts it back to TOSUBMIT at its last global step. Nothing else changes (STEP, statuses,
 * STOPTRANS included).
 */
export function afterAction(t: Transfer, action: V2TransferAction): Transfer {
  const stopped = letterOf('StoppedTransfer');
  switch (action) {
    case 'stop':
      return { ...t, UPDATEDINFO: UPDATED_INFO.INERROR, TRANSFERINFO: stopped };
    case 'cancel':
      return { ...t, UPDATEDINFO: UPDATED_INFO.INERROR, TRANSFERINFO: letterOf('CanceledTransfer') };
    case 'restart':
      return { ...t, UPDATEDINFO: UPDATED_INFO.TOSUBMIT, TRANSFERINFO: stopped, GLOBALSTEP: t.GLOBALLASTSTEP };
  }
}

/** The v1 columns REST v2 does not show, which the check compares on v1 alone. */
export const V1_ONLY_COLUMNS = ['MODETRANS', 'OWNERREQ', 'ISMOVED'] as const;
