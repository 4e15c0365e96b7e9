// The handlers of /v2/hostconfig (REST v2, docs/rest-v2-3.6.2.md §1 C1-C4), in hostconfig-writes.ts.
import type { Handler } from '../../handlers/handler.ts';
import { describeV2Path } from '../options.ts';
import { createHostConfig, deleteHostConfig, getHostConfig, replaceHostConfig } from './hostconfig-writes.ts';

export const HOSTCONFIG_HANDLERS: { readonly [Id in 'getHostConfigV2' | 'createHostConfigV2' | 'replaceHostConfigV2' | 'deleteHostConfigV2' | 'optionsHostConfigV2']: Handler } = {
  getHostConfigV2: getHostConfig,
  createHostConfigV2: createHostConfig,
  replaceHostConfigV2: replaceHostConfig,
  deleteHostConfigV2: deleteHostConfig,
  optionsHostConfigV2: describeV2Path,
};
