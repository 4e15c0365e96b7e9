// positive_data_acceptance: valid requests to every operation are accepted (2xx). Reads always;
// writes only where the run may write, on records it creates itself and removes again.
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { answerOf, expectStatus, packetClass, results } from './helpers.ts';

async function reads(ctx: CheckContext): Promise<void> {
  for (const c of ['transfers', 'hosts', 'hostconfigs', 'configurations']) {
    const list = await ctx.call({ method: 'GET', path: `/${c}`, query: { limit: 5, ...(c === 'transfers' ? { OWNERREQ: '*' } : {}) } });
    if (!expectStatus(ctx, list, 200, `GET /${c}`)) continue;
    const first = results(list)[0];
    if (!first) continue;
    const query: Record<string, string> = c === 'transfers' ? { REQUESTER: String(first['REQUESTER']), REQUESTED: String(first['REQUESTED']), OWNERREQ: String(first['OWNERREQ']) } : {};
    const id = c === 'transfers' ? String(first['SPECIALID']) : String(first['HOSTID']);
    expectStatus(ctx, await ctx.call({ method: 'GET', path: `/${c}/${encodeURIComponent(id)}`, query }), 200, `GET /${c}/:id of a listed record`);
    expectStatus(ctx, await ctx.call({ method: 'OPTIONS', path: `/${c}` }), 200, `OPTIONS /${c}`);
  }
  expectStatus(ctx, await ctx.call({ method: 'GET', path: '/server' }), 200, 'GET /server');
  expectStatus(ctx, await ctx.call({ method: 'GET', path: '/bandwidth' }), 200, 'GET /bandwidth');
  expectStatus(ctx, await ctx.call({ method: 'GET', path: '/bandwidth', body: { '@class': packetClass(ctx, 'BandwidthJsonPacket'), setter: false } }), 200, 'GET /bandwidth with a getter packet');
  expectStatus(ctx, await ctx.call({ method: 'GET', path: '/v2/limits' }), [200, 404], 'GET /v2/limits');
  for (const base of ['log', 'info', 'bandwidth', 'server']) expectStatus(ctx, await ctx.call({ method: 'OPTIONS', path: `/${base}` }), 200, `OPTIONS /${base}`);
}

async function writes(ctx: CheckContext): Promise<void> {
  const host = `${ctx.runPrefix}-pos`;
  const created = await ctx.call({ method: 'POST', path: '/hosts', body: { HOSTID: host, ADDRESS: '10.9.9.9', PORT: 6700, HOSTKEY: 'c2VjcmV0', ISACTIVE: true } });
  if (!expectStatus(ctx, created, 200, 'POST /hosts')) return;
  ctx.onCleanup(() => ctx.call({ method: 'DELETE', path: `/hosts/${host}` }));
  expectStatus(ctx, await ctx.call({ method: 'PUT', path: `/hosts/${host}`, body: { ADDRESS: '10.9.9.8' } }), 200, 'PUT /hosts/:id');
  const self = await ctx.hostId();
  const transfer = await ctx.call({ method: 'POST', path: '/transfers', body: { FILENAME: `${ctx.runPrefix}.txt`, IDRULE: `${ctx.runPrefix}-rule`, REQUESTER: self, REQUESTED: host } });
  if (expectStatus(ctx, transfer, 200, 'POST /transfers')) {
    const id = String(answerOf(transfer)?.['SPECIALID']);
    const key = { REQUESTER: self, REQUESTED: host };
    ctx.onCleanup(() => ctx.call({ method: 'DELETE', path: `/transfers/${id}`, query: key }));
    expectStatus(ctx, await ctx.call({ method: 'PUT', path: `/transfers/${id}`, query: key, body: { RANK: 3 } }), 200, 'PUT /transfers/:id');
    expectStatus(ctx, await ctx.call({ method: 'GET', path: '/info', body: { '@class': packetClass(ctx, 'InformationJsonPacket'), id: BigInt(id), rulename: host, idRequest: true, to: false } }), 200, 'GET /info (transfer information)');
  }
  const config = await ctx.call({ method: 'POST', path: '/hostconfigs', body: { HOSTID: host, BUSINESS: '<business></business>', ROLES: '<roles></roles>', ALIASES: '<aliases></aliases>', OTHERS: '<root></root>' } });
  if (expectStatus(ctx, config, 200, 'POST /hostconfigs')) {
    ctx.onCleanup(() => ctx.call({ method: 'DELETE', path: `/hostconfigs/${host}` }));
    expectStatus(ctx, await ctx.call({ method: 'PUT', path: `/hostconfigs/${host}`, body: { OTHERS: '<root><version>1</version></root>' } }), 200, 'PUT /hostconfigs/:id');
  }
  const limits = await ctx.call({ method: 'POST', path: '/configurations', body: { HOSTID: host, READGLOBALLIMIT: 1000 } });
  if (expectStatus(ctx, limits, 200, 'POST /configurations')) {
    ctx.onCleanup(() => ctx.call({ method: 'DELETE', path: `/configurations/${host}` }));
    expectStatus(ctx, await ctx.call({ method: 'PUT', path: `/configurations/${host}`, body: { DELAYLIMIT: 10 } }), 200, 'PUT /configurations/:id');
  }
}

export const positiveDataAcceptance: ScenarioCheck = {
  id: 'positive_data_acceptance',
  kind: 'scenario',
  severity: 'critical',
  rule: 'Valid requests to every operation are accepted with a 2xx status.',
  async run(ctx) {
    await reads(ctx);
    if (ctx.allows({ method: 'POST', path: '/hosts' })) await writes(ctx);
  },
};
