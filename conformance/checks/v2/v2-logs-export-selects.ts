// v2_logs_export_selects: GET /v2/server/logs exports the transfers its selection names
// (docs/rest-v2-3.6.2.md §1 S5, §2.7; ServerHandler.getLogs): `ruleName` those of that rule,
// `requester` those whose requester is that host (the maker's file says `requested`), every
// owner's (the DAO's find adds no owner), and answers `exported` their number and `purged` 0
// (no purge asked). The expectation comes from the v2 transfer list read whole. Tried: the first
// rules and requesters the list holds and a name no transfer has. Each export writes a file on the
// server: writes only. On our 3.6.2 build every valid export is a 500 (Saxon on the class path,
// §8.7, not a defect of the interface): that is the baseline's to name.
import { isJsonObject, type JsonObject } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { wholeList } from './v2-lists.ts';
import { answerText, requireV2Writes } from './v2-writes.ts';

const PATH = '/v2/server/logs';
/** Query parameter of the export and the v2 transfer field it selects on. */
const SELECTORS = [['ruleName', 'ruleName'], ['requester', 'requester']] as const;
/** Held values tried per parameter (each writes a file on the server). */
const TRIED = 2;

async function exportsSelected(ctx: CheckContext, parameter: string, value: string, want: number): Promise<Failure | undefined> {
  const ex = await ctx.call({ method: 'GET', path: PATH, query: { [parameter]: value } });
  const body = isJsonObject(ex.json) ? ex.json : undefined;
  if (ex.response?.status === 200 && body?.['exported'] === want && body['purged'] === 0 && typeof body['filePath'] === 'string') return undefined;
  return {
    finding: { title: `GET ${PATH}?${parameter}=${value}: ${ex.response?.status === 200 ? 'not the transfers it selects' : `status ${ex.response?.status ?? 'none'}`}`, expected: `Expected: 200 {"filePath":…,"exported":${want},"purged":0} (the transfers of the v2 list whose ${parameter} is ${value})`, received: `Received: ${answerText(ex)}` },
    exchange: ex,
  };
}

export const v2LogsExportSelects: ScenarioCheck = {
  id: 'v2_logs_export_selects',
  kind: 'scenario',
  severity: 'major',
  rule: 'GET /v2/server/logs with ruleName or requester exports the transfers of that rule or requester, whoever owns them, answering 200 with the file, exported their number and purged 0.',
  failsWhen: 'GET /v2/server/logs?ruleName=… or ?requester=… does not answer 200 with a filePath, exported the number of transfers of the v2 list with that rule or requester, and purged 0.',
  needs: { writes: true },
  async run(ctx) {
    requireV2Writes(ctx);
    const { page, complete } = await wholeList(ctx, 'v2transfers');
    if (!page.ok) return void reportFailure(ctx, page.failure);
    // Counting needs every transfer a selection could export.
    if (!complete) return;
    const whole: readonly JsonObject[] = page.results;
    for (const [parameter, field] of SELECTORS) {
      const held = [...new Set(whole.map((r) => r[field]).filter((v): v is string => typeof v === 'string' && v !== ''))].sort().slice(0, TRIED);
      for (const value of [...held, `${ctx.runPrefix}-none`]) {
        // One finding per parameter: its first wrong value names the fault.
        if (!reportFailure(ctx, await exportsSelected(ctx, parameter, value, whole.filter((r) => r[field] === value).length))) break;
      }
    }
  },
};
