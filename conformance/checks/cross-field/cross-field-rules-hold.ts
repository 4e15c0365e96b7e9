// cross_field_rules_hold: every cross-field rule of the contract (contract/cross-field.ts: a field
// whose meaning the reference gives through another, a negative PORT making a client host) is sent
// in each combination of value classes that changes its outcome, and both the write's answer and
// the record read back must show the rule's outcome. The value-class checks vary one field at a
// time, so a server that keeps a client's address as sent, or answers it so, passes them. One
// record of the run per case, removed at the end (DESIGN §6).
import { CROSS_FIELD_RULES, OPERATIONS, type CrossFieldCase, type CrossFieldRule } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { answerOf, type JsonRecord } from '../scenarios/helpers.ts';
import { sameJson } from '../same-json.ts';
import { requireWrites } from '../stateful/calls.ts';
import { byHostIdSetup, type Body, type WriteSetup } from '../input-space/write-setups.ts';

/** The write setup of a rule's collection (every rule today is on /hosts, one HOSTID its identity). */
function setupOf(ctx: CheckContext, rule: CrossFieldRule): WriteSetup {
  const family = OPERATIONS.find((o) => o.id === rule.operation)?.family;
  if (family !== 'hosts') throw new Error(`cross-field rule ${rule.id}: no write setup for ${String(family)}`);
  return byHostIdSetup(ctx, family, `${ctx.runPrefix}-xf`);
}

/** The fields of `record` that differ from the case's outcome, in words. */
function differences(record: JsonRecord | undefined, outcome: CrossFieldCase['outcome']): string[] {
  if (!record) return ['no record'];
  return Object.entries(outcome).flatMap(([f, want]) => (sameJson(record[f] ?? null, want) ? [] : [`${f} ${JSON.stringify(record[f] ?? null)} (expected ${JSON.stringify(want)})`]));
}

async function sendCase(ctx: CheckContext, s: WriteSetup, rule: CrossFieldRule, c: CrossFieldCase, i: number): Promise<void> {
  const base = s.base(i);
  const sent: Body = Object.fromEntries(Object.entries(c.sent).map(([f, v]) => [f, v.value]));
  const update = rule.operation === s.updateOp;
  const created: Body = update ? { ...base, ...c.before } : { ...base, ...c.before, ...sent };
  ctx.onCleanup(() => ctx.call(s.remove(created)));
  const post = await ctx.call({ method: 'POST', path: `/${s.collection}`, body: created });
  let write: Exchange = post;
  if (update) {
    if (post.response?.status !== 200) return; // creating is other checks' business
    write = await ctx.call(s.update(created, sent));
  }
  const what = `${update ? 'PUT' : 'POST'} /${s.collection} with ${c.label}`;
  const classes = Object.entries(c.sent).map(([f, v]) => `${f} ${v.class}`).join(', ');
  const report = (problem: string, ex: Exchange) =>
    ctx.report({ title: `${what}: ${problem}`, expected: `Expected: ${rule.reference}: ${JSON.stringify(c.outcome)} (sent ${classes})`, received: `Received: ${problem}` }, ex);
  if (write.response?.status !== 200) return report(`the write answered ${write.response?.status ?? 'nothing'}`, write);
  const answered = differences(answerOf(write), c.outcome);
  if (answered.length > 0) report(`the answer shows ${answered.join(', ')}`, write);
  const { ex, record } = await s.read(created);
  const stored = differences(record, c.outcome);
  if (stored.length > 0) report(`the record read back shows ${stored.join(', ')}`, ex);
}

export const crossFieldRulesHold: ScenarioCheck = {
  id: 'cross_field_rules_hold',
  kind: 'scenario',
  severity: 'major',
  rule: 'Where the reference gives a field\'s meaning through another field (a negative PORT makes a client host: ISCLIENT true, ADDRESS 0.0.0.0, whatever the write says of them), every combination of value classes that changes the outcome is answered and stored as the rule says.',
  failsWhen: 'a write sent in a combination of a cross-field rule (contract/cross-field.ts) answers, or reads back, otherwise than the rule says (a negative PORT with a server address kept or answered as sent, ISCLIENT false kept for a client host, a non-negative PORT made a client).',
  needs: { writes: true },
  async run(ctx) {
    requireWrites(ctx);
    let i = 0;
    for (const rule of CROSS_FIELD_RULES) {
      const s = setupOf(ctx, rule);
      for (const c of rule.cases) await sendCase(ctx, s, rule, c, i++);
    }
  },
};
