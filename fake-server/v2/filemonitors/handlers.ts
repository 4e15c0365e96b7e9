// The handlers of /v2/filemonitors (REST v2, docs/rest-v2-3.6.2.md).
import type { Handler } from '../../handlers/handler.ts';
import { describeV2Path } from '../options.ts';
import { emptyReply } from '../v2-errors.ts';

// IN PROGRESS (issue 26): answers 501 until the handler lands.
const notYet: Handler = () => emptyReply(501);

export const FILEMONITOR_HANDLERS: { readonly [Id in 'listFileMonitorsV2' | 'optionsFileMonitorsV2']: Handler } = {
  listFileMonitorsV2: notYet,
  optionsFileMonitorsV2: describeV2Path,
};
