// v2_rule_writes_round_trip: rules of the run made by POST /v2/rules, one in each of the 8 modes,
// with paths, hostIds and the four task lists v2 reads, answer 201, header ruleURI and the rule
// as ruleToV2 shows what was stored (v2-rule-model.ts; the task keys collide, docs/rest-v2-3.6.2.md
// §2.3), which GET /v2/rules/{id} and the list show too; PUT changes what it names and keeps the
// rest (201, the rule), another name is refused with 13; DELETE answers 204, then 404.
// After the refused PUT only status codes are judged: a failed PUT leaves the rule changed in the
// server's cache (observed on 3.6.2: `hostIds: [1]` empties the cached list, not the stored one).
import { ruleToV2, V2_RULE_MODES, type JsonObject, type Rule } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { v2Page, WHOLE_LIST } from './v2-lists.ts';
import { writtenRule, type V2RuleInput, type V2TaskInput } from './v2-rule-model.ts';
import { makeRule, removeRule } from './v2-run-records.ts';
import { errorListFailure, fieldDifferences, recordFailure, requireV2Writes, statusFailure } from './v2-writes.ts';

const task = (what: string, delay: number): V2TaskInput => ({ type: 'LOG', arguments: what, delay });
const v2Form = (r: Rule): JsonObject => ruleToV2(r) as unknown as JsonObject;
const onePath = (name: string) => `/v2/rules/${name}`;
/** A rule input as the JSON body sent. */
const asBody = (input: V2RuleInput) => input as unknown as JsonObject & { readonly name: string };

/** The POST body of the run's rule in mode `i`: every field v2 reads; the last one allows every host. */
function created(prefix: string, own: string, i: number): V2RuleInput {
  const name = `${prefix}-m${i + 1}`;
  return {
    name, mode: V2_RULE_MODES[i], hostIds: i === V2_RULE_MODES.length - 1 ? [] : [own],
    // Paths that exist at the file system's root are refused (§2.3): the run's own names.
    recvPath: `/${name}-in`, sendPath: `/${name}-out`, archivePath: `/${name}-arch`, workPath: `/${name}-work`,
    rPreTasks: [task(`rpre ${i}`, i)], rPostTasks: [task(`rpost ${i}`, i + 1)], sPreTasks: [task(`spre ${i}`, i + 2)], sErrorTasks: [task(`serr ${i}`, i + 3)],
  };
}

/** The PUTs on one rule, each naming some fields (a bare task: empty arguments, delay 0). */
const changes = (name: string): V2RuleInput[] => [
  { name, mode: 'sendMD5' },
  { name, hostIds: [] },
  { name, recvPath: `/${name}-in2`, sendPath: '', archivePath: `/${name}-arch2`, workPath: `/${name}-work2` },
  { name, rPreTasks: [], sPreTasks: [], sErrorTasks: [{ type: 'LOG' }, task('serr again', 10)] },
  { name, rPostTasks: [task('rpost again', 4)] },
];

/** The rule as GET /v2/rules/{id} and the list show it, compared with `want`. */
async function readsAs(ctx: CheckContext, name: string, want: JsonObject, when: string): Promise<Failure | undefined> {
  const one = recordFailure(`GET /v2/rules/{id} ${when}`, await ctx.call({ method: 'GET', path: onePath(name) }), 200, want);
  if (one) return one;
  const page = await v2Page(ctx, 'v2rules', { limit: WHOLE_LIST }, `GET /v2/rules ${when}`);
  if (!page.ok) return page.failure;
  const diff = fieldDifferences(want, page.results.find((r) => r['name'] === name) ?? {});
  if (diff.length === 0) return undefined;
  return { finding: { title: `GET /v2/rules ${when}: the list (the stored row) is not the rule GET /v2/rules/{id} shows (${diff.map((d) => d.split(':')[0]).join(', ')})`, expected: 'Expected: the rule as written', received: `Received: ${diff.join('; ')}` }, exchange: page.ex };
}

async function create(ctx: CheckContext, input: V2RuleInput): Promise<Failure | undefined> {
  const post = await makeRule(ctx, asBody(input));
  const want = v2Form(writtenRule(input));
  const wrong = recordFailure(`POST /v2/rules (mode ${String(input.mode)})`, post, 201, want);
  if (wrong) return wrong;
  const uri = post.response?.headers['ruleuri'];
  if (uri !== onePath(input.name)) return { finding: { title: 'POST /v2/rules: header ruleURI not the new rule\'s address', expected: `Expected: ruleURI: ${onePath(input.name)}`, received: `Received: ${uri ?? '(no ruleURI)'}` }, exchange: post };
  return readsAs(ctx, input.name, want, `after POST (mode ${String(input.mode)})`);
}

/** The PUTs in turn on the first rule, then the refused rename. */
async function change(ctx: CheckContext, first: V2RuleInput): Promise<Failure | undefined> {
  let stored = writtenRule(first);
  for (const body of changes(first.name)) {
    stored = writtenRule(body, stored);
    const what = `PUT /v2/rules/{id} ${JSON.stringify(Object.keys(body).filter((k) => k !== 'name'))}`;
    const f = recordFailure(what, await ctx.call({ method: 'PUT', path: onePath(first.name), body: asBody(body) }), 201, v2Form(stored)) ?? (await readsAs(ctx, first.name, v2Form(stored), `after ${what}`));
    if (f) return f;
  }
  const rename = await ctx.call({ method: 'PUT', path: onePath(first.name), body: { name: `${first.name}-renamed` } });
  return errorListFailure('PUT /v2/rules/{id} with another name', rename, [['FIELD_NOT_ALLOWED', { field: 'name' }]], 'en');
}

/** DELETE answers 204, then the rule reads 404 and a second DELETE 404. */
async function remove(ctx: CheckContext, name: string): Promise<Failure | undefined> {
  return (
    statusFailure('DELETE /v2/rules/{id} (the run\'s rule)', await removeRule(ctx, name), 204) ??
    statusFailure('GET /v2/rules/{id} after DELETE', await ctx.call({ method: 'GET', path: onePath(name) }), 404) ??
    statusFailure('DELETE /v2/rules/{id} again', await removeRule(ctx, name), 404)
  );
}

async function roundTrip(ctx: CheckContext): Promise<Failure | undefined> {
  const own = await ctx.hostId();
  const inputs = V2_RULE_MODES.map((_m, i) => created(`${ctx.runPrefix}-v2r`, own, i));
  for (const input of inputs) {
    const f = await create(ctx, input);
    if (f) return f;
  }
  const changed = await change(ctx, inputs[0] as V2RuleInput);
  if (changed) return changed;
  for (const input of inputs) {
    const f = await remove(ctx, input.name);
    if (f) return f;
  }
  return undefined;
}

export const v2RuleWritesRoundTrip: ScenarioCheck = {
  id: 'v2_rule_writes_round_trip',
  kind: 'scenario',
  severity: 'major',
  rule: 'POST /v2/rules stores the rule (201, ruleURI, the rule as stored: each of the 8 modes, hostIds, paths, tasks in the columns v2 maps them to); PUT /v2/rules/{id} changes the fields it names (201), refuses another name (13); DELETE answers 204, then 404.',
  failsWhen: 'a rule POSTed or PUT through v2 does not answer 201 with the rule as stored (ruleToV2 of the written columns), GET /v2/rules/{id} or the list shows another rule, a rename is not refused with 13, or DELETE does not answer 204 and then 404.',
  needs: { writes: true },
  async run(ctx) {
    requireV2Writes(ctx);
    reportFailure(ctx, await roundTrip(ctx));
  },
};
