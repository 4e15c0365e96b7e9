// OPTIONS on `/` or on a base no enabled handler serves: every enabled handler's description, in
// the order 3.6.2 lists them (reference §2.5; ROOT_DESCRIPTION_ORDER).
import { isActionEntryPoint, isCollection, ROOT_DESCRIPTION_ORDER, STAND_IN_HEADER, type Serialisable } from '../../contract/index.ts';
import { optionsEnvelope } from '../http/reply.ts';
import { isEnabled, ROOT_ALLOW, V1_ENTRY_POINTS } from '../routes.ts';
import { actionEntries } from './actions/descriptions.ts';
import { detailedAllow } from './data-model/options.ts';
import type { Handler } from './handler.ts';
import { factsOf } from '../release.ts';

const rank = (e: string) => ROOT_DESCRIPTION_ORDER.indexOf(e);
/** The v1 entry points in the order 3.6.2 describes them. */
const ROOT_ORDER = [...V1_ENTRY_POINTS].sort((a, b) => rank(a) - rank(b));

export const describeRoot: Handler = (req, deps) => {
  const bases: string[] = [];
  const described: Serialisable[] = [];
  for (const e of ROOT_ORDER) {
    if (!isEnabled(deps, e)) continue;
    bases.push(e);
    if (isCollection(e)) described.push({ [e]: detailedAllow(e, factsOf(deps)) });
    else if (isActionEntryPoint(e)) described.push({ [e]: actionEntries(e, deps) });
  }
  const reply = optionsEnvelope(req, { allow: ROOT_ALLOW, UriAllowed: bases.join(','), DetailedAllow: described }, ROOT_ALLOW);
  return { ...reply, headers: { ...reply.headers, [STAND_IN_HEADER]: 'tmkit' } };
};
