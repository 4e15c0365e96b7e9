// The contract accepts the real server's own test vectors (reference §8) and rejects what the
// real server never writes.
import { describe, expect, it } from 'vitest';
import { checkAgainst, OPERATIONS, schemaId, ALL_SCHEMAS, type Transfer } from './index.ts';

const transferVector = JSON.parse(
  '{"@model":"DbTaskRunner","SPECIALID":12345,"RETRIEVEMODE":false,"IDRULE":"myrule","MODETRANS":2,"FILENAME":"myfile.dat","ORIGINALNAME":"myoriginalfile.dat","FILEINFO":"myfileinfo","ISMOVED":true,"BLOCKSZ":42,"OWNERREQ":"me","REQUESTER":"me","REQUESTED":"other","TRANSFERINFO":"{}","GLOBALSTEP":3,"GLOBALLASTSTEP":2,"STEP":53,"STEPSTATUS":"M  ","INFOSTATUS":"U  ","RANK":72,"STARTTRANS":1581092031000,"STOPTRANS":1581092131000,"UPDATEDINFO":5,"ORIGINALSIZE":-1,"follow":""}',
);

describe('contract schemas', () => {
  it('registers every schema under a urn:tmkit id, once', () => {
    const ids = ALL_SCHEMAS.map((s) => s.$id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^urn:tmkit:[a-z0-9-]+$/);
  });

  it('accepts the real transfer vector of DbTaskRunnerTest', () => {
    expect(checkAgainst(schemaId('transfer'), transferVector)).toEqual([]);
  });

  it('rejects an unpadded status letter, a bit as 0/1 and a string timestamp, naming the path', () => {
    const bad = { ...transferVector, STEPSTATUS: 'M', ISMOVED: 1, STARTTRANS: '2020-02-07' };
    const paths = checkAgainst(schemaId('transfer'), bad).map((v) => v.instancePath);
    expect(paths).toEqual(expect.arrayContaining(['/STEPSTATUS', '/ISMOVED', '/STARTTRANS']));
  });

  it('accepts the real host, host configuration and configuration vectors', () => {
    expect(checkAgainst(schemaId('host'), JSON.parse('{"@model":"DbHostAuth","HOSTID":"hostid","ADDRESS":"127.0.0.1","PORT":6666,"HOSTKEY":null,"ISSSL":false,"ISCLIENT":true,"ISPROXIFIED":false,"ADMINROLE":true,"ISACTIVE":true,"UPDATEDINFO":0}'))).toEqual([]);
    expect(checkAgainst(schemaId('hostconfig'), JSON.parse('{"@model":"DbHostConfiguration","HOSTID":"Test","BUSINESS":"business","ROLES":"roles","ALIASES":"aliases","OTHERS":"others","UPDATEDINFO":0}'))).toEqual([]);
    expect(checkAgainst(schemaId('configuration'), JSON.parse('{"@model":"DbConfiguration","HOSTID":"hostid","READGLOBALLIMIT":20,"WRITEGLOBALLIMIT":30,"READSESSIONLIMIT":40,"WRITESESSIONLIMIT":50,"DELAYLIMIT":10,"UPDATEDINFO":3}'))).toEqual([]);
  });

  it('accepts the captured list envelope with no results key, and rejects an empty results array', () => {
    const empty = { 'X-method': 'GET', path: '/hosts', base: 'hosts', uri: {}, answer: { filter: {}, count: 0, limit: 100 }, command: 'MULTIGET', message: 'OK', code: 200 };
    expect(checkAgainst(schemaId('v1-list-hosts'), empty)).toEqual([]);
    expect(checkAgainst(schemaId('v1-list-hosts'), { ...empty, answer: { ...empty.answer, results: [] } })).not.toEqual([]);
  });

  it('requires the create body fields the real server requires', () => {
    const missing = checkAgainst(schemaId('transfer-create'), { IDRULE: 'r', REQUESTER: 'a', REQUESTED: 'b' });
    expect(missing.map((v) => v.message).join()).toContain('FILENAME');
    expect(checkAgainst(schemaId('transfer-create'), { FILENAME: 'f', IDRULE: 'r', REQUESTER: 'a', REQUESTED: 'b', STARTTRANS: '2026-11-20T10:00:00Z' })).toEqual([]);
    expect(checkAgainst(schemaId('host-create'), { HOSTID: 'h', ADDRESS: 'a' })).not.toEqual([]);
  });

  it('keeps SPECIALID a bigint in the internal type', () => {
    const id: Transfer['SPECIALID'] = 9007199254740993n;
    expect(typeof id).toBe('bigint');
  });
});

describe('operations table', () => {
  it('lists every endpoint of the interface once, with documented statuses and schemas that exist', () => {
    const keys = OPERATIONS.map((o) => `${o.method} ${o.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of ['/transfers', '/hosts', '/hostconfigs', '/configurations']) {
      for (const m of ['GET', 'POST', 'OPTIONS']) expect(keys).toContain(`${m} ${p}`);
      for (const m of ['GET', 'PUT', 'DELETE']) expect(keys).toContain(`${m} ${p}/:id`);
    }
    for (const k of ['GET /log', 'GET /info', 'GET /bandwidth', 'PUT /bandwidth', 'GET /server', 'PUT /server', 'GET /v2/limits', 'POST /v2/limits', 'PUT /v2/limits', 'DELETE /v2/limits']) {
      expect(keys).toContain(k);
    }
    const known = new Set(ALL_SCHEMAS.map((s) => s.$id));
    for (const op of OPERATIONS) {
      expect(op.responses.length).toBeGreaterThan(0);
      if (op.requestBody) expect(known.has(op.requestBody)).toBe(true);
      for (const r of op.responses) if (r.schema) expect(known.has(r.schema), `${op.id} ${r.schema}`).toBe(true);
    }
  });
});
