// v2_body_errors_listed: a POST or PUT body of /v2/transfers, /v2/hosts or /v2/rules with several
// faults at once answers 400 with every error, in the order 3.6.2 finds them, in English and in
// French (v2-body-error-cases.ts), and stores nothing: the three lists read the same before and
// after (lists, never a single GET: a failed PUT changes the server's cache, not its data,
// docs/rest-v2-3.6.2.md §8.3). The run makes a rule and a host of its own to PUT to, removed at the end.
import type { JsonObject, V2Language } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import { NotJudged, type ScenarioCheck } from '../check.ts';
import { reportFailure } from '../list-semantics/property.ts';
import { listed } from '../list-semantics/row-diff.ts';
import { sameJson } from '../same-json.ts';
import { expectStatus } from '../scenarios/helpers.ts';
import { bodyErrorCases, type BodyErrorCase, type CaseNames } from './v2-body-error-cases.ts';
import { v2KeyOf, v2Page, WHOLE_LIST } from './v2-lists.ts';
import { makeHost, makeRule } from './v2-run-records.ts';
import { removeTransfers } from './v2-transfer-partner.ts';
import { errorListFailure, requireV2Writes } from './v2-writes.ts';

const LANGUAGES: readonly V2Language[] = ['en', 'fr'];
const ENTRIES = ['v2transfers', 'v2hosts', 'v2rules'] as const;

/** The three lists whole, each sorted by its key (PostgreSQL returns ties in varying order); undefined when one cannot be read. */
async function snapshot(ctx: CheckContext): Promise<Map<string, JsonObject> | undefined> {
  const rows = new Map<string, JsonObject>();
  for (const entry of ENTRIES) {
    const page = await v2Page(ctx, entry, { limit: WHOLE_LIST }, `GET ${entry}`);
    if (!page.ok) return void reportFailure(ctx, page.failure);
    for (const r of page.results) rows.set(`${entry} ${v2KeyOf(entry, r)}`, r);
  }
  return rows;
}

function compare(ctx: CheckContext, before: Map<string, JsonObject>, after: Map<string, JsonObject>): void {
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  const changed = keys.filter((k) => !sameJson(before.get(k), after.get(k)));
  if (changed.length === 0) return;
  ctx.report({
    title: `refused v2 bodies changed the stored records (${listed(changed, (k) => k.split(' ')[0] ?? k, 3)})`,
    expected: 'Expected: GET /v2/transfers, /v2/hosts and /v2/rules list the same records before and after the refused requests',
    received: `Received: ${listed(changed, (k) => `${k} ${before.has(k) ? (after.has(k) ? 'changed' : 'gone') : 'added'}`, 6)}`,
  });
}

async function checkCase(ctx: CheckContext, c: BodyErrorCase, language: V2Language): Promise<boolean> {
  const ex = await ctx.call({ method: c.method, path: c.path, body: c.body, headers: { 'Accept-Language': language } });
  const what = `${c.method} ${c.path.replace(/\/v2\/(hosts|rules)\/.+$/u, '/v2/$1/{id}')} with ${c.label} (${language})`;
  return reportFailure(ctx, errorListFailure(what, ex, c.errors, language));
}

/** The names of the run and a partner host of the target (not this server, not SSL). */
async function caseNames(ctx: CheckContext, own: string): Promise<CaseNames | undefined> {
  const hosts = await v2Page(ctx, 'v2hosts', { limit: WHOLE_LIST }, 'GET /v2/hosts');
  if (!hosts.ok) return void reportFailure(ctx, hosts.failure);
  const partner = hosts.results.find((h) => typeof h['name'] === 'string' && h['name'] !== own && h['isSSL'] === false)?.['name'];
  if (typeof partner !== 'string') throw new NotJudged('no host of the target besides this server that is not SSL (GET /v2/hosts), for the rule-host refusal');
  const prefix = `${ctx.runPrefix}-v2e`;
  return { prefix, rule: `${prefix}-rule`, host: `${prefix}-host`, partner, filename: `${prefix}.dat` };
}

export const v2BodyErrorsListed: ScenarioCheck = {
  id: 'v2_body_errors_listed',
  kind: 'scenario',
  severity: 'major',
  rule: 'A POST or PUT body of /v2/transfers, /v2/hosts or /v2/rules with several faults answers 400 listing every error in 3.6.2\'s order (fields in body order, then rule-host refusals, then missing required fields), in the language asked, and stores nothing.',
  failsWhen: 'a v2 body with several faults does not answer 400 with exactly the errors 3.6.2 lists, in its order and in the language of Accept-Language (en, fr), or a refused request changes what GET /v2/transfers, /v2/hosts or /v2/rules list.',
  needs: { writes: true },
  async run(ctx) {
    requireV2Writes(ctx);
    const own = await ctx.hostId();
    const names = await caseNames(ctx, own);
    if (!names) return;
    if (!expectStatus(ctx, await makeRule(ctx, { name: names.rule, mode: 'send', hostIds: [own] }), 201, 'POST /v2/rules (the run\'s rule)')) return;
    if (!expectStatus(ctx, await makeHost(ctx, names.host, '10.66.9.9'), 200, 'POST /hosts (the run\'s host)')) return;
    // After the rule's removal is registered, so that it runs first: a transfer wrongly made on the rule goes before it.
    ctx.onCleanup(() => removeTransfers(ctx, own, names.filename, undefined));
    const before = await snapshot(ctx);
    if (!before) return;
    for (const c of bodyErrorCases(names)) {
      for (const language of LANGUAGES) if (!(await checkCase(ctx, c, language))) break;
    }
    const after = await snapshot(ctx);
    if (after) compare(ctx, before, after);
  },
};
