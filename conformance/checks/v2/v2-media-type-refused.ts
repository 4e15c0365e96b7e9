// v2_media_type_refused: every v2 operation that reads a body or a form refuses a request typed
// otherwise with 415, an empty body and an `Accept` header naming a type it takes, before its
// handler runs (docs/rest-v2-3.6.2.md §5, §8.6-§8.7: observed on every one of them on 3.6.2): the
// lists, logs, config and file monitors take the form type (JSON is refused), the POST/PUT bodies
// JSON (text/plain is refused); POST /v2/hostconfig takes both (contract/v2/media-types.ts).
// Each refused request is one that could change nothing even if a server carried it out (an empty
// body, a record name of the run no record has, an export that selects no transfer), except one
// POST /v2/rules of a rule of the run, removed by a cleanup, which then must not exist: a 415
// that still runs the handler (as a wrong signature does on 3.6.2, §10) shows there. Requests the
// run may not send (writes, exports, imports) are left out by the safety gate's own test.
import { OPERATIONS, V2_ACCEPTED_MEDIA_TYPES, v2RefusedMediaType, type JsonObject, type V2MediaTypedOperation } from '../../../contract/index.ts';
import type { CallRequest } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { removeRule } from './v2-run-records.ts';
import { answerText, statusFailure } from './v2-writes.ts';

/** One refused request: its body and query, and a read that must answer 404 afterwards (the write did not happen). */
interface Case {
  readonly body?: JsonObject;
  readonly query?: Readonly<Record<string, string>>;
  readonly absentAfter?: string;
}

const casesOf = (ctx: CheckContext): Readonly<Record<V2MediaTypedOperation, Case>> => {
  const rule = `${ctx.runPrefix}-mt`;
  return {
    listTransfersV2: {}, listHostsV2: {}, listRulesV2: {}, listFileMonitorsV2: {}, exportConfigV2: {},
    // A selection of no transfer (startID above stopID): an export carried out writes an empty file.
    getLogsV2: { query: { startID: '2', stopID: '1' } },
    // Without a parameter 3.6.2 refuses the import (errorCode 9, §8.7): nothing imported either way.
    importConfigV2: { body: {} },
    createTransferV2: { body: {} }, createHostV2: { body: {} }, updateHostV2: { body: {} }, updateRuleV2: { body: {} },
    createHostConfigV2: { body: {} }, replaceHostConfigV2: { body: {} },
    createRuleV2: { body: { name: rule, mode: 'send' }, absentAfter: `/v2/rules/${rule}` },
  };
};

function requestOf(ctx: CheckContext, id: V2MediaTypedOperation, c: Case): CallRequest {
  const op = OPERATIONS.find((o) => o.id === id);
  if (!op) throw new Error(`${id} is not a v2 operation`);
  const path = op.path.replace(':id', `${ctx.runPrefix}-none`);
  // A header of its own: the client types only a request with a body, and the reads have none.
  return { method: op.method, path, headers: { 'Content-Type': v2RefusedMediaType(id) }, ...(c.body ? { body: c.body, contentType: null } : {}), ...(c.query ? { query: c.query } : {}) };
}

async function refused(ctx: CheckContext, id: V2MediaTypedOperation, c: Case): Promise<Failure | undefined> {
  const req = requestOf(ctx, id, c);
  // POST /v2/hostconfig creates the row where none exists: sent only where the row exists.
  if (id === 'createHostConfigV2' && (await ctx.call({ method: 'GET', path: '/v2/hostconfig' })).response?.status !== 200) return undefined;
  if (c.absentAfter) {
    if ((await ctx.call({ method: 'GET', path: c.absentAfter })).response?.status !== 404) return undefined;
    ctx.onCleanup(() => removeRule(ctx, `${ctx.runPrefix}-mt`));
  }
  const ex = await ctx.call(req);
  const what = `${req.method} ${req.path} with Content-Type ${v2RefusedMediaType(id)}`;
  const accepts: readonly string[] = V2_ACCEPTED_MEDIA_TYPES[id];
  const accept = (ex.response?.headers['accept'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (ex.response?.status !== 415 || ex.response.body !== '' || !accepts.includes(accept)) {
    return {
      finding: { title: `${what}: ${ex.response?.status === 415 ? 'not the documented refusal' : `status ${ex.response?.status ?? 'none'}`}`, expected: `Expected: 415, an empty body, header Accept: ${accepts.join(' or ')}`, received: `Received: ${answerText(ex)}${ex.response ? ` (Accept: ${ex.response.headers['accept'] ?? 'none'})` : ''}` },
      exchange: ex,
    };
  }
  return c.absentAfter ? statusFailure(`GET ${c.absentAfter} after the refused ${req.method} ${req.path} (the write must not happen)`, await ctx.call({ method: 'GET', path: c.absentAfter }), 404) : undefined;
}

export const v2MediaTypeRefused: ScenarioCheck = {
  id: 'v2_media_type_refused',
  kind: 'scenario',
  severity: 'minor',
  rule: 'A v2 operation that reads a form (the lists, logs, config, file monitors) or a JSON body (POST and PUT) refuses another Content-Type with 415, an empty body and an Accept header naming the type it takes, and does nothing.',
  failsWhen: 'a v2 request with a Content-Type its operation does not take is not answered 415 with an empty body and an Accept header naming a type the operation takes, or the write it asked for happens all the same.',
  async run(ctx) {
    for (const [id, c] of Object.entries(casesOf(ctx)) as [V2MediaTypedOperation, Case][]) {
      if (!ctx.allows(requestOf(ctx, id, c))) continue;
      reportFailure(ctx, await refused(ctx, id, c));
    }
  },
};
