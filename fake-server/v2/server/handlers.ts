// The handlers of /v2/server (REST v2, docs/rest-v2-3.6.2.md).
import type { Handler } from '../../handlers/handler.ts';
import { describeV2Path } from '../options.ts';
import { getServerStatusV2 } from './server-status.ts';
import { getLogsV2 } from './server-logs.ts';
import { exportConfigV2, importConfigV2 } from './server-config.ts';
import { deactivateServerV2, restartServerV2, shutdownServerV2 } from './server-commands.ts';

export const SERVER_HANDLERS: { readonly [Id in 'getServerStatusV2' | 'deactivateServerV2' | 'shutdownServerV2' | 'restartServerV2' | 'getLogsV2' | 'exportConfigV2' | 'importConfigV2' | 'optionsServerStatusV2' | 'optionsDeactivateServerV2' | 'optionsShutdownServerV2' | 'optionsRestartServerV2' | 'optionsLogsV2' | 'optionsConfigV2']: Handler } = {
  getServerStatusV2,
  deactivateServerV2,
  shutdownServerV2,
  restartServerV2,
  getLogsV2,
  exportConfigV2,
  importConfigV2,
  optionsServerStatusV2: describeV2Path,
  optionsDeactivateServerV2: describeV2Path,
  optionsShutdownServerV2: describeV2Path,
  optionsRestartServerV2: describeV2Path,
  optionsLogsV2: describeV2Path,
  optionsConfigV2: describeV2Path,
};
