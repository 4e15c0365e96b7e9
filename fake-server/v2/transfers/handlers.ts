// The handlers of /v2/transfers (REST v2, docs/rest-v2-3.6.2.md): the list, the creation, one
// transfer read, its three actions and its deletion, all over the one store v1 reads too.
import type { Handler } from '../../handlers/handler.ts';
import { describeV2Path } from '../options.ts';
import { createTransfer } from './create-transfer.ts';
import { listTransfers } from './list-transfers.ts';
import { deleteTransfer, getTransfer, transferAction } from './transfer-actions.ts';

export const TRANSFER_HANDLERS: { readonly [Id in 'listTransfersV2' | 'createTransferV2' | 'getTransferV2' | 'restartTransferV2' | 'stopTransferV2' | 'cancelTransferV2' | 'deleteTransferV2' | 'optionsTransfersV2' | 'optionsTransferV2' | 'optionsRestartTransferV2' | 'optionsStopTransferV2' | 'optionsCancelTransferV2']: Handler } = {
  listTransfersV2: listTransfers,
  createTransferV2: createTransfer,
  getTransferV2: getTransfer,
  restartTransferV2: transferAction('restart'),
  stopTransferV2: transferAction('stop'),
  cancelTransferV2: transferAction('cancel'),
  deleteTransferV2: deleteTransfer,
  optionsTransfersV2: describeV2Path,
  optionsTransferV2: describeV2Path,
  optionsRestartTransferV2: describeV2Path,
  optionsStopTransferV2: describeV2Path,
  optionsCancelTransferV2: describeV2Path,
};
