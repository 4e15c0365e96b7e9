// GET /v2/server/logs (docs/rest-v2-3.6.2.md §1 S5, §2.7): a real XML file in the fake's archive
// folder with the selected transfers, the count exported and purged; filters by the code's
// names; wrong values refused with every error, nothing written or changed.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listen } from '../../fake-server/index.ts';
import { TASK_STEP, UPDATED_INFO } from '../../contract/index.ts';
import { testFake, violations } from '../support/fake-app.ts';
import { expectEmpty, expectV2Errors, unchangedBy } from './support.ts';

const runners = (path: string) => (readFileSync(path, 'utf8').match(/<runner>/g) ?? []).length;
const all = (t: ReturnType<typeof testFake>) => [...t.fake.store.transfers.values()].map((r) => r.record);

describe('GET /v2/server/logs', () => {
  it('exports every transfer to <host>_export_<date>.xml and changes nothing without purge or clean', async () => {
    const t = testFake();
    const res = await unchangedBy(t.fake, () => t.http.get('/v2/server/logs'));
    expect(res.status, res.text).toBe(200);
    expect(violations('urn:tmkit:v2-logs', res.body)).toEqual([]);
    expect(Object.keys(res.body)).toEqual(['filePath', 'exported', 'purged']);
    expect(res.body.filePath).toMatch(new RegExp(`${t.fake.config.hostId}_export_2025-01-01T00:00:00\\.000Z(_\\d+)?\\.xml$`));
    expect(res.body.exported).toBe(all(t).length);
    expect(res.body.purged).toBe(0);
    expect(runners(res.body.filePath)).toBe(res.body.exported);
  });

  it('filters by status (name), ruleName, requester, startID/stopID and start/stop on STARTTRANS', async () => {
    const t = testFake();
    const records = all(t);
    const sample = records[0]!;
    const cases: [string, (r: (typeof records)[number]) => boolean][] = [
      ['status=DONE', (r) => r.UPDATEDINFO === UPDATED_INFO.DONE],
      [`ruleName=${sample.IDRULE}`, (r) => r.IDRULE === sample.IDRULE],
      [`requester=${sample.REQUESTER}`, (r) => r.REQUESTER === sample.REQUESTER],
      [`startID=${sample.SPECIALID}`, (r) => r.SPECIALID >= sample.SPECIALID],
      [`startID=${sample.SPECIALID}&stopID=${sample.SPECIALID}`, (r) => r.SPECIALID === sample.SPECIALID],
      [`stop=${new Date(sample.STARTTRANS).toISOString()}`, (r) => r.STARTTRANS <= sample.STARTTRANS],
    ];
    for (const [query, keep] of cases) {
      const res = await t.http.get(`/v2/server/logs?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.body.exported, query).toBe(records.filter(keep).length);
    }
  });

  it('purge deletes the exported transfers; clean marks finished ones DONE', async () => {
    const t = testFake();
    // One finished transfer left INERROR (what clean is for), made in the store.
    const target = all(t).find((r) => r.UPDATEDINFO === UPDATED_INFO.INERROR)!;
    t.fake.store.transfers.put({ ...target, GLOBALSTEP: TASK_STEP.ALLDONETASK, INFOSTATUS: `O${target.INFOSTATUS.slice(1)}` });
    const before = all(t);
    const cleanable = before.filter((r) => r.UPDATEDINFO === UPDATED_INFO.INERROR && r.GLOBALSTEP === TASK_STEP.ALLDONETASK && r.INFOSTATUS.startsWith('O'));
    expect(cleanable.length).toBeGreaterThan(0);
    const cleaned = await t.http.get('/v2/server/logs?clean=true');
    expect(cleaned.body.purged).toBe(0);
    for (const r of cleanable) expect(t.fake.store.transfers.get(r)?.record.UPDATEDINFO).toBe(UPDATED_INFO.DONE);
    const purged = await t.http.get('/v2/server/logs?status=DONE&purge=TRUE');
    expect(purged.body.purged).toBe(purged.body.exported);
    expect(all(t).filter((r) => r.UPDATEDINFO === UPDATED_INFO.DONE)).toEqual([]);
    expect(all(t).length).toBe(before.length - purged.body.purged);
  });

  it('refuses wrong values with every error, writing no file and changing nothing', async () => {
    const t = testFake();
    const res = await unchangedBy(t.fake, () => t.http.get('/v2/server/logs?purge=maybe&clean=1&status=bad&start=x&stop=2025-01-01&startID=a'));
    expectV2Errors(res, [
      [4, "The value 'maybe' is not valid for query parameter 'purge'."],
      [4, "The value '1' is not valid for query parameter 'clean'."],
      [4, "The value 'x' is not valid for query parameter 'start'."],
      [4, "The value '2025-01-01' is not valid for query parameter 'stop'."],
      [4, "The value 'a' is not valid for query parameter 'startID'."],
      [4, "The value 'bad' is not valid for query parameter 'status'."],
    ]);
  });

  it('refuses a JSON Content-Type with 415 (the operation consumes forms)', async () => {
    const t = testFake();
    const res = await unchangedBy(t.fake, () => t.http.get('/v2/server/logs').set('Content-Type', 'application/json'));
    expectEmpty(res, 415);
    expect(res.headers['accept']).toBe('application/x-www-form-urlencoded');
  });

  it('answers over real HTTP with a file that exists', async () => {
    const running = await listen(testFake().fake, { port: 0 });
    try {
      const body = (await (await fetch(`${running.url}/v2/server/logs?status=INERROR`)).json()) as { filePath: string; exported: number };
      expect(existsSync(body.filePath)).toBe(true);
      expect(runners(body.filePath)).toBe(body.exported);
    } finally {
      await running.close();
    }
  });
});
