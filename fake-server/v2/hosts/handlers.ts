// The handlers of /v2/hosts (REST v2, docs/rest-v2-3.6.2.md §1 H1-H5): the list in host-list.ts,
// one host's read and writes in host-writes.ts.
import type { Handler } from '../../handlers/handler.ts';
import { describeV2Path } from '../options.ts';
import { listHosts } from './host-list.ts';
import { createHost, deleteHost, getHost, updateHost } from './host-writes.ts';

export const HOST_HANDLERS: { readonly [Id in 'listHostsV2' | 'createHostV2' | 'getHostV2' | 'updateHostV2' | 'deleteHostV2' | 'optionsHostsV2' | 'optionsHostV2']: Handler } = {
  listHostsV2: listHosts,
  createHostV2: createHost,
  getHostV2: getHost,
  updateHostV2: updateHost,
  deleteHostV2: deleteHost,
  optionsHostsV2: describeV2Path,
  optionsHostV2: describeV2Path,
};
