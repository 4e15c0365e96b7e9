// Reads, updates and deletes of records that do not exist get 404 and create nothing, except on
// /configurations, where an unknown id reads as a record of zero limits and PUT and DELETE answer
// 200 without storing anything (reference §3.5). A transfer is only found with REQUESTER and
// REQUESTED (§3.2): a listed transfer asked for without them, or a non-numeric id, is 404 too.
// Reads always; PUT and DELETE only where the run may write.
import fc from 'fast-check';
import { COLLECTIONS, type Collection } from '../../../contract/index.ts';
import type { CallRequest, Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { answerOf, idText, results, type JsonRecord } from '../scenarios/helpers.ts';
import { checkCases, shownJson, statusFailure, type CaseFailure } from './support.ts';

type Method = 'GET' | 'PUT' | 'DELETE';
type TransferVariant = 'random-id' | 'listed-without-partners' | 'non-numeric-id';

interface IdentityCase {
  readonly c: Collection;
  readonly method: Method;
  readonly k: number;
  readonly specialId: bigint;
  readonly variant: TransferVariant;
}

const UPDATE_BODY: Readonly<Record<Collection, JsonRecord>> = {
  transfers: { RANK: 1 },
  hosts: { ADDRESS: '10.255.255.1' },
  hostconfigs: { OTHERS: '<root></root>' },
  configurations: { DELAYLIMIT: 5 },
  rules: { RECVPATH: '/in' },
};

const LIMIT_FIELDS = ['READGLOBALLIMIT', 'WRITEGLOBALLIMIT', 'READSESSIONLIMIT', 'WRITESESSIONLIMIT', 'DELAYLIMIT'];

/** GET /configurations/<unknown>: 200 with the id and zero limits. */
function zeroConfigurationFailure(ex: Exchange, id: string): CaseFailure | undefined {
  const bad = statusFailure(ex, 200, 'GET /configurations/:id of an unknown id');
  if (bad) return bad;
  const record = answerOf(ex);
  if (record && record['HOSTID'] === id && LIMIT_FIELDS.every((f) => record[f] === 0)) return undefined;
  return { title: 'GET /configurations/:id of an unknown id: not a record of zero limits', expected: `Expected: {"HOSTID":"${id}", the five limits 0}`, received: `Received: ${shownJson(record)}`, exchange: ex };
}

export async function negativeIdentities(ctx: CheckContext): Promise<void> {
  const writes = ctx.allows({ method: 'PUT', path: '/hosts/x' });
  const listed = results(await ctx.call({ method: 'GET', path: '/transfers', query: { limit: 1 } }))[0];
  const nxRequester = `${ctx.runPrefix}-nx-a`;
  const nxRequested = `${ctx.runPrefix}-nx-b`;
  const methods: Method[] = writes ? ['GET', 'PUT', 'DELETE'] : ['GET'];
  const arb = (c: Collection, method: Method, variant: TransferVariant) =>
    fc.record({ c: fc.constant(c), method: fc.constant(method), k: fc.nat({ max: 9999 }), specialId: fc.bigInt({ min: 1n, max: 2n ** 62n }), variant: fc.constant(variant) });
  const classes = COLLECTIONS.flatMap((c) =>
    methods.flatMap((m) => (c === 'transfers' && m === 'GET' ? (['random-id', 'listed-without-partners', 'non-numeric-id'] as const).map((v) => arb(c, m, v)) : [arb(c, m, 'random-id')])),
  );

  await checkCases(ctx, classes, async ({ c, method, k, specialId, variant }: IdentityCase) => {
    let req: CallRequest;
    let readBack: CallRequest;
    let remove: CallRequest;
    let what = `${method} /${c}/:id of an unknown record`;
    if (c === 'transfers') {
      const query = { REQUESTER: nxRequester, REQUESTED: nxRequested };
      const id = variant === 'non-numeric-id' ? `nx${k}` : specialId.toString();
      if (variant === 'listed-without-partners' && listed && method === 'GET') {
        req = { method, path: `/transfers/${idText(listed['SPECIALID'])}` };
        what = 'GET /transfers/:id of a listed transfer without REQUESTER and REQUESTED';
      } else req = { method, path: `/transfers/${id}`, query };
      readBack = { method: 'GET', path: `/transfers/${id}`, query };
      remove = { ...readBack, method: 'DELETE' };
    } else {
      const id = `${ctx.runPrefix}-nx${k}`;
      req = { method, path: `/${c}/${id}` };
      readBack = c === 'configurations' ? { method: 'GET', path: '/configurations', query: { HOSTID: id, limit: 5 } } : { method: 'GET', path: `/${c}/${id}` };
      remove = { method: 'DELETE', path: `/${c}/${id}` };
    }
    const ex = await ctx.call(method === 'PUT' ? { ...req, body: UPDATE_BODY[c] } : req);
    const failure =
      c !== 'configurations' ? statusFailure(ex, 404, what)
        : method === 'GET' ? zeroConfigurationFailure(ex, req.path.split('/')[2] ?? '')
          : statusFailure(ex, 200, what);
    if (method === 'GET') return failure;
    // A write to an unknown record must not have created it (and what it created is removed).
    const back = await ctx.call(readBack);
    const created = c === 'configurations' ? results(back).length > 0 : back.response?.status === 200;
    if (created) ctx.onCleanup(() => ctx.call(remove));
    if (failure || !created) return failure;
    return { title: `${what} created it`, expected: 'Expected: still unknown afterwards', received: `Received: ${readBack.method} ${readBack.path} answers ${back.response?.status} ${shownJson(back.json)}`, exchange: ex };
  });
}
