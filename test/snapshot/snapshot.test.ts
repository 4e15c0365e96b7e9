// tmkit snapshot's copier on fakes: the snapshot of a fake, served, answers the list reads as the
// fake did (host keys aside, replaced on purpose); every transfer is read through id windows,
// however small the page and however many transfers share an id; the file is the same bytes for
// the same data; nothing but reads is sent; the rules (read through /v2/rules) serve as they did;
// --anonymise renames consistently and leaks no name.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { takeSnapshot, writeSnapshotFile, type SnapshotOptions } from '../../conformance/index.ts';
import { createFakeServer, type FakeServer } from '../../fake-server/index.ts';
import { ask, readOnlyClient } from './support.ts';

const dir = mkdtempSync(join(tmpdir(), 'tmkit-snapshot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

async function snapshotOf(fake: FakeServer, options: SnapshotOptions = {}): Promise<{ file: string; methods: Set<string>; requests: number }> {
  const client = readOnlyClient(fake);
  const methods = new Set<string>();
  client.observe((ex) => methods.add(ex.request.method));
  const file = join(dir, `snapshot-${files++}.json`);
  await writeSnapshotFile(await takeSnapshot(client, options), file);
  return { file, methods, requests: client.sent };
}

const LIST_READS = [
  '/transfers?OWNERREQ=*&limit=1000&ORDERBYID=true', '/transfers?limit=1000', '/transfers?OWNERREQ=*&limit=1000&PENDING=true',
  '/hosts?limit=1000', '/hosts?ISACTIVE=false', '/hosts?ISSSL=true', '/hostconfigs', '/configurations', '/v2/limits', '/bandwidth', '/server',
  '/v2/rules?limit=1000', '/v2/rules?order=descName&limit=2&offset=1', '/v2/rules?modeTrans=receive', '/v2/rules?countOrder=true',
  '/v2/filemonitors', '/v2/filemonitors?countOrder=true',
];
/** HOSTKEY is replaced by the snapshot (the key of `<HOSTID>-password`), on purpose. */
const withoutHostKeys = (body: string) => body.replace(/"HOSTKEY":"[^"]*"/g, '"HOSTKEY":"-"');

describe('tmkit snapshot of a fake', () => {
  it('serves what the fake served: every list read answers the same, with its host id and class prefix', async () => {
    const source = createFakeServer({ seed: 7, hostId: 'site-a', classPrefix: 'org.waarp.openr66.' });
    const { file, methods } = await snapshotOf(source, { pageSize: 17 });
    expect([...methods]).toEqual(['GET']);
    const served = createFakeServer({ dataset: file });
    expect(served.config.hostId).toBe('site-a');
    expect(served.config.classPrefix).toBe('org.waarp.openr66.');
    for (const url of LIST_READS) {
      const [a, b] = [ask(source, 'GET', url), ask(served, 'GET', url)];
      expect({ url, status: b.status, body: withoutHostKeys(b.body) }).toEqual({ url, status: a.status, body: withoutHostKeys(a.body) });
    }
    expect(readFileSync(file, 'utf8')).not.toMatch(/"password"/);
    // The fake's seeded file monitors are in the file's server section, and served as they were.
    expect(ask(source, 'GET', '/v2/filemonitors').body).toMatch(/"NAME":"spool1".*"FILE":"\(2\)\/file_2_1.dat"/);
    for (const rule of source.store.rules.values()) expect(ask(served, 'GET', `/v2/rules/${rule.record.IDRULE}`)).toEqual(ask(source, 'GET', `/v2/rules/${rule.record.IDRULE}`));
    // No host key of the source is in the file.
    for (const key of ask(source, 'GET', '/hosts?limit=1000').body.match(/"HOSTKEY":"[^"]*"/g) ?? []) expect(readFileSync(file, 'utf8')).not.toContain(key);
  });

  it('reads every transfer through id windows, also when several share one id and fill a page', async () => {
    const source = createFakeServer({ seed: 3, dataset: 'empty' });
    const hosts = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
    for (const h of hosts) ask(source, 'POST', '/hosts', JSON.stringify({ HOSTID: h, ADDRESS: '10.0.0.1', PORT: 6666, HOSTKEY: 'c2VjcmV0' }));
    // 6 transfers with id 50 (one per partner), 20 with their own ids, 3 with ids beyond 2^53 or negative.
    const posts = [
      ...hosts.map((h) => ({ SPECIALID: 50, REQUESTED: h })),
      ...Array.from({ length: 20 }, (_, i) => ({ SPECIALID: 100 + i, REQUESTED: 'p1' })),
      { SPECIALID: '9007199254740993', REQUESTED: 'p2' }, { SPECIALID: -5, REQUESTED: 'p2' }, { SPECIALID: 0, REQUESTED: 'p3' },
    ];
    for (const p of posts) {
      const body = `{"SPECIALID":${p.SPECIALID},"IDRULE":"r1","FILENAME":"f.txt","REQUESTER":"server1","REQUESTED":"${p.REQUESTED}"}`;
      expect(ask(source, 'POST', '/transfers', body).status).toBe(200);
    }
    const whole = ask(source, 'GET', '/transfers?OWNERREQ=*&limit=1000&ORDERBYID=true').body;
    for (const pageSize of [1, 2, 4, 7, 1000]) {
      const { file } = await snapshotOf(source, { pageSize });
      expect(ask(createFakeServer({ dataset: file }), 'GET', '/transfers?OWNERREQ=*&limit=1000&ORDERBYID=true').body, `page ${pageSize}`).toBe(whole);
      expect(readFileSync(file, 'utf8').match(/"@model":"DbTaskRunner"/g)).toHaveLength(posts.length);
    }
  });

  it('writes the same bytes for the same data, whatever the page size', async () => {
    const source = createFakeServer({ seed: 11 });
    const a = await snapshotOf(source, { pageSize: 1000 });
    const b = await snapshotOf(source, { pageSize: 9 });
    expect(readFileSync(b.file, 'utf8')).toBe(readFileSync(a.file, 'utf8'));
    expect(b.requests).toBeGreaterThan(a.requests);
  });

  it('--anonymise renames hosts, rules and files consistently by seed, and the file still serves', async () => {
    const source = createFakeServer({ seed: 5 });
    const plain = readFileSync((await snapshotOf(source)).file, 'utf8');
    const once = readFileSync((await snapshotOf(source, { anonymiseSeed: 42 })).file, 'utf8');
    const again = readFileSync((await snapshotOf(source, { anonymiseSeed: 42 })).file, 'utf8');
    const other = readFileSync((await snapshotOf(source, { anonymiseSeed: 43 })).file, 'utf8');
    expect(again).toBe(once);
    expect(other).not.toBe(once);
    const names = [...plain.matchAll(/"(?:HOSTID|IDRULE)":"([^"]+)"/g)].map((m) => m[1] as string);
    // The rules are there, renamed with the rest: their hosts and folders too.
    expect(plain).toMatch(/"rules":\[\n?\{"IDRULE"/);
    const folders = [...plain.matchAll(/"(?:RECVPATH|SENDPATH|ARCHIVEPATH|WORKPATH)":"([^"]+)"/g)].flatMap((m) => (m[1] as string).split('/')).filter((p) => p !== '');
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of new Set(folders)) expect(once, folder).not.toMatch(new RegExp(`[/"]${folder}[/"]`));
    for (const m of once.matchAll(/"HOSTIDS":\[([^\]]*)\]/g)) for (const h of (m[1] as string).match(/"[^"]*"/g) ?? []) expect(h).toMatch(/^"host-[0-9a-f]{8}"$/);
    expect(names.length).toBeGreaterThan(10);
    for (const name of new Set(names)) expect(once, name).not.toContain(`"${name}"`);
    const served = createFakeServer({ dataset: join(dir, `snapshot-${files - 3}.json`) });
    expect(served.config.hostId).toMatch(/^host-[0-9a-f]{8}$/);
    const own = ask(served, 'GET', '/transfers?limit=1000').body;
    const before = ask(source, 'GET', '/transfers?limit=1000').body;
    // The same transfers, renamed: as many, with the same states.
    expect(own.match(/"@model"/g)?.length).toBe(before.match(/"@model"/g)?.length);
    expect([...own.matchAll(/"UPDATEDINFO":(\d)/g)].map((m) => m[1])).toEqual([...before.matchAll(/"UPDATEDINFO":(\d)/g)].map((m) => m[1]));
    expect(JSON.parse(ask(served, 'GET', '/v2/rules?countOrder=true').body)).toEqual(JSON.parse(ask(source, 'GET', '/v2/rules?countOrder=true').body));
  });
});
