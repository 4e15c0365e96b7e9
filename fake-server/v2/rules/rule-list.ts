// GET /v2/rules (`RulesHandler.filterRules`, docs/rest-v2-3.6.2.md §3.2, §8.4): `modeTrans` by
// name, `order` ascName descName, `limit` (≤ 0: errorCode 4) and `offset` (< 0: 4), `countOrder`;
// the rows are counted before the page is cut, and `totalResults` comes first.
// 3.6.2 compares MODETRANS with the mode's position from 0 (`send` finds nothing, `receive` the
// send rules, RECVMD5THROUGHMODE never anything): an evident defect; the fake selects the rules
// of the mode named.
import { V2_LISTS, V2_RULE_MODES, modeTransOf, noSuchModeText, ruleToV2, type Rule } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { V2Query } from '../query.ts';
import { v2ErrorReply, v2Errors } from '../v2-errors.ts';
import { refusedFormType } from '../form-media.ts';
import { countReply, pageReply, v2Comparators } from '../v2-lists.ts';
import { languageOf } from '../v2-messages.ts';
import { factsOf } from '../../release.ts';

const ORDERS = v2Comparators<Rule, keyof typeof V2_LISTS.v2rules.orders>(V2_LISTS.v2rules.orders);
const ORDER_NAMES = Object.keys(ORDERS) as (keyof typeof ORDERS)[];


export function listRules(req: ParsedRequest, deps: Deps): Reply {
  const refused = refusedFormType(req);
  if (refused) return refused;
  const q = new V2Query(req);
  const count = q.countOrder(factsOf(deps).v2CountOrder);
  // 3.6.2 reads limit then order in one try, offset then modeTrans in another: a bad number
  // hides the second of its pair.
  const before = q.errors.length;
  const limit = q.int('limit', 20);
  const order = q.errors.length === before ? q.oneOf('order', ORDER_NAMES, 'ascName') : 'ascName';
  const afterLimit = q.errors.length;
  const offset = q.int('offset', 0);
  const modeText = q.text('modeTrans');
  let mode: number | undefined;
  if (q.errors.length === afterLimit && modeText !== '') {
    if ((V2_RULE_MODES as readonly string[]).includes(modeText)) mode = modeTransOf(modeText as (typeof V2_RULE_MODES)[number]);
    else q.errors.push(v2Errors.illegalParameterValue('modeTrans', noSuchModeText(deps.config.classPrefix, modeText)));
  }
  if (limit <= 0) q.errors.push(v2Errors.illegalParameterValue('limit', q.text('limit', '20')));
  else if (offset < 0) q.errors.push(v2Errors.illegalParameterValue('offset', q.text('offset')));
  if (q.errors.length > 0) return v2ErrorReply(q.errors, languageOf(req.headers['accept-language']));

  const rules = [...deps.store.rules.values()].map((row) => row.record).filter((r) => mode === undefined || r.MODETRANS === mode);
  if (count) return countReply(rules.length);
  return pageReply(rules.sort(ORDERS[order]), offset, limit, ruleToV2);
}
