// The handlers of /v2/rules (REST v2, docs/rest-v2-3.6.2.md §1 R1-R5): the list in rule-list.ts,
// one rule's read and writes in rule-writes.ts.
import type { Handler } from '../../handlers/handler.ts';
import { describeV2Path } from '../options.ts';
import { listRules } from './rule-list.ts';
import { createRule, deleteRule, getRule, updateRule } from './rule-writes.ts';

export const RULE_HANDLERS: { readonly [Id in 'listRulesV2' | 'createRuleV2' | 'getRuleV2' | 'updateRuleV2' | 'deleteRuleV2' | 'optionsRulesV2' | 'optionsRuleV2']: Handler } = {
  listRulesV2: listRules,
  createRuleV2: createRule,
  getRuleV2: getRule,
  updateRuleV2: updateRule,
  deleteRuleV2: deleteRule,
  optionsRulesV2: describeV2Path,
  optionsRuleV2: describeV2Path,
};
