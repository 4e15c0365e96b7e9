// v2_hostconfig_lifecycle: this server's host configuration through v2 (docs/rest-v2-3.6.2.md §1
// C1-C4, §8.5). PUT /v2/hostconfig of one part (business, one name of the run's added) answers 201
// with the configuration, the other parts kept, which GET shows (with the versions); DELETE
// answers 204, after which GET, DELETE and PUT answer 404 and v1 shows no row either.
// Safety (DESIGN §6): the row is read through v1 first and put back through v1 with its original
// texts (v2 cannot write back "" where a part was empty, §8.5), by a cleanup registered before
// the first write, and once more right after the DELETE, where the check also judges that v1 and
// v2 then show the original again (UPDATEDINFO aside, which any write sets). Before anything is
// changed, a v1 PUT of the texts as they are shows the way back is open to the run's user (the
// row holds v2's roles: with authentication on, its DELETE could lock a user out of v2; v1 keeps
// its own), so the DELETE is done against a real target too: the row always comes back.
import { UPDATED_INFO, type JsonObject } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import { NotJudged, type ScenarioCheck } from '../check.ts';
import { reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { answerOf } from '../scenarios/helpers.ts';
import { objectOf, recordFailure, requireV2Writes, statusFailure } from './v2-writes.ts';

export const HOSTCONFIG_TEXTS = ['BUSINESS', 'ROLES', 'ALIASES', 'OTHERS'] as const;
const V2_PATH = '/v2/hostconfig';

/**
 * Why this run may not change the server's own host configuration, or undefined when it may. Only
 * v1 writes its texts back exactly, and a v1 write leaves UPDATEDINFO at 3 (TOSUBMIT, reference
 * §3): a row with another UPDATEDINFO could not be put back as it was. The embedded fake is the
 * suite's own and may be changed.
 */
export function ownHostConfigUnchangeable(ctx: CheckContext, row: JsonObject | undefined): string | undefined {
  if (ctx.embedded || row === undefined || row['UPDATEDINFO'] === UPDATED_INFO.TOSUBMIT) return undefined;
  return `the server's own host configuration has UPDATEDINFO ${String(row['UPDATEDINFO'])}, and putting it back through v1 would leave 3: it could not be restored exactly, so it is not changed`;
}

/** Puts the row's original texts back through v1: PUT where a row is, POST where none is. */
export async function restoreHostConfig(ctx: CheckContext, own: string, texts: JsonObject) {
  const path = `/hostconfigs/${own}`;
  const exists = (await ctx.call({ method: 'GET', path })).response?.status === 200;
  return exists ? ctx.call({ method: 'PUT', path, body: texts }) : ctx.call({ method: 'POST', path: '/hostconfigs', body: { HOSTID: own, ...texts } });
}

/** Whether v1 and v2 show the original row (`texts`, and `v2` as GET /v2/hostconfig answered it). */
export async function showsOriginalHostConfig(ctx: CheckContext, own: string, texts: JsonObject, v2: JsonObject, when: string): Promise<Failure | undefined> {
  const v1 = await ctx.call({ method: 'GET', path: `/hostconfigs/${own}` });
  const row = answerOf(v1);
  const differs = HOSTCONFIG_TEXTS.filter((t) => row?.[t] !== texts[t]);
  if (v1.response?.status !== 200 || differs.length > 0) {
    return { finding: { title: `GET /hostconfigs/{id} (v1) ${when}: not the original row`, expected: `Expected: 200 with ${JSON.stringify(texts)}`, received: `Received: ${v1.response?.status ?? 'none'} ${differs.map((t) => `${t} ${JSON.stringify(row?.[t])}`).join(', ')}` }, exchange: v1 };
  }
  return recordFailure(`GET /v2/hostconfig ${when}`, await ctx.call({ method: 'GET', path: V2_PATH }), 200, v2);
}

async function lifecycle(ctx: CheckContext): Promise<Failure | undefined> {
  const own = await ctx.hostId();
  const v1 = await ctx.call({ method: 'GET', path: `/hostconfigs/${own}` });
  const row = answerOf(v1);
  const before = await ctx.call({ method: 'GET', path: V2_PATH });
  const original = objectOf(before);
  if (v1.response?.status !== 200 || !row || before.response?.status !== 200 || !original) {
    throw new NotJudged('this server has no host configuration row to change and put back (GET /hostconfigs/<own id>, GET /v2/hostconfig)');
  }
  const unchangeable = ownHostConfigUnchangeable(ctx, row);
  if (unchangeable !== undefined) throw new NotJudged(unchangeable);
  const texts: JsonObject = Object.fromEntries(HOSTCONFIG_TEXTS.map((t) => [t, row[t] ?? '']));
  ctx.onCleanup(() => restoreHostConfig(ctx, own, texts));
  const open = await restoreHostConfig(ctx, own, texts);
  if (open.response?.status !== 200) throw new NotJudged(`the row could not be put back through v1 (PUT /hostconfigs/<own id>: ${open.response?.status ?? 'no answer'}): nothing changed`);

  const { versionR66: _r, versionBin: _b, ...written } = original;
  const business = [...(Array.isArray(original['business']) ? original['business'] : []), `${ctx.runPrefix}-biz`];
  const changed = { ...written, business };
  const put = await ctx.call({ method: 'PUT', path: V2_PATH, body: { business } });
  const failure =
    recordFailure('PUT /v2/hostconfig {"business":[…]}', put, 201, changed) ??
    recordFailure('GET /v2/hostconfig after PUT', await ctx.call({ method: 'GET', path: V2_PATH }), 200, { ...original, business }) ??
    statusFailure('DELETE /v2/hostconfig', await ctx.call({ method: 'DELETE', path: V2_PATH }), 204) ??
    statusFailure('GET /v2/hostconfig after DELETE', await ctx.call({ method: 'GET', path: V2_PATH }), 404) ??
    statusFailure('GET /hostconfigs/{id} (v1) after DELETE /v2/hostconfig', await ctx.call({ method: 'GET', path: `/hostconfigs/${own}` }), 404) ??
    statusFailure('DELETE /v2/hostconfig again', await ctx.call({ method: 'DELETE', path: V2_PATH }), 404) ??
    statusFailure('PUT /v2/hostconfig {} without a row', await ctx.call({ method: 'PUT', path: V2_PATH, body: {} }), 404);
  // Put back at once (the cleanup puts it back again), and judged: the data as before.
  const back = await restoreHostConfig(ctx, own, texts);
  return failure ?? statusFailure('putting the row back through v1 (POST /hostconfigs)', back, 200) ?? (await showsOriginalHostConfig(ctx, own, texts, original, 'once put back'));
}

export const v2HostconfigLifecycle: ScenarioCheck = {
  id: 'v2_hostconfig_lifecycle',
  kind: 'scenario',
  severity: 'major',
  rule: "PUT /v2/hostconfig changes the parts it names and keeps the others (201, the configuration, which GET shows); DELETE /v2/hostconfig answers 204, after which GET, DELETE and PUT answer 404 and v1 shows no row; the row put back through v1 reads as before in both views.",
  failsWhen: "PUT /v2/hostconfig of the business part does not answer 201 with the configuration (other parts kept) or GET shows another, DELETE does not answer 204 or leaves a row that GET, DELETE, PUT or v1 still find, or the row put back through v1 does not read as the original.",
  needs: { writes: true },
  async run(ctx) {
    requireV2Writes(ctx);
    reportFailure(ctx, await lifecycle(ctx));
  },
};
