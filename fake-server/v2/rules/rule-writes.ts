// GET, POST, PUT and DELETE of one v2 rule (`RulesHandler.addRule`, `RuleIdHandler`,
// docs/rest-v2-3.6.2.md §1 R2-R5, §2.3, §8.4) over `store.rules`, the records v1's /rules shows.
// A rule made here starts with UPDATEDINFO 0 (observed); a change keeps the row's.
// Where 3.6.2 is evidently wrong the fake follows the intent (DESIGN §2): DELETE of a rule that
// transfers use answers 404 on 3.6.2 and deletes it all the same; here 404 and the rule is kept.
import { UPDATED_INFO, ruleInColumnOrder, ruleToV2, type Rule } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { refusedMediaType } from '../v2-body.ts';
import { emptyReply, v2ErrorReply, v2Errors } from '../v2-errors.ts';
import { checkedBody, jsonReply, NOT_JSON, pathIdOf } from '../v2-lists.ts';
import { languageOf } from '../v2-messages.ts';
import { newRuleDraft, readRuleBody, type RuleDraft } from './rule-input.ts';
import { addressHeader } from '../address-header.ts';
import { factsOf } from '../../release.ts';

const NOT_FOUND = emptyReply(404);



const draftOf = (r: Rule): RuleDraft => ({ ...r, HOSTIDS: [...r.HOSTIDS] });

function storeRule(draft: RuleDraft, updatedInfo: number, deps: Deps): Rule {
  const rule = ruleInColumnOrder({ ...draft, IDRULE: draft.IDRULE ?? '', UPDATEDINFO: updatedInfo });
  deps.store.rules.put(rule);
  return rule;
}

/** GET /v2/rules/{id} (no role needed: NOACCESS). */
export function getRule(req: ParsedRequest, deps: Deps): Reply {
  const row = deps.store.rules.get(pathIdOf(req));
  return row ? jsonReply(200, ruleToV2(row.record)) : NOT_FOUND;
}

/** POST /v2/rules: 201, the rule and header `ruleURI`; the body is checked before the name's existence (8). */
export function createRule(req: ParsedRequest, deps: Deps): Reply {
  if (refusedMediaType(req)) return NOT_JSON;
  const read = checkedBody(req, factsOf(deps).v2SanityFilter, (o, m) => readRuleBody(o, m, newRuleDraft(), factsOf(deps)));
  if (!read.ok) return read.reply;
  const id = read.rule.IDRULE ?? '';
  if (deps.store.rules.get(id)) return v2ErrorReply([v2Errors.alreadyExisting(id)], languageOf(req.headers['accept-language']));
  const rule = storeRule(read.rule, UPDATED_INFO.UNKNOWN, deps);
  return jsonReply(201, ruleToV2(rule), { ruleURI: addressHeader(`/v2/rules/${id}`) });
}

/** PUT /v2/rules/{id}: 404 before the body is read; 201 with the rule, no `ruleURI` (the maker's file promises one). */
export function updateRule(req: ParsedRequest, deps: Deps): Reply {
  if (refusedMediaType(req)) return NOT_JSON;
  const old = deps.store.rules.get(pathIdOf(req));
  if (!old) return NOT_FOUND;
  const read = checkedBody(req, factsOf(deps).v2SanityFilter, (o, m) => readRuleBody(o, m, draftOf(old.record), factsOf(deps)));
  if (!read.ok) return read.reply;
  return jsonReply(201, ruleToV2(storeRule(read.rule, old.record.UPDATEDINFO, deps)));
}

/** DELETE /v2/rules/{id}: 204; 404 for an unknown rule or one that transfers use. */
export function deleteRule(req: ParsedRequest, deps: Deps): Reply {
  const id = pathIdOf(req);
  if (!deps.store.rules.get(id)) return NOT_FOUND;
  if (deps.store.transfers.query({ rule: id, statusFlags: [], orderById: false, limit: 1 }).length > 0) return NOT_FOUND;
  deps.store.rules.delete(id);
  return emptyReply(204);
}
