// Records in their REST v2 form (`tmkit generate --view v2`): the contract's v2 view of each record
// (contract/v2/convert.ts), written by the wire's serializer, so a transfer id beyond 2^53 keeps
// every digit and non-ASCII text is escaped as in the v1 files (the writer's sink is Latin-1).
import { hostToV2, ruleToV2, serialize, transferToV2, type Rule, type Transfer } from '../../contract/index.ts';
import type { GeneratedHost } from '../factories/host-factory.ts';

/** A transfer as GET /v2/transfers shows it (`id` with every digit). */
export const transferV2Json = (t: Transfer): string => serialize(transferToV2(t));
/** A host as GET /v2/hosts shows it (`password` is the stored key, as v1's HOSTKEY). */
export const hostV2Json = (h: GeneratedHost): string => serialize(hostToV2(h.record));
/** A rule as GET /v2/rules shows it (3.6.2's four task lists). */
export const ruleV2Json = (r: Rule): string => serialize(ruleToV2(r));
