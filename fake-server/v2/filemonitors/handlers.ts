// The handlers of /v2/filemonitors (REST v2, docs/rest-v2-3.6.2.md).
import type { Handler } from '../../handlers/handler.ts';
import { describeV2Path } from '../options.ts';
import { listFileMonitorsV2 } from './list-file-monitors.ts';

export const FILEMONITOR_HANDLERS: { readonly [Id in 'listFileMonitorsV2' | 'optionsFileMonitorsV2']: Handler } = {
  listFileMonitorsV2,
  optionsFileMonitorsV2: describeV2Path,
};
