// unsupported_method (after Schemathesis): a method or path the interface does not offer is
// refused before any handler runs (reference §2.3, §17): an unknown base answers 405 and an
// action endpoint a method it lacks 405, both as the HTML page; a collection answers 403 HTML
// for a method it does not take or an id segment where none belongs; an unknown /v2 path 404.
// Nothing changes: a refused write to a record identity of the run leaves it unknown. Reads
// always; the refused writes only where the run may write (PUT/DELETE on /server only where it
// may shut down), and never a DELETE without an id (a broken server could empty a collection).
import { COLLECTIONS } from '../../../contract/index.ts';
import type { CallRequest } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { idText, results, type JsonRecord } from '../scenarios/helpers.ts';
import { mediaType } from '../documented.ts';

interface Refusal {
  readonly req: CallRequest;
  readonly status: number;
  readonly html: boolean;
  /** A list showing that the refused request stored nothing. */
  readonly absent?: CallRequest;
}

/** Removes what a refused request stored anyway: only records that carry the run's prefix. */
function removeStored(ctx: CheckContext, path: string, records: readonly JsonRecord[]): void {
  for (const r of records) {
    if (path === '/transfers') {
      const query = { REQUESTER: idText(r['REQUESTER']), REQUESTED: idText(r['REQUESTED']), OWNERREQ: idText(r['OWNERREQ']) };
      if (query.REQUESTER.startsWith(ctx.runPrefix)) ctx.onCleanup(() => ctx.call({ method: 'DELETE', path: `/transfers/${idText(r['SPECIALID'])}`, query }));
    } else if (idText(r['HOSTID']).startsWith(ctx.runPrefix)) ctx.onCleanup(() => ctx.call({ method: 'DELETE', path: `${path}/${idText(r['HOSTID'])}` }));
  }
}

function refusals(ctx: CheckContext): Refusal[] {
  const id = `${ctx.runPrefix}-unsup`;
  const list: Refusal[] = [
    { req: { method: 'GET', path: `/${ctx.runPrefix}unknown` }, status: 405, html: true },
    { req: { method: 'GET', path: `/v2/${ctx.runPrefix}unknown` }, status: 404, html: false },
  ];
  for (const c of COLLECTIONS) {
    const body = c === 'transfers' ? { FILENAME: `${id}.txt`, IDRULE: `${id}-rule`, REQUESTER: id, REQUESTED: id } : { HOSTID: id, ADDRESS: '10.255.255.2', HOSTKEY: 'c2VjcmV0', ISSSL: false, ISACTIVE: false };
    const absent: CallRequest = c === 'transfers' ? { method: 'GET', path: '/transfers', query: { PARTNER: id, OWNERREQ: '*', ALLSTATUS: 'true', limit: 5 } } : { method: 'GET', path: `/${c}`, query: { HOSTID: id, limit: 5 } };
    list.push(
      { req: { method: 'POST', path: `/${c}/${id}`, body }, status: 403, html: true, absent },
      { req: { method: 'PUT', path: `/${c}`, body }, status: 403, html: true, absent },
      { req: { method: 'PATCH', path: `/${c}/${id}`, body }, status: 403, html: true, absent },
    );
  }
  for (const [path, methods] of [['/log', ['POST', 'PUT', 'DELETE']], ['/info', ['POST', 'PUT', 'DELETE']], ['/bandwidth', ['POST', 'DELETE']], ['/server', ['POST', 'DELETE']]] as const) {
    for (const method of methods) list.push({ req: { method, path }, status: 405, html: true });
  }
  list.push({ req: { method: 'PATCH', path: '/v2/limits', body: {} }, status: 405, html: false });
  return list;
}

/** /server takes shutdown and block requests: any other write there is only sent where the run may shut down. */
const allowed = (ctx: CheckContext, req: CallRequest) => ctx.allows(req) && (!req.path.startsWith('/server') || ctx.allows({ method: 'PUT', path: '/server' }));

export const unsupportedMethod: ScenarioCheck = {
  id: 'unsupported_method',
  kind: 'scenario',
  severity: 'minor',
  rule: 'Methods and paths the interface does not offer are refused (405, 403 on a collection, HTML page; 404 under /v2) and change nothing.',
  failsWhen: 'a method or path the interface does not offer is not refused as the real server refuses it (405 HTML for an unknown base or a method an action endpoint lacks, 403 HTML on a collection, 404 under /v2), or a refused write changes a record.',
  async run(ctx) {
    for (const r of refusals(ctx)) {
      if (!allowed(ctx, r.req)) continue;
      const ex = await ctx.call(r.req);
      const status = ex.response?.status;
      const what = `${r.req.method} ${r.req.path}`;
      if (status !== r.status) {
        ctx.report({ title: `${what} is not refused: status ${status ?? 'none'}`, expected: `Expected: ${r.status}`, received: `Received: ${status ?? ex.error?.message}` }, ex);
      } else if (r.html && mediaType(ex.response?.headers['content-type']) !== 'text/html') {
        ctx.report({ title: `${what}: the refusal is not the HTML page`, expected: 'Expected: Content-Type text/html (<html><body>Error ...</body></html>)', received: `Received: ${ex.response?.headers['content-type'] ?? '(none)'}` }, ex);
      }
      if (!r.absent) continue;
      const back = await ctx.call(r.absent);
      if (results(back).length > 0) {
        removeStored(ctx, r.absent.path, results(back));
        ctx.report({ title: `${what} stored a record`, expected: 'Expected: nothing stored', received: `Received: ${results(back).length} record(s) in ${r.absent.path}` }, back);
      }
    }
  },
};
