// A reset undoes the changes since the dataset was loaded instead of loading it again (issue 18):
// whatever was written, the fake answers as a fresh one does, byte for byte, and where a rollback
// cannot stand for a load (someone else's rows loaded, the clock moved under a preset, too many
// changes) the dataset is loaded again.
import { describe, expect, it } from 'vitest';
import { createFakeServer, type FakeServer, type FakeServerOptions } from '../../fake-server/index.ts';
import { lossless, testFake } from '../support/fake-app.ts';

const get = (fake: FakeServer, url: string) => fake.handle({ method: 'GET', url, headers: {}, body: '' });
const send = (fake: FakeServer, method: string, url: string, body: unknown) =>
  fake.handle({ method, url, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The answers a client reads after a reset: lists over the indexes, one-record reads, /server, the other collections. */
function answers(fake: FakeServer): string[] {
  const lists = ['/transfers?LIMIT=50', '/transfers?LIMIT=50&ORDERBYID=true', '/transfers?OWNERREQ=*&INERROR=true&LIMIT=30', '/transfers?OWNERREQ=*&PENDING=true&INTRANSFER=true&LIMIT=30', '/server', '/hosts', '/hostconfigs', '/configurations'];
  const some = lossless(get(fake, '/transfers?OWNERREQ=*&LIMIT=400').body).answer.results as Array<Record<string, unknown>>;
  const reads = some.filter((_, i) => i % 37 === 0).map((t) => `/transfers/${String(t['SPECIALID'])}?REQUESTER=${t['REQUESTER']}&REQUESTED=${t['REQUESTED']}&OWNERREQ=${t['OWNERREQ']}`);
  return [...lists, ...reads].map((url) => { const r = get(fake, url); return `${url} ${r.status} ${JSON.stringify(r.headers)} ${r.body}`; });
}

/** Creates, replaces and deletes transfers, and purges history: changes over every index. */
function write(fake: FakeServer): void {
  const listed = lossless(get(fake, '/transfers?OWNERREQ=*&LIMIT=300').body).answer.results as Array<Record<string, unknown>>;
  listed.forEach((t, i) => {
    const id = `/transfers/${String(t['SPECIALID'])}?REQUESTER=${t['REQUESTER']}&REQUESTED=${t['REQUESTED']}&OWNERREQ=${t['OWNERREQ']}`;
    if (i % 3 === 0) expect(fake.handle({ method: 'DELETE', url: id, headers: {}, body: '' }).status).toBe(200);
    else if (i % 3 === 1) expect(send(fake, 'PUT', id, { UPDATEDINFO: 5, STEPSTATUS: 'z  ', INFOSTATUS: 'T  ', STARTTRANS: fake.clock.now() - 1000 }).status).toBe(200);
  });
  for (let i = 0; i < 50; i++) expect(send(fake, 'POST', '/transfers', { IDRULE: listed[0]?.['IDRULE'], REQUESTER: listed[0]?.['REQUESTER'], REQUESTED: listed[0]?.['REQUESTED'], FILENAME: `/in/${i}.csv` }).status).toBe(200);
  expect(send(fake, 'POST', '/hosts', { HOSTID: 'added', ADDRESS: '10.0.0.9', HOSTKEY: 'k' }).status).toBe(200);
}

const options: FakeServerOptions = { seed: 11, dataset: 'medium', archiveDir: process.env['TMKIT_TEST_ARCHIVE'] };

describe('reset after writes', () => {
  it('answers as a fresh fake does, byte for byte, reset after reset (POST /_fake/reset)', async () => {
    const fresh = answers(createFakeServer(options));
    const { fake, http } = testFake(options);
    for (let round = 0; round < 3; round++) {
      write(fake);
      fake.clock.advance(3600_000);
      expect(answers(fake)).not.toEqual(fresh);
      expect((await http.post('/_fake/reset')).status).toBe(200);
      expect(answers(fake)).toEqual(fresh);
    }
  });

  it('loads the dataset again after rows were loaded into the store by hand', () => {
    const fresh = answers(createFakeServer(options));
    const fake = createFakeServer(options);
    fake.store.transfers.load([]);
    fake.reset();
    expect(answers(fake)).toEqual(fresh);
  });

  it('loads the dataset again when more changed than its change log keeps (10,000 changes on a small dataset)', () => {
    const small: FakeServerOptions = { seed: 3, archiveDir: options.archiveDir };
    const fresh = answers(createFakeServer(small));
    const fake = createFakeServer(small);
    const [t] = lossless(get(fake, '/transfers?LIMIT=1').body).answer.results as Array<Record<string, unknown>>;
    const body = { IDRULE: t?.['IDRULE'], REQUESTER: t?.['REQUESTER'], REQUESTED: t?.['REQUESTED'], SPECIALID: 777 };
    // Each a change of the same row (a write that leaves a row as it is changes nothing, and is not logged).
    for (let i = 0; i < 10_001; i++) send(fake, 'POST', '/transfers', { ...body, FILENAME: `/in/again-${i}.csv` });
    expect(fake.store.transfers.canRollBack).toBe(false);
    fake.reset();
    expect(answers(fake)).toEqual(fresh);
    expect(fake.store.transfers.canRollBack).toBe(true);
  });

  it('generates a preset again for a clock that moved (its transfers end at the new reading), as a fake made at that reading', () => {
    const fake = createFakeServer(options);
    write(fake);
    fake.clock.advance(36 * 3600_000);
    fake.reset();
    const later = createFakeServer({ ...options, clock: `frozen:${new Date(fake.clock.now()).toISOString()}` });
    // The one difference: the server has been running since the first fake's start.
    const uptimeless = (a: string[]) => a.map((x) => x.replace(/"SecondsRunning":\d+/, ''));
    expect(uptimeless(answers(fake))).toEqual(uptimeless(answers(later)));
  });
});
