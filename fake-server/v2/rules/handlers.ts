// The handlers of /v2/rules (REST v2, docs/rest-v2-3.6.2.md).
import type { Handler } from '../../handlers/handler.ts';
import { describeV2Path } from '../options.ts';
import { emptyReply } from '../v2-errors.ts';

// IN PROGRESS (issue 26): answers 501 until the handler lands.
const notYet: Handler = () => emptyReply(501);

export const RULE_HANDLERS: { readonly [Id in 'listRulesV2' | 'createRuleV2' | 'getRuleV2' | 'updateRuleV2' | 'deleteRuleV2' | 'optionsRulesV2' | 'optionsRuleV2']: Handler } = {
  listRulesV2: notYet,
  createRuleV2: notYet,
  getRuleV2: notYet,
  updateRuleV2: notYet,
  deleteRuleV2: notYet,
  optionsRulesV2: describeV2Path,
  optionsRuleV2: describeV2Path,
};
