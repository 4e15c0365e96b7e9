// v2_errors_listed_in_both_languages: a v2 request with several wrong query values answers 400
// with every error, in the order 3.6.2 checks them, each `{"message", "errorCode": 4}` in the
// language Accept-Language asks for (English, French; any other: English), the texts of the
// server's own bundles (contract/v2/errors.ts; docs/rest-v2-3.6.2.md §4, observed on 3.6.2 H2).
import { isJsonObject, noSuchModeText, v2ErrorText, V2_ERROR_CODE, type JsonValue, type V2Language } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { sameJson } from '../same-json.ts';

interface ErrorCase {
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  /** The refused parameters in the order the errors list them, as [name reported, value reported]. */
  readonly errors: (ctx: CheckContext) => readonly (readonly [string, string])[];
}

const CASES: readonly ErrorCase[] = [
  {
    // countOrder is read as "list" for any value but `true`; the date filters are reported as start/stop.
    path: '/v2/transfers', query: { order: 'bad', limit: 'x', offset: 'y', status: 'zz', startTrans: 'bad', stopTrans: 'worse', countOrder: 'maybe' },
    errors: () => [['limit', 'x'], ['offset', 'y'], ['order', 'bad'], ['start', 'bad'], ['stop', 'worse'], ['status', 'zz']],
  },
  {
    // One error for limit and offset together: the paging check stops at the first.
    path: '/v2/hosts', query: { limit: '-1', offset: '-1', order: 'bad', isSSL: 'maybe', isActive: 'no' },
    errors: () => [['order', 'bad'], ['limit', '-1'], ['isSSL', 'maybe'], ['isActive', 'no']],
  },
  {
    // A wrong mode is reported with the Java message of the failed enum lookup, under the server's class prefix.
    path: '/v2/rules', query: { limit: '0', order: 'bad', modeTrans: 'bogus' },
    errors: (ctx) => [['order', 'bad'], ['modeTrans', noSuchModeText(ctx.classPrefix, 'bogus')], ['limit', '0']],
  },
  { path: '/v2/server/status', query: { period: 'bad' }, errors: () => [['period', 'bad']] },
  { path: '/v2/filemonitors', query: { status: 'x' }, errors: () => [['status', 'x']] },
  {
    path: '/v2/server/logs', query: { status: 'bad', purge: 'maybe', clean: 'x', startID: 'a', stopID: 'b', start: 'bad', stop: 'bad' },
    errors: () => [['purge', 'maybe'], ['clean', 'x'], ['start', 'bad'], ['stop', 'bad'], ['startID', 'a'], ['stopID', 'b'], ['status', 'bad']],
  },
  { path: '/v2/server/config', query: { exportHosts: 'maybe', exportRules: 'x' }, errors: () => [['exportHosts', 'maybe'], ['exportRules', 'x']] },
];

/** Accept-Language values and the bundle each gets. */
const LANGUAGES: readonly (readonly [string, V2Language])[] = [['en', 'en'], ['fr', 'fr'], ['fr-CH, en;q=0.5', 'fr'], ['de', 'en']];

async function checkCase(ctx: CheckContext, c: ErrorCase, header: string, language: V2Language): Promise<Failure | undefined> {
  const ex = await ctx.call({ method: 'GET', path: c.path, query: c.query, headers: { 'Accept-Language': header } });
  const want = c.errors(ctx).map(([parameter, value]) => ({ message: v2ErrorText('ILLEGAL_PARAMETER_VALUE', { parameter, value }, language), errorCode: V2_ERROR_CODE.ILLEGAL_PARAMETER_VALUE }));
  const got: JsonValue | undefined = isJsonObject(ex.json) ? ex.json['errors'] : undefined;
  if (ex.response?.status === 400 && sameJson(got, want)) return undefined;
  const query = Object.entries(c.query).map(([k, v]) => `${k}=${v}`).join('&');
  return {
    finding: {
      title: `GET ${c.path}?${query} (Accept-Language: ${header}): not every error, in order, in ${language === 'en' ? 'English' : 'French'}`,
      expected: `Expected: 400 ${JSON.stringify({ errors: want })}`,
      received: `Received: ${ex.response ? `${ex.response.status} ${ex.response.body.slice(0, 600)}` : `no answer (${ex.error?.message ?? 'unknown'})`}`,
    },
    exchange: ex,
  };
}

export const v2ErrorsListedInBothLanguages: ScenarioCheck = {
  id: 'v2_errors_listed_in_both_languages',
  kind: 'scenario',
  severity: 'minor',
  rule: 'A v2 request with several wrong query values answers 400 listing every error, in 3.6.2\'s order, each with errorCode 4 and the text of the bundle Accept-Language names (French, else English).',
  failsWhen: 'a v2 request with several wrong query values does not answer 400 with exactly their errors, in 3.6.2\'s order, with errorCode 4 and the English or French text Accept-Language asks for.',
  async run(ctx) {
    for (const c of CASES) {
      // /v2/server/logs and /config write a file when they are served: only where writes are allowed.
      if (!ctx.allows({ method: 'GET', path: c.path, query: c.query })) continue;
      for (const [header, language] of LANGUAGES) if (!reportFailure(ctx, await checkCase(ctx, c, header, language))) break;
    }
  },
};
