// POST /v2/transfers, GET/PUT restart|stop|cancel/DELETE /v2/transfers/{id} (docs/rest-v2-3.6.2.md
// §2.1, §3.3, §3.4, §4; captures of the i26-obs survey): the records they make and change are the
// ones v1 reads; rejections change nothing. Where the fake follows 3.6.2's intent instead of its
// failure, the test name says so.
import { describe, expect, it } from 'vitest';
import { lossless } from '../support/fake-app.ts';
import { expectEmpty, expectV2Errors, unchangedBy } from './support.ts';
import { BIG, EN, listIds, transfersFake, v1Record, v2Transfer } from './transfers-support.ts';

const FUTURE = '2099-01-01T00:00:00Z';
const NOW = '2025-01-01T00:00:00.000Z';

async function create(body: Record<string, unknown>) {
  const t = transfersFake();
  const res = await t.http.post('/v2/transfers').set(EN).send(body);
  return { ...t, res };
}

describe('POST /v2/transfers', () => {
  it('stores a v1 record as 3.6.2 does and answers 201, the v2 record and transfer-uri', async () => {
    const { http, res } = await create({ ruleName: 'rule1', filename: 'x.txt', requested: 'hostb', fileInfo: 'f', start: FUTURE });
    const body = v2Transfer(res, 201);
    const id = String(body['id']);
    expect(res.headers['transfer-uri']).toBe(`/v2/transfers/${id}_hostb`);
    expect(res.text).toBe(
      `{"id":${id},"globalStep":"NOTASK","globalLastStep":"NOTASK","step":-1,"rank":0,"status":"TOSUBMIT","stepStatus":"Unknown","errorCode":45,"errorMessage":"Unknown status","originalFilename":"x.txt","filename":"x.txt","ruleName":"rule1","blockSize":65536,"fileInfo":"f","transferInfo":"{}","start":"2099-01-01T00:00:00.000Z","stop":"2099-01-01T00:00:00.000Z","requested":"hostb","requester":"server1","retrieve":false}`,
    );
    expect(await v1Record(http, id, 'hostb')).toMatchObject({
      RETRIEVEMODE: false, IDRULE: 'rule1', MODETRANS: 1, FILENAME: 'x.txt', ORIGINALNAME: 'x.txt', FILEINFO: 'f', ISMOVED: false, BLOCKSZ: 65536, OWNERREQ: 'server1', REQUESTER: 'server1', REQUESTED: 'hostb',
      TRANSFERINFO: '{}', GLOBALSTEP: 0, GLOBALLASTSTEP: 0, STEP: -1, STEPSTATUS: '-  ', INFOSTATUS: '-  ', RANK: 0, STARTTRANS: 4070908800000, STOPTRANS: 4070908800000, UPDATEDINFO: 3, ORIGINALSIZE: -1,
    });
    expect(listIds(await http.get(`/v2/transfers?filename=x.txt`).set(EN))).toEqual([id]);
    expect(lossless((await http.get('/transfers?IDRULE=rule1&STARTTRANS=2098-01-01T00:00:00Z')).text).answer.results.map((r: { FILENAME: string }) => r.FILENAME)).toEqual(['x.txt']);
  });

  it('defaults: start and stop now, blockSize 65536, fileInfo "" (3.6.2: 500 without fileInfo), transferInfo "{}"; unknown keys ignored', async () => {
    const { res } = await create({ ruleName: 'rule1', filename: 'n.txt', requested: 'hostb', zzz: 1, id: 5, status: 'DONE', requester: 'hostc' });
    expect(v2Transfer(res, 201)).toMatchObject({ start: NOW, stop: NOW, blockSize: 65536, fileInfo: '', transferInfo: '{}', status: 'TOSUBMIT', requester: 'server1' });
  });

  it('takes blockSize, transferInfo and names in any case', async () => {
    const { res } = await create({ RULENAME: 'rule1', FileName: 'b.txt', REQUESTED: 'hostb', blocksize: 1024, TRANSFERINFO: '{"a":1}', fileinfo: 'i', Start: FUTURE });
    expect(v2Transfer(res, 201)).toMatchObject({ ruleName: 'rule1', filename: 'b.txt', blockSize: 1024, transferInfo: '{"a":1}', fileInfo: 'i' });
  });

  it('retrieve follows the rule: receive true, send false, receive-through true (3.6.2: false, only receive and receiveMD5)', async () => {
    expect(v2Transfer((await create({ ruleName: 'rule2', filename: 'r', requested: 'hostb', start: FUTURE })).res, 201)['retrieve']).toBe(true);
    const through = await create({ ruleName: 'recvthrough', filename: 'r', requested: 'hostb', start: FUTURE });
    const body = v2Transfer(through.res, 201);
    expect(body['retrieve']).toBe(true);
    expect(await v1Record(through.http, String(body['id']), 'hostb')).toMatchObject({ MODETRANS: 6, RETRIEVEMODE: true });
  });

  it('lists the observed errors at once: wrong values (7), then the missing fields (6)', async () => {
    const t = transfersFake();
    const res = await unchangedBy(t.fake, () => t.http.post('/v2/transfers').set(EN).send({ ruleName: 5, blockSize: -1, start: '1970-01-01T00:00:00Z' }));
    expectV2Errors(res, [
      [7, "The value '5' is not valid for field 'ruleName'."],
      [7, "The value '-1' is not valid for field 'blockSize'."],
      [7, "The value '1970-01-01T00:00:00Z' is not valid for field 'start'."],
      [6, "The required field 'ruleName' is missing or empty."],
      [6, "The required field 'filename' is missing or empty."],
      [6, "The required field 'requested' is missing or empty."],
    ]);
  });

  it('in French: unknown rule 10, unknown host 11, a string blockSize quoted, 6 for each missing field', async () => {
    const t = transfersFake();
    const res = await unchangedBy(t.fake, () => t.http.post('/v2/transfers').set('Accept-Language', 'fr').send({ ruleName: 'nosuch', requested: 'nosuch', blockSize: 'x', zzz: 1 }));
    expectV2Errors(res, [
      [10, "La règle 'nosuch' n'existe pas."],
      [11, "L'hôte 'nosuch' n'existe pas."],
      [7, `La valeur '"x"' n'est pas valide pour le champ 'blockSize'.`],
      [6, "Le champ requit 'ruleName' est manquant ou vide."],
      [6, "Le champ requit 'filename' est manquant ou vide."],
      [6, "Le champ requit 'requested' est manquant ou vide."],
    ]);
  });

  it('a known rule with an unknown host: 11 and 6 (3.6.2: 500, a null requested)', async () => {
    const t = transfersFake();
    const res = await unchangedBy(t.fake, () => t.http.post('/v2/transfers').set(EN).send({ ruleName: 'rule1', filename: 'x', requested: 'nosuchhost', start: FUTURE }));
    expectV2Errors(res, [[11, "The host 'nosuchhost' does not exist."], [6, "The required field 'requested' is missing or empty."]]);
  });

  it('12 when the rule names hosts without the requested one, then without this server', async () => {
    const t = transfersFake();
    const post = (body: Record<string, unknown>) => unchangedBy(t.fake, () => t.http.post('/v2/transfers').set(EN).send({ filename: 'x', start: FUTURE, ...body }));
    expectV2Errors(await post({ ruleName: 'rule1', requested: 'hostc' }), [[12, "The host 'hostc' is not allowed to use the rule 'rule1'."]]);
    expectV2Errors(await post({ ruleName: 'rulec', requested: 'hostb' }), [
      [12, "The host 'hostb' is not allowed to use the rule 'rulec'."],
      [12, "The host 'server1' is not allowed to use the rule 'rulec'."],
    ]);
    expectV2Errors(await post({ ruleName: 'rulec', requested: 'hostc' }), [[12, "The host 'server1' is not allowed to use the rule 'rulec'."]]);
    expect(v2Transfer(await t.http.post('/v2/transfers').set(EN).send({ ruleName: 'ruleall', filename: 'x', requested: 'hostd' }), 201)['requested']).toBe('hostd');
  });

  it('415 for a Content-Type other than JSON, nothing stored', async () => {
    const t = transfersFake();
    const res = await unchangedBy(t.fake, () => t.http.post('/v2/transfers').set(EN).set('Content-Type', 'text/plain').send('{"ruleName":"rule1"}'));
    expectEmpty(res, 415);
    expect(res.headers['accept']).toBe('application/json');
  });
});

describe('GET /v2/transfers/{id}', () => {
  const { http } = transfersFake();

  it('reads <id>_<requested> of a transfer this server requested, ids beyond 2^53 exact, %5F decoded', async () => {
    expect(v2Transfer(await http.get('/v2/transfers/1001_hostb').set(EN), 200)).toMatchObject({ id: 1001, filename: 'a.txt', requester: 'server1', requested: 'hostb' });
    expect(String(v2Transfer(await http.get(`/v2/transfers/${BIG}_hostb`).set(EN), 200)['id'])).toBe(BIG);
    expect(v2Transfer(await http.get('/v2/transfers/1001%5Fhostb').set(EN), 200)['id']).toBe(1001);
  });

  it.each(['1003_server1', '1001_hostc', 'x_y', '1001', '99999999999999999999_hostb'])('404 empty for %s', async (id) => {
    expectEmpty(await http.get(`/v2/transfers/${id}`).set(EN), 404);
  });
});

describe('PUT /v2/transfers/{id}/stop|cancel|restart', () => {
  it('stop: INERROR, transferInfo "H", statuses and steps kept; v1 reads the same record', async () => {
    const { http } = transfersFake();
    expect(v2Transfer(await http.put('/v2/transfers/1002_hostc/stop').set(EN), 200)).toMatchObject({ status: 'INERROR', transferInfo: 'H', globalStep: 'ALLDONETASK', stepStatus: 'Unknown' });
    // v1 shows a column that is not a JSON map followed by the transfer's map, as 3.6.2 does (survey §8.2).
    expect(await v1Record(http, '1002', 'hostc')).toMatchObject({ UPDATEDINFO: 4, GLOBALSTEP: 4, GLOBALLASTSTEP: 4, TRANSFERINFO: 'H {}' });
  });

  it('cancel: INERROR, transferInfo "K" (the follow map goes)', async () => {
    const { http } = transfersFake();
    expect(v2Transfer(await http.put('/v2/transfers/1001_hostb/cancel').set(EN), 200)).toMatchObject({ status: 'INERROR', transferInfo: 'K' });
    expect(await v1Record(http, '1001', 'hostb')).toMatchObject({ UPDATEDINFO: 4, follow: '', TRANSFERINFO: 'K {}' });
  });

  it('restart: stop, then TOSUBMIT and globalStep := globalLastStep', async () => {
    const { http } = transfersFake();
    expect(v2Transfer(await http.put('/v2/transfers/1000_hostb/restart').set(EN), 200)).toMatchObject({ status: 'TOSUBMIT', transferInfo: 'H', globalStep: 'TRANSFERTASK', globalLastStep: 'TRANSFERTASK' });
    expect(await v1Record(http, '1000', 'hostb')).toMatchObject({ UPDATEDINFO: 3, GLOBALSTEP: 2, GLOBALLASTSTEP: 2 });
  });

  it.each(['stop', 'cancel', 'restart'])('%s: 404 for a transfer not addressable, nothing changed', async (action) => {
    const t = transfersFake();
    expectEmpty(await unchangedBy(t.fake, () => t.http.put(`/v2/transfers/1003_server1/${action}`).set(EN)), 404);
  });
});

describe('DELETE /v2/transfers/{id}', () => {
  it('204 and gone from v2 and v1', async () => {
    const { http } = transfersFake();
    expectEmpty(await http.delete('/v2/transfers/1002_hostc').set(EN), 204);
    expectEmpty(await http.get('/v2/transfers/1002_hostc').set(EN), 404);
    expect(await v1Record(http, '1002', 'hostc')).toBe(404);
  });

  it('deletes a NOTASK/NOTASK transfer just made by POST (3.6.2: 404, kept)', async () => {
    const { http } = transfersFake();
    const id = String(v2Transfer(await http.post('/v2/transfers').set(EN).send({ ruleName: 'rule1', filename: 'x', requested: 'hostb', start: FUTURE }), 201)['id']);
    expectEmpty(await http.delete(`/v2/transfers/${id}_hostb`).set(EN), 204);
    expect(await v1Record(http, id, 'hostb')).toBe(404);
  });

  it.each(['1003_server1', '99999999999999999999_hostb', 'nothing'])('404 for %s (3.6.2: 500 for a number beyond a long), nothing changed', async (id) => {
    const t = transfersFake();
    expectEmpty(await unchangedBy(t.fake, () => t.http.delete(`/v2/transfers/${id}`).set(EN)), 404);
  });
});
