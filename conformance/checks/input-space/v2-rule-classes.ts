// The value classes of POST /v2/rules and PUT /v2/rules/{id} (contract/v2/input-space.ts): each
// POST creates a rule of the run (mode send, the cell's field added), each PUT changes the run's
// rule (set back to a fixed frame before every cell); the answer must be 201 or 400 with the
// errorCode, and an accepted value must be what GET /v2/rules/{id} shows (rPreTasks and rPostTasks
// aside: no answer shows the columns they write, docs/rest-v2-3.6.2.md §2.3); then modeTrans's
// every name selects the run's rule of that mode. Paths are absolute names of the run (a relative path hides the rule from v1 on
// 3.6.2, §8.4). Every rule is removed by DELETE /v2/rules/{id}.
import { isJsonObject, V2_RULE_MODES, V2_RULE_TASK_INPUT, type JsonObject, type JsonValue, type ValueClass } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { makeRule, removeRule } from '../v2/v2-run-records.ts';
import { madeText } from './class-value.ts';
import { v2Cells, v2StatusFailure, type V2Cell, type V2Seeds } from './v2-cells.ts';
import { writeFailure } from './v2-stored-judge.ts';

const FRAME = { mode: 'send', hostIds: [], recvPath: '', sendPath: '', archivePath: '', workPath: '', rPreTasks: [], rPostTasks: [], sPreTasks: [], sErrorTasks: [] } as const;
const rulePath = (name: string) => `/v2/rules/${name}`;
const TASKS = new Set(Object.keys(V2_RULE_TASK_INPUT));
/**
 * The task lists whose column no answer of the interface shows (3.6.2 writes other columns under
 * their keys, §2.3; the fake does alike): only their acceptance is judged. sPreTasks and
 * sErrorTasks read back under their own keys.
 */
const HIDDEN = new Set(['rPreTasks', 'rPostTasks']);
const PATHS = new Set(['recvPath', 'sendPath', 'archivePath', 'workPath']);
const TEXT_CLASSES: readonly ValueClass[] = ['text-ascii', 'text-latin', 'text-other-script', 'text-astral'];

function seedsFor(prefix: string, hosts: readonly string[], own?: string) {
  return (param: string, c: ValueClass): V2Seeds => {
    if (param === 'mode') return { name: 'receive' };
    if (param === 'hostIds') return { array: [...hosts] };
    if (TASKS.has(param)) return { array: [{ type: 'LOG', arguments: `${prefix}-${param}`, delay: 1 }] };
    if (PATHS.has(param)) return { texts: Object.fromEntries(TEXT_CLASSES.map((k) => [k, `/${madeText(k, `${prefix}-${param}`) ?? ''}`])) };
    if (param === 'name' && own !== undefined && c === 'text-ascii') return { texts: { 'text-ascii': own } };
    return {};
  };
}

async function judge(ctx: CheckContext, what: string, c: V2Cell, write: Exchange, name: string): Promise<Failure | undefined> {
  if (HIDDEN.has(c.param)) return v2StatusFailure(what, c, write, 201);
  const read = write.response?.status === 201 ? await ctx.call({ method: 'GET', path: rulePath(name) }) : undefined;
  return writeFailure(what, c, write, 201, read);
}

async function hostNames(ctx: CheckContext): Promise<string[]> {
  const ex = await ctx.call({ method: 'GET', path: '/v2/hosts', query: { limit: '2' } });
  const results = (ex.json as JsonObject | undefined)?.['results'];
  return Array.isArray(results) ? results.map((h) => String((h as JsonObject)['name'])) : [];
}

async function createCells(ctx: CheckContext, hosts: readonly string[]): Promise<void> {
  for (const [i, c] of v2Cells(ctx, 'createRuleV2', seedsFor(ctx.runPrefix, hosts), true).entries()) {
    const name = c.param === 'name' ? c.value : `${ctx.runPrefix}-r2c${i}`;
    const body: Record<string, JsonValue> = { name: `${ctx.runPrefix}-r2c${i}`, mode: 'send', [c.param]: c.value };
    if (typeof name !== 'string') {
      reportFailure(ctx, v2StatusFailure('POST /v2/rules', c, await ctx.call({ method: 'POST', path: '/v2/rules', body: body as JsonObject }), 201));
      continue;
    }
    const post = await makeRule(ctx, body as JsonObject & { name: string });
    reportFailure(ctx, await judge(ctx, 'POST /v2/rules', c, post, name));
    if (post.response?.status === 201) await removeRule(ctx, name);
  }
}

async function updateCells(ctx: CheckContext, hosts: readonly string[]): Promise<void> {
  const name = `${ctx.runPrefix}-r2u`;
  if ((await makeRule(ctx, { name, ...FRAME } as unknown as JsonObject & { name: string })).response?.status !== 201) return;
  for (const c of v2Cells(ctx, 'updateRuleV2', seedsFor(ctx.runPrefix, hosts, name), true)) {
    await ctx.call({ method: 'PUT', path: rulePath(name), body: { ...FRAME } as unknown as JsonObject });
    const put = await ctx.call({ method: 'PUT', path: rulePath(name), body: { [c.param]: c.value } as JsonObject });
    reportFailure(ctx, await judge(ctx, 'PUT /v2/rules/{id}', c, put, name));
  }
}

/**
 * modeTrans's exact name, for every name of the enumeration: a rule of the run in each mode (the
 * data may hold rules of two modes only), and each name must select exactly the records of that
 * mode, the run's rule of that mode among them (3.6.2 selects the mode before: the baseline).
 */
async function everyMode(ctx: CheckContext): Promise<void> {
  const names = V2_RULE_MODES.map((_m, i) => `${ctx.runPrefix}-mode${i + 1}`);
  for (const [i, mode] of V2_RULE_MODES.entries()) await makeRule(ctx, { name: names[i] as string, mode });
  for (const [i, mode] of V2_RULE_MODES.entries()) {
    const ex = await ctx.call({ method: 'GET', path: '/v2/rules', query: { modeTrans: mode, limit: '1000' } });
    const results = isJsonObject(ex.json) && Array.isArray(ex.json['results']) ? ex.json['results'].filter(isJsonObject) : undefined;
    const ours = results?.filter((r) => names.includes(String(r['name']))).map((r) => String(r['name']));
    const others = results?.filter((r) => r['mode'] !== mode).map((r) => `${String(r['name'])} (${String(r['mode'])})`) ?? [];
    if (ex.response?.status === 200 && ours?.length === 1 && ours[0] === names[i] && others.length === 0) continue;
    reportFailure(ctx, {
      finding: { title: `GET /v2/rules?modeTrans=${mode} (name-exact) does not select the rules of mode ${mode}`, expected: `Expected: 200, every rule of mode ${mode} (of the run's: ${names[i] as string}) and no other`, received: `Received: ${ex.response?.status ?? 'no answer'}${ours ? `; the run's ${ours.join(', ') || 'none'}` : ''}${others.length > 0 ? `; other modes ${others.slice(0, 4).join(', ')}` : ''}` },
      exchange: ex,
    });
  }
  for (const n of names) await removeRule(ctx, n);
}

export async function v2RuleClasses(ctx: CheckContext): Promise<void> {
  const hosts = await hostNames(ctx);
  await createCells(ctx, hosts);
  await updateCells(ctx, hosts);
  await everyMode(ctx);
}
