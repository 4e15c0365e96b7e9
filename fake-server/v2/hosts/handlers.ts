// The handlers of /v2/hosts (REST v2, docs/rest-v2-3.6.2.md).
import type { Handler } from '../../handlers/handler.ts';
import { describeV2Path } from '../options.ts';
import { emptyReply } from '../v2-errors.ts';

// IN PROGRESS (issue 26): answers 501 until the handler lands.
const notYet: Handler = () => emptyReply(501);

export const HOST_HANDLERS: { readonly [Id in 'listHostsV2' | 'createHostV2' | 'getHostV2' | 'updateHostV2' | 'deleteHostV2' | 'optionsHostsV2' | 'optionsHostV2']: Handler } = {
  listHostsV2: notYet,
  createHostV2: notYet,
  getHostV2: notYet,
  updateHostV2: notYet,
  deleteHostV2: notYet,
  optionsHostsV2: describeV2Path,
  optionsHostV2: describeV2Path,
};
