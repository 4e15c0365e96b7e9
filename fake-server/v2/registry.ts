// The handlers of the REST v2 rows besides /v2/limits: one per operation id, so a new v2 row does
// not compile until its handler is here.
import type { OperationId } from '../../contract/index.ts';
import type { Handler } from '../handlers/handler.ts';
import { emptyReply } from './v2-errors.ts';

/** The ids of the v2 rows besides /v2/limits' (`listTransfersV2`, `optionsHostsV2`, ...). */
export type V2OperationId = Extract<OperationId, `${string}V2`>;

// IN PROGRESS (issue 26): every v2 operation answers 501 until its handler lands.
const notYet: Handler = () => emptyReply(501);

export const V2_HANDLERS: { readonly [Id in V2OperationId]: Handler } = {
  listTransfersV2: notYet, createTransferV2: notYet, getTransferV2: notYet, restartTransferV2: notYet, stopTransferV2: notYet, cancelTransferV2: notYet, deleteTransferV2: notYet,
  listHostsV2: notYet, createHostV2: notYet, getHostV2: notYet, updateHostV2: notYet, deleteHostV2: notYet,
  listRulesV2: notYet, createRuleV2: notYet, getRuleV2: notYet, updateRuleV2: notYet, deleteRuleV2: notYet,
  getHostConfigV2: notYet, createHostConfigV2: notYet, replaceHostConfigV2: notYet, deleteHostConfigV2: notYet,
  getServerStatusV2: notYet, deactivateServerV2: notYet, shutdownServerV2: notYet, restartServerV2: notYet, getLogsV2: notYet, exportConfigV2: notYet, importConfigV2: notYet,
  listFileMonitorsV2: notYet,
  optionsTransfersV2: notYet, optionsTransferV2: notYet, optionsRestartTransferV2: notYet, optionsStopTransferV2: notYet, optionsCancelTransferV2: notYet,
  optionsHostsV2: notYet, optionsHostV2: notYet, optionsRulesV2: notYet, optionsRuleV2: notYet, optionsHostConfigV2: notYet,
  optionsServerStatusV2: notYet, optionsDeactivateServerV2: notYet, optionsShutdownServerV2: notYet, optionsRestartServerV2: notYet, optionsLogsV2: notYet, optionsConfigV2: notYet,
  optionsFileMonitorsV2: notYet,
};
