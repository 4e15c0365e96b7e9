// The handlers of /v2/hostconfig (REST v2, docs/rest-v2-3.6.2.md).
import type { Handler } from '../../handlers/handler.ts';
import { describeV2Path } from '../options.ts';
import { emptyReply } from '../v2-errors.ts';

// IN PROGRESS (issue 26): answers 501 until the handler lands.
const notYet: Handler = () => emptyReply(501);

export const HOSTCONFIG_HANDLERS: { readonly [Id in 'getHostConfigV2' | 'createHostConfigV2' | 'replaceHostConfigV2' | 'deleteHostConfigV2' | 'optionsHostConfigV2']: Handler } = {
  getHostConfigV2: notYet,
  createHostConfigV2: notYet,
  replaceHostConfigV2: notYet,
  deleteHostConfigV2: notYet,
  optionsHostConfigV2: describeV2Path,
};
