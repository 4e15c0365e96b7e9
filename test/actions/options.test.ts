// OPTIONS on the action endpoints (/log, /info, /bandwidth, /server) and on the root: allow header, example packets and type maps of reference §2.5.
import { describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { testFake, violations } from '../support/fake-app.ts';
import { classOf, expectJson, leavesStateAlone, routing, SCHEMA } from './action-helpers.ts';

type Entry = Record<string, { path: string; command: string; body?: any; answer?: any }>;

/** The real server's DbTaskRunner type map (java.sql.Types codes, capture of OPTIONS /transfers). */
const TRANSFER_TYPE_MAP = {
  '@model': 'DbTaskRunner', SPECIALID: -5, GLOBALSTEP: 4, GLOBALLASTSTEP: 4, STEP: 4, RANK: 4, BLOCKSZ: 4, MODETRANS: 4, UPDATEDINFO: 4,
  STEPSTATUS: 1, INFOSTATUS: 1, RETRIEVEMODE: -7, ISMOVED: -7, STARTTRANS: 93, STOPTRANS: 93, OWNERREQ: -9, REQUESTER: -9,
  REQUESTED: -9, IDRULE: -9, FILENAME: 12, ORIGINALNAME: 12, FILEINFO: 12, TRANSFERINFO: 12,
};

const CASES = [
  { base: 'log', allow: 'GET,OPTIONS', methods: ['GET'] },
  { base: 'info', allow: 'GET,OPTIONS', methods: ['GET', 'GET'] },
  { base: 'bandwidth', allow: 'GET,PUT,OPTIONS', methods: ['GET', 'PUT'] },
  { base: 'server', allow: 'GET,PUT,OPTIONS', methods: ['PUT', 'GET'] },
] as const;

async function optionsOf(base: string): Promise<{ res: Response; entries: Entry[] }> {
  const { fake, http } = testFake({ dataset: 'empty' });
  const res = await leavesStateAlone(fake, () => http.options(`/${base}`));
  expectJson(res, 200, SCHEMA.options);
  return { res, entries: res.body.answer.DetailedAllow as Entry[] };
}

/** The one entry of `method` at `index` among the entries of that method. */
function entry(entries: Entry[], method: string, index = 0) {
  const found = entries.filter((e) => method in e).map((e) => e[method]);
  const e = found[index];
  if (!e) throw new Error(`no ${method} entry #${index}`);
  return e;
}

describe.each(CASES)('OPTIONS /$base', ({ base, allow, methods }) => {
  it(`answers 200 with allow ${allow}, header and body, a valid document without code or message`, async () => {
    const { res } = await optionsOf(base);
    expect(res.headers['allow']).toBe(allow);
    expect(res.body).toMatchObject({ ...routing('OPTIONS', base), command: 'OPTIONS' });
    expect(res.body).not.toHaveProperty('code');
    expect(res.body).not.toHaveProperty('message');
    expect(res.body.answer.allow).toBe(allow);
    expect(res.body.answer.UriAllowed).toBe(base);
  });

  it('lists one entry per method in the documented order and ends with {"OPTIONS":{path, command}}', async () => {
    const { entries } = await optionsOf(base);
    expect(entries.map((e) => Object.keys(e)[0])).toEqual([...methods, 'OPTIONS']);
    for (const e of entries) expect(Object.keys(e)).toHaveLength(1);
    expect(entries.at(-1)).toEqual({ OPTIONS: { path: `/${base}`, command: 'OPTIONS' } });
    for (const e of entries.slice(0, -1)) expect(Object.values(e)[0]?.path).toBe(`/${base}`);
  });
});

describe('OPTIONS example packets (reference §2.5)', () => {
  it('/log: GET GetLog, body a LogJsonPacket "Log export request (GET)" with requestUserPacket 16, answer one LogResponseJsonPacket', async () => {
    const { entries } = await optionsOf('log');
    const get = entry(entries, 'GET');
    expect(get.command).toBe('GetLog');
    expect(get.body).toMatchObject({ '@class': classOf('LogJsonPacket'), comment: 'Log export request (GET)', requestUserPacket: 16 });
    expect(violations('urn:tmkit:log-packet', get.body)).toEqual([]);
    expect(get.answer).toHaveLength(1);
    expect(get.answer[0]).toMatchObject({ '@class': classOf('LogResponseJsonPacket'), comment: 'Log export response', filename: 'filepath' });
    expect(violations('urn:tmkit:log-response-packet', get.answer[0])).toEqual([]);
  });

  it('/info: the file information example "Information request (GET)" answers ["path"]', async () => {
    const { entries } = await optionsOf('info');
    const file = entry(entries, 'GET', 0);
    expect(file.command).toBe('GetInformation');
    expect(file.body).toMatchObject({ '@class': classOf('InformationJsonPacket'), comment: 'Information request (GET)', idRequest: false });
    expect(violations('urn:tmkit:information-packet', file.body)).toEqual([]);
    expect(file.answer).toEqual(['path']);
  });

  it('/info: the transfer information example has id -9223372036854775808 exactly, rulename "remoteHost", idRequest true, and a DbTaskRunner type map answer', async () => {
    const { res, entries } = await optionsOf('info');
    const transfer = entry(entries, 'GET', 1);
    // 3.6.2 names both /info entries GetInformation (observed, docs/captures/v1-beyond/root-options.json).
    expect(transfer.command).toBe('GetInformation');
    expect(transfer.body).toMatchObject({ '@class': classOf('InformationJsonPacket'), rulename: 'remoteHost', idRequest: true });
    expect(res.text).toContain('"id":-9223372036854775808,');
    expect(transfer.answer).toEqual([TRANSFER_TYPE_MAP]);
  });

  it('/bandwidth: GET "Bandwidth getter (GET)" and PUT "Bandwidth setter (PUT)" (setter false, answering the getter, as 3.6.2 writes it), requestUserPacket 19, the four values -10', async () => {
    const { entries } = await optionsOf('bandwidth');
    const example = (comment: string, setter: boolean) => ({
      '@class': classOf('BandwidthJsonPacket'), comment, requestUserPacket: 19, setter, writeglobal: -10, readglobal: -10, writesession: -10, readsession: -10,
    });
    const get = entry(entries, 'GET');
    expect(get.command).toBe('GetBandwidth');
    expect(get.body).toEqual(example('Bandwidth getter (GET)', false));
    expect(get.answer).toEqual([example('Bandwidth getter (GET)', false)]);
    const put = entry(entries, 'PUT');
    expect(put.command).toBe('SetBandwidth');
    expect(put.body).toEqual(example('Bandwidth setter (PUT)', false));
    expect(put.answer).toEqual([example('Bandwidth getter (GET)', false)]);
    for (const p of [get.body, put.body, ...get.answer, ...put.answer]) expect(violations('urn:tmkit:bandwidth-packet', p)).toEqual([]);
  });

  it('/server: PUT "Shutdown Or Block request (PUT)" with key "S2V5", GET GetStatus answering the current status', async () => {
    const { entries } = await optionsOf('server');
    const put = entry(entries, 'PUT');
    expect(put.command).toBe('ShutdownOrBlock');
    expect(put.body).toEqual({
      '@class': classOf('ShutdownOrBlockJsonPacket'), comment: 'Shutdown Or Block request (PUT)', requestUserPacket: 0, key: 'S2V5', restartOrBlock: false, shutdownOrBlock: false,
    });
    expect(violations('urn:tmkit:shutdown-or-block-packet', put.body)).toEqual([]);
    const get = entry(entries, 'GET');
    expect(get.command).toBe('GetStatus');
    expect(get).not.toHaveProperty('body');
    expect(get.answer).toHaveLength(1);
    expect(violations(SCHEMA.status, get.answer[0])).toEqual([]);
    expect(get.answer[0].HostID).toBe('server1');
  });
});

describe('OPTIONS / (root)', () => {
  // The interface's eight bases, and 3.6.2's /rules, /config and /business.
  // The twelve handlers of 3.6.2, in the order its OPTIONS / lists them (observed).
  const ALL = ['server', 'business', 'bandwidth', 'log', 'transfers', 'hosts', 'configurations', 'rules', 'control', 'config', 'hostconfigs', 'info'];

  it('lists every base in UriAllowed and one DetailedAllow group per base, in 3.6.2\'s order', async () => {
    const { fake, http } = testFake({ dataset: 'empty' });
    const res = await leavesStateAlone(fake, () => http.options('/'));
    expectJson(res, 200, SCHEMA.options);
    expect(res.headers['allow']).toBe('GET,PUT,POST,DELETE,OPTIONS');
    expect(res.body.answer.allow).toBe('GET,PUT,POST,DELETE,OPTIONS');
    expect(String(res.body.answer.UriAllowed).split(',')).toEqual(ALL);
    const groups = res.body.answer.DetailedAllow as Record<string, unknown[]>[];
    expect(groups.map((g) => Object.keys(g)[0])).toEqual(ALL);
  });

  it('describes each action base with the same entries as OPTIONS on that base', async () => {
    const { http } = testFake({ dataset: 'empty' });
    const root = await http.options('/');
    const groups = root.body.answer.DetailedAllow as Record<string, unknown[]>[];
    for (const base of ['log', 'info', 'bandwidth', 'server']) {
      const own = await http.options(`/${base}`);
      expect(groups.find((g) => base in g)?.[base]).toEqual(own.body.answer.DetailedAllow);
    }
  });
});
