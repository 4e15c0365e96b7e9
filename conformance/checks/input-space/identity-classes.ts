// The value classes of the identities of one record (contract/input-space.ts: getTransfer,
// getHost, getHostConfiguration, getConfiguration), read-only: an id in each form it takes, a
// non-numeric SPECIALID read as 0 (the same answer as /transfers/0), names of every script. Each
// answer is either "not found" or the record whose identity was asked (a /configurations read of an
// unknown id is a zero record of that id, reference §3.5).
import { INPUT_SPACE, type Reading, type ValueClass } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { sameJson } from '../same-json.ts';
import { answerOf, idText, knownRule, type JsonRecord } from '../scenarios/helpers.ts';
import { negativeTransfer } from './negative-transfer.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { reportFailure } from '../list-semantics/property.ts';
import { transferRows, byIdDesc } from '../list-semantics/transfer-rows.ts';
import { listOf } from '../list-semantics/list-call.ts';
import { madeText, plainReading, valueOf } from './class-value.ts';


/** A read answered 200 must be the record asked for; anything else must be "not found" (404). */
function wrongRecord(ex: Exchange, what: string, identity: Readonly<Record<string, string>>, exists = false): Failure | undefined {
  const status = ex.response?.status;
  if (status === 404 && !exists) return undefined;
  const record = answerOf(ex) as JsonRecord | undefined;
  const off = status === 200 && record ? Object.entries(identity).filter(([k, v]) => idText(record[k]) !== v) : [];
  if (status === 200 && off.length === 0) return undefined;
  return {
    finding: {
      title: `${what}: not the record asked for`,
      expected: `Expected: ${exists ? '' : '404, or '}200 with the record of ${Object.entries(identity).map(([k, v]) => `${k} ${JSON.stringify(v)}`).join(', ')}`,
      received: `Received: ${status ?? 'no answer'}${off.length > 0 ? ` with ${off.map(([k]) => `${k} ${JSON.stringify(idText(record?.[k]))}`).join(', ')}` : ''}`,
    },
    exchange: ex,
  };
}

const sameAnswer = (a: Exchange, b: Exchange): boolean => a.response?.status === b.response?.status && sameJson(answerOf(a) ?? null, answerOf(b) ?? null);

async function transferIdentities(ctx: CheckContext): Promise<void> {
  const top = await listOf(ctx, 'transfers', { frame: { OWNERREQ: '*', ORDERBYID: 'true', limit: 40 } });
  const rows = transferRows(top.rows).sort(byIdDesc);
  const row = rows[0];
  if (!row) return;
  const names = { REQUESTER: row.requester, REQUESTED: row.requested, OWNERREQ: row.owner };
  const negative = await negativeTransfer(ctx, await knownRule(ctx));
  const self = await ctx.hostId();
  for (const [param, spec] of Object.entries(INPUT_SPACE['getTransfer'] ?? {})) {
    for (const [c, reading] of Object.entries(spec.classes) as [ValueClass, Reading][]) {
      if (param === 'SPECIALID') {
        const v = valueOf(c, { number: row.id, ...(negative ? { negative: negative.id } : {}) }, { prefix: ctx.runPrefix });
        if (!v) continue;
        const what = `GET /transfers/${String(v.value)} (${c})`;
        // A negative id of the data is asked with its own names.
        const of = negative && c === 'negative' ? negative : c === 'number-text' ? row : undefined;
        const found = of ? { REQUESTER: of.requester, REQUESTED: of.requested, OWNERREQ: of.owner } : names;
        const ex = await ctx.call({ method: 'GET', path: `/transfers/${String(v.value)}`, query: found });
        const plain = plainReading(v, reading);
        if (plain && plain !== String(v.value)) {
          const ref = await ctx.call({ method: 'GET', path: `/transfers/${plain}`, query: names });
          if (!sameAnswer(ex, ref)) reportFailure(ctx, { finding: { title: `${what}: not read as ${plain}`, expected: `Expected: the answer of GET /transfers/${plain}: ${ref.response?.status}`, received: `Received: ${ex.response?.status ?? 'no answer'}` }, exchange: ex });
          continue;
        }
        // A transfer the list shows, owned by this server, is found by its identity (3.6.2 looks any other up as its own, §18).
        reportFailure(ctx, wrongRecord(ex, what, { SPECIALID: String(v.value), REQUESTER: found.REQUESTER, REQUESTED: found.REQUESTED }, of !== undefined && of.owner === self));
        continue;
      }
      // A name of another class: nothing has it (other names made up too), or exactly the record asked.
      const asked = { REQUESTER: madeText('text-ascii', `${ctx.runPrefix}-rq`) ?? '', REQUESTED: madeText('text-ascii', `${ctx.runPrefix}-rd`) ?? '', OWNERREQ: madeText('text-ascii', `${ctx.runPrefix}-ow`) ?? '', [param]: madeText(c, ctx.runPrefix) ?? '' };
      const ex = await ctx.call({ method: 'GET', path: `/transfers/${row.idText}`, query: asked });
      reportFailure(ctx, wrongRecord(ex, `GET /transfers/${row.idText} ${param}=${asked[param]} (${c})`, { SPECIALID: row.idText, REQUESTER: asked.REQUESTER, REQUESTED: asked.REQUESTED }));
    }
  }
}

async function hostIdIdentities(ctx: CheckContext, operation: string, collection: string): Promise<void> {
  const spec = INPUT_SPACE[operation]?.['HOSTID'];
  if (!spec) return;
  for (const c of Object.keys(spec.classes) as ValueClass[]) {
    const id = madeText(c, `${ctx.runPrefix}-id`, spec.width);
    if (id === undefined) continue;
    const ex = await ctx.call({ method: 'GET', path: `/${collection}/${id}` });
    reportFailure(ctx, wrongRecord(ex, `GET /${collection}/:id with a HOSTID of class ${c}`, { HOSTID: id }));
  }
}

/** Every identity class of the input space, sent and judged. */
export async function readIdentities(ctx: CheckContext): Promise<void> {
  await transferIdentities(ctx);
  await hostIdIdentities(ctx, 'getHost', 'hosts');
  await hostIdIdentities(ctx, 'getHostConfiguration', 'hostconfigs');
  await hostIdIdentities(ctx, 'getConfiguration', 'configurations');
}
