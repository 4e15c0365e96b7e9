// The handlers of the REST v2 rows besides /v2/limits, one file per resource: the type lists every
// v2 operation id, so a new v2 row does not compile until its handler is here.
import type { OperationId } from '../../contract/index.ts';
import type { Handler } from '../handlers/handler.ts';
import { TRANSFER_HANDLERS } from './transfers/handlers.ts';
import { HOST_HANDLERS } from './hosts/handlers.ts';
import { RULE_HANDLERS } from './rules/handlers.ts';
import { HOSTCONFIG_HANDLERS } from './hostconfig/handlers.ts';
import { SERVER_HANDLERS } from './server/handlers.ts';
import { FILEMONITOR_HANDLERS } from './filemonitors/handlers.ts';

/** The ids of the v2 rows besides /v2/limits' (`listTransfersV2`, `optionsHostsV2`, ...). */
export type V2OperationId = Extract<OperationId, `${string}V2`>;

export const V2_HANDLERS: { readonly [Id in V2OperationId]: Handler } = {
  ...TRANSFER_HANDLERS,
  ...HOST_HANDLERS,
  ...RULE_HANDLERS,
  ...HOSTCONFIG_HANDLERS,
  ...SERVER_HANDLERS,
  ...FILEMONITOR_HANDLERS,
};
