// GET /v2/filemonitors (docs/rest-v2-3.6.2.md §1 F1, §2.7) over the fake's seeded monitors and
// the control route that sets them (PUT /_fake/filemonitors, docs/stand-in.md).
import { describe, expect, it } from 'vitest';
import { listen } from '../../fake-server/index.ts';
import { generateFileMonitors } from '../../generators/index.ts';
import { testFake, violations } from '../support/fake-app.ts';
import { expectEmpty, expectV2Errors, unchangedBy } from './support.ts';

describe('generateFileMonitors', () => {
  it('is deterministic by seed and clock', () => {
    const o = { seed: 5, count: 4, now: 1_700_000_000_000, hosts: ['hosta', 'hostb'] };
    expect(generateFileMonitors(o)).toEqual(generateFileMonitors(o));
    expect(generateFileMonitors(o)).not.toEqual(generateFileMonitors({ ...o, seed: 6 }));
    expect(generateFileMonitors({ ...o, count: 0 })).toEqual([]);
  });
});

describe('GET /v2/filemonitors', () => {
  it('lists the seeded monitors with the file count, valid against the contract', async () => {
    const { fake, http } = testFake();
    const res = await http.get('/v2/filemonitors');
    expect(res.status, res.text).toBe(200);
    expect(violations('urn:tmkit:v2-file-monitor-list-or-count', res.body)).toEqual([]);
    expect(Object.keys(res.body)).toEqual(['results', 'totalResults', 'totalSubResults']);
    expect(res.body.totalResults).toBe(3);
    expect(res.body.totalSubResults).toBe(fake.server.fileMonitors.reduce((n, m) => n + m.files.length, 0));
    expect(res.body.results.map((m: { NAME: string }) => m.NAME)).toEqual(['spool1', 'spool2', 'spool3']);
  });

  it('filters by name and by status (> 0 active, < 0 inactive, 0 all); countOrder=true answers the counts', async () => {
    const { http } = testFake();
    expect((await http.get('/v2/filemonitors?name=%20spool2%20')).body.results.map((m: { NAME: string }) => m.NAME)).toEqual(['spool2']);
    expect((await http.get('/v2/filemonitors?name=none')).body).toEqual({ results: [], totalResults: 0, totalSubResults: 0 });
    // spool1 and spool3 reported a minute ago (active), spool2 over an hour ago (inactive).
    expect((await http.get('/v2/filemonitors?status=1')).body.totalResults).toBe(2);
    expect((await http.get('/v2/filemonitors?status=-1')).body.results.map((m: { NAME: string }) => m.NAME)).toEqual(['spool2']);
    const count = await http.get('/v2/filemonitors?countOrder=TRUE&status=0');
    expect(Object.keys(count.body)).toEqual(['totalResults', 'totalSubResults']);
    expect(count.body.totalResults).toBe(3);
    expect((await http.get('/v2/filemonitors?countOrder=maybe')).body.results).toHaveLength(3);
  });

  it('refuses a status that is not a Java int with errorCode 4, and a JSON Content-Type with 415', async () => {
    const { fake, http } = testFake();
    await unchangedBy(fake, async () => expectV2Errors(await http.get('/v2/filemonitors?status=x'), [[4, "The value 'x' is not valid for query parameter 'status'."]]));
    expectV2Errors(await http.get('/v2/filemonitors?status=2147483648'), [[4, "The value '2147483648' is not valid for query parameter 'status'."]]);
    expectEmpty(await http.get('/v2/filemonitors').set('Content-Type', 'application/json'), 415);
  });

  it('is set through PUT /_fake/filemonitors over real HTTP, and reset brings the default back', async () => {
    const { fake } = testFake();
    const running = await listen(fake, { port: 0 });
    try {
      const put = await fetch(`${running.url}/_fake/filemonitors`, { method: 'PUT', body: JSON.stringify({ count: 0 }) });
      expect(put.status).toBe(200);
      expect(await (await fetch(`${running.url}/v2/filemonitors`)).json()).toEqual({ results: [], totalResults: 0, totalSubResults: 0 });
      const bad = await fetch(`${running.url}/_fake/filemonitors`, { method: 'PUT', body: JSON.stringify({ count: -1 }) });
      expect(bad.status).toBe(400);
      await fetch(`${running.url}/_fake/filemonitors`, { method: 'PUT', body: JSON.stringify({ count: 5, seed: 9 }) });
      expect(((await (await fetch(`${running.url}/v2/filemonitors`)).json()) as { totalResults: number }).totalResults).toBe(5);
      await fetch(`${running.url}/_fake/reset`, { method: 'POST' });
      expect(((await (await fetch(`${running.url}/_fake/filemonitors`)).json()) as { count: number }).count).toBe(3);
    } finally {
      await running.close();
    }
  });
});
