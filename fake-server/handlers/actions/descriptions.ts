// The self-description of the action endpoints (reference §1.4, §2.5): each one's DetailedAllow
// entries, and the OPTIONS answer built from them. Their methods come from the operations table.
import { V1_COMMAND, type ActionEntryPoint, type Serialisable } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import { optionsEnvelope } from '../../http/reply.ts';
import { allowOf } from '../../routes.ts';
import type { Handler } from '../handler.ts';
import type { Describe } from './action-endpoint.ts';
import { describeBandwidth } from '../bandwidth/bandwidth-endpoint.ts';
import { describeInfo } from '../info/info-endpoint.ts';
import { describeLog } from '../log/log-endpoint.ts';
import { describeServer } from '../server/server-endpoint.ts';
import { describeControl } from '../control/control-describe.ts';
import { describeConfig } from '../config/config-endpoint.ts';
import { describeBusiness } from '../business/business-endpoint.ts';

const DESCRIPTIONS: { readonly [E in ActionEntryPoint]: Describe } = {
  log: describeLog,
  info: describeInfo,
  bandwidth: describeBandwidth,
  server: describeServer,
  control: describeControl,
  config: describeConfig,
  business: describeBusiness,
};

/** The DetailedAllow entries of `entry`, the final OPTIONS entry included. */
export const actionEntries = (entry: ActionEntryPoint, deps: Deps): Serialisable[] =>
  [...DESCRIPTIONS[entry](deps), { OPTIONS: { path: `/${entry}`, command: V1_COMMAND.OPTIONS } }];

/** OPTIONS /<action endpoint>: its detailed-allow document. */
export const describeAction = (entry: ActionEntryPoint): Handler => (req, deps) =>
  optionsEnvelope(req, { allow: allowOf(entry), UriAllowed: entry, DetailedAllow: actionEntries(entry, deps) }, allowOf(entry));
