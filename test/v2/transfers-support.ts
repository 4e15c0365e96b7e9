// Shared set-up of the /v2/transfers tests: a fake with known hosts, rules and five transfers
// (made through v1, so v2 reads what v1 wrote), and readers of v2 answers that keep int64 ids exact.
import { expect } from 'vitest';
import type { Response } from 'supertest';
import type { Rule, Transfer } from '../../contract/index.ts';
import { handle, lossless, storeTransfer, testFake, type TestFake } from '../support/fake-app.ts';

export const EN = { 'Accept-Language': 'en' } as const;
export const BIG = '9007199254740993';

const NO_TASKS = { RPRETASKS: [], RPOSTTASKS: [], RERRORTASKS: [], SPRETASKS: [], SPOSTTASKS: [], SERRORTASKS: [] };
export const rule = (IDRULE: string, MODETRANS: number, HOSTIDS: string[]): Rule =>
  ({ IDRULE, HOSTIDS, MODETRANS, RECVPATH: '', SENDPATH: '', ARCHIVEPATH: '', WORKPATH: '', UPDATEDINFO: 3, ...NO_TASKS });

const day = (d: string) => `2026-01-${d}T00:00:00Z`;

/**
 * server1's fake (dataset `empty`) with hosts hostb, hostc, hostd; rules rule1 (send, server1 and
 * hostb), rule2 (receive, same), ruleall (send, any host), rulec (send, hostc only), recvthrough
 * (RECVTHROUGHMODE, any host); and five transfers (ids, original names, starts and stops chosen so
 * every order gives another sequence).
 */
export function transfersFake(): TestFake {
  const t = testFake({ dataset: 'empty' });
  for (const HOSTID of ['hostb', 'hostc', 'hostd']) handle(t.fake, 'POST', '/hosts', { HOSTID, ADDRESS: '10.0.0.9', PORT: 6666, HOSTKEY: 'pw' });
  for (const r of [rule('rule1', 1, ['server1', 'hostb']), rule('rule2', 2, ['server1', 'hostb']), rule('ruleall', 1, []), rule('rulec', 1, ['hostc']), rule('recvthrough', 6, [])]) t.fake.store.rules.put(r);
  const put = (SPECIALID: number, REQUESTER: string, REQUESTED: string, IDRULE: string, FILENAME: string, ORIGINALNAME: string, start: string, stop: string, status: number, extra: Record<string, unknown> = {}) =>
    storeTransfer(t.fake, { SPECIALID, REQUESTER, REQUESTED, OWNERREQ: 'server1', IDRULE, FILENAME, ORIGINALNAME, STARTTRANS: day(start), STOPTRANS: day(stop), ...extra }, status);
  put(1001, 'server1', 'hostb', 'rule1', 'a.txt', 'zeta', '01', '05', 3);
  put(1002, 'server1', 'hostc', 'rule2', 'b.txt', 'alpha', '03', '02', 6, { GLOBALSTEP: 4, GLOBALLASTSTEP: 4 });
  put(1003, 'hostb', 'server1', 'rule1', 'a.txt', 'mid', '02', '09', 4, { TRANSFERINFO: 'x {"follow":77}' });
  put(1000, 'server1', 'hostb', 'rule2', 'c.txt', 'beta', '04', '01', 3, { GLOBALSTEP: 5, GLOBALLASTSTEP: 2 });
  // An id beyond 2^53, written as JSON text (JSON.stringify cannot), then DONE in the store.
  const big = `{"SPECIALID":${BIG},"REQUESTER":"server1","REQUESTED":"hostb","IDRULE":"rule1","FILENAME":"big","ORIGINALNAME":"omega","STARTTRANS":"2025-12-31T00:00:00Z","STOPTRANS":"${day('03')}"}`;
  expect(t.fake.handle({ method: 'POST', url: '/transfers', headers: { 'content-type': 'application/json' }, body: big }).status).toBe(200);
  const stored = t.fake.store.transfers.get({ SPECIALID: BigInt(BIG), REQUESTER: 'server1', REQUESTED: 'hostb', OWNERREQ: 'server1' });
  t.fake.store.transfers.put({ ...(stored?.record as Transfer), UPDATEDINFO: 6 });
  return t;
}

/** The ids of a v2 list answer (200), exact, as strings. */
export function listIds(res: Response): string[] {
  expect(res.status, res.text).toBe(200);
  expect(res.headers['content-type']).toBe('application/json');
  const body = lossless(res.text);
  expect(body.totalResults).toBe(body.results.length);
  return (body.results as { id: bigint | number }[]).map((r) => String(r.id));
}

/** A v2 transfer answer, parsed losslessly. */
export function v2Transfer(res: Response, status: number): Record<string, unknown> {
  expect(res.status, res.text).toBe(status);
  expect(res.headers['content-type']).toBe('application/json');
  return lossless(res.text);
}

/** The v1 record of one of server1's own transfers (GET /transfers/{id}), or the status when absent. */
export async function v1Record(http: TestFake['http'], id: string, requested: string): Promise<Record<string, unknown> | number> {
  const res = await http.get(`/transfers/${id}?REQUESTER=server1&REQUESTED=${requested}`);
  return res.status === 200 ? lossless(res.text).answer : res.status;
}
