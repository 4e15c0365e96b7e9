// OPTIONS on `/` or on a base no enabled handler serves: every enabled handler's description, in
// the table's order of entry points (reference §2.5).
import { isActionEntryPoint, isCollection, type Serialisable } from '../../contract/index.ts';
import { optionsEnvelope } from '../http/reply.ts';
import { isEnabled, ROOT_ALLOW, V1_ENTRY_POINTS } from '../routes.ts';
import { actionEntries } from './actions/descriptions.ts';
import { detailedAllow } from './data-model/options.ts';
import type { Handler } from './handler.ts';

export const describeRoot: Handler = (req, deps) => {
  const bases: string[] = [];
  const described: Serialisable[] = [];
  for (const e of V1_ENTRY_POINTS) {
    if (!isEnabled(deps, e)) continue;
    bases.push(e);
    if (isCollection(e)) described.push({ [e]: detailedAllow(e) });
    else if (isActionEntryPoint(e)) described.push({ [e]: actionEntries(e, deps) });
  }
  return optionsEnvelope(req, { allow: ROOT_ALLOW, UriAllowed: bases.join(','), DetailedAllow: described }, ROOT_ALLOW);
};
