// The handlers of /v2/transfers (REST v2, docs/rest-v2-3.6.2.md).
import type { Handler } from '../../handlers/handler.ts';
import { describeV2Path } from '../options.ts';
import { emptyReply } from '../v2-errors.ts';

// IN PROGRESS (issue 26): answers 501 until the handler lands.
const notYet: Handler = () => emptyReply(501);

export const TRANSFER_HANDLERS: { readonly [Id in 'listTransfersV2' | 'createTransferV2' | 'getTransferV2' | 'restartTransferV2' | 'stopTransferV2' | 'cancelTransferV2' | 'deleteTransferV2' | 'optionsTransfersV2' | 'optionsTransferV2' | 'optionsRestartTransferV2' | 'optionsStopTransferV2' | 'optionsCancelTransferV2']: Handler } = {
  listTransfersV2: notYet,
  createTransferV2: notYet,
  getTransferV2: notYet,
  restartTransferV2: notYet,
  stopTransferV2: notYet,
  cancelTransferV2: notYet,
  deleteTransferV2: notYet,
  optionsTransfersV2: describeV2Path,
  optionsTransferV2: describeV2Path,
  optionsRestartTransferV2: describeV2Path,
  optionsStopTransferV2: describeV2Path,
  optionsCancelTransferV2: describeV2Path,
};
