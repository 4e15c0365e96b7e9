// positive_data_acceptance: valid requests to every operation are accepted (2xx). Reads always;
// writes only where the run may write, on records it creates itself and removes again. An answer
// it cannot read (not JSON, no id) is a deviation, and the steps that needed it are left out.
import { COLLECTIONS } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { answerOf, expectStatus, idText, knownRule, packetClass, results, type Json } from './helpers.ts';

async function reads(ctx: CheckContext): Promise<void> {
  for (const c of COLLECTIONS) {
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

/** A SPECIALID as the digits of an integer (a JSON number, or digits in a string), else undefined. */
function specialIdOf(v: Json | undefined): string | undefined {
  const text = typeof v === 'bigint' || typeof v === 'number' || typeof v === 'string' ? String(v) : undefined;
  return text !== undefined && /^-?\d+$/.test(text) ? text : undefined;
}

/** Removes the run's transfers with `partner`, found through the list: for one whose SPECIALID never came back. */
async function removeTransfersWith(ctx: CheckContext, partner: string): Promise<void> {
  const listed = results(await ctx.call({ method: 'GET', path: '/transfers', query: { PARTNER: partner, OWNERREQ: '*', ALLSTATUS: 'true', limit: 10 } }));
  for (const t of listed) {
    const id = specialIdOf(t['SPECIALID']);
    const key = { REQUESTER: idText(t['REQUESTER']), REQUESTED: idText(t['REQUESTED']), OWNERREQ: idText(t['OWNERREQ']) };
    if (id !== undefined && (key.REQUESTER === partner || key.REQUESTED === partner)) await ctx.call({ method: 'DELETE', path: `/transfers/${id}`, query: key });
  }
}

/** POST, PUT /transfers and GET /info of the transfer created, between this server and `host`. */
async function transferWrites(ctx: CheckContext, host: string): Promise<void> {
  const self = await ctx.hostId();
  const transfer = await ctx.call({ method: 'POST', path: '/transfers', body: { FILENAME: `${ctx.runPrefix}.txt`, IDRULE: await knownRule(ctx), REQUESTER: self, REQUESTED: host } });
  if (!expectStatus(ctx, transfer, 200, 'POST /transfers')) return;
  const id = specialIdOf(answerOf(transfer)?.['SPECIALID']);
  if (id === undefined) {
    // Accepted, but without its id the transfer can be neither used nor removed by id (an answer
    // that is not JSON shows none either: a deviation, never a crash of the check).
    ctx.onCleanup(() => removeTransfersWith(ctx, host));
    const body = (transfer.response?.body ?? '').slice(0, 200);
    const received = transfer.jsonError === undefined ? body : `a body that is not JSON (${transfer.jsonError}): ${body}`;
    ctx.report({ title: 'POST /transfers: no SPECIALID in the answer', expected: 'Expected: 200 with the created transfer and its SPECIALID (an integer)', received: `Received: ${received}` }, transfer);
    return;
  }
  const key = { REQUESTER: self, REQUESTED: host };
  ctx.onCleanup(() => ctx.call({ method: 'DELETE', path: `/transfers/${id}`, query: key }));
  expectStatus(ctx, await ctx.call({ method: 'PUT', path: `/transfers/${id}`, query: key, body: { RANK: 3 } }), 200, 'PUT /transfers/:id');
  expectStatus(ctx, await ctx.call({ method: 'GET', path: '/info', body: { '@class': packetClass(ctx, 'InformationJsonPacket'), id: BigInt(id), rulename: host, idRequest: true, to: false } }), 200, 'GET /info (transfer information)');
}

async function writes(ctx: CheckContext): Promise<void> {
  const host = `${ctx.runPrefix}-pos`;
  const created = await ctx.call({ method: 'POST', path: '/hosts', body: { HOSTID: host, ADDRESS: '10.9.9.9', PORT: 6700, HOSTKEY: 'c2VjcmV0', ISACTIVE: true } });
  if (!expectStatus(ctx, created, 200, 'POST /hosts')) return;
  ctx.onCleanup(() => ctx.call({ method: 'DELETE', path: `/hosts/${host}` }));
  expectStatus(ctx, await ctx.call({ method: 'PUT', path: `/hosts/${host}`, body: { ADDRESS: '10.9.9.8' } }), 200, 'PUT /hosts/:id');
  await transferWrites(ctx, host);
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
  failsWhen: 'a valid request to an operation of the interface is not accepted with a 2xx status, or an answer a later step needs cannot be read (not JSON, no id).',
  async run(ctx) {
    await reads(ctx);
    if (ctx.allows({ method: 'POST', path: '/hosts' })) await writes(ctx);
  },
};
