// Issue 35 item 1: the journal as a replayable script. Over real HTTP: listen's journalOut writes
// every request in order, across a reset, without credentials or connection headers, with the id a
// create was assigned; GET /_fake/requests?format=script gives the same requests; an unknown format
// is refused and the journal is left as it was; the per-file test helper gathers every test's requests.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkAgainst, schemaId, type ScriptFile } from '../../contract/index.ts';
import { createFakeServer, fakeServerPerFile, listen } from '../../fake-server/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'tmkit-journal-script-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const readScriptFile = (path: string): ScriptFile => {
  const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
  expect(checkAgainst(schemaId('script-file'), value)).toEqual([]);
  return value as ScriptFile;
};

describe('the journal as a script', () => {
  it('listen({ journalOut }) writes every request in order when the fake closes, across a reset, with no credential', async () => {
    const out = join(dir, 'journal.json');
    const fake = createFakeServer({ seed: 4 });
    const running = await listen(fake, { journalOut: out });
    await fetch(`${running.url}/transfers?LIMIT=2&ORDERBYID=true`, { headers: { 'X-Auth-User': 'alice', 'X-Auth-Key': 'secret-signature', Authorization: 'Basic c2VjcmV0', 'X-Trace': 't-1' } });
    const created = await fetch(`${running.url}/transfers`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"REQUESTER":"hosta","REQUESTED":"hostb","IDRULE":"rule1","FILENAME":"a b.txt"}' });
    const id = String(((await created.json()) as { answer: { SPECIALID: number } }).answer.SPECIALID);
    // The control API's own requests are the test's talk with the fake: not in the script; a reset keeps what came before.
    expect((await fetch(`${running.url}/_fake/reset`, { method: 'POST' })).status).toBe(200);
    await fetch(`${running.url}/transfers/${id}?REQUESTER=hosta&REQUESTED=hostb&OWNERREQ=server1`, { method: 'DELETE' });
    const live = (await (await fetch(`${running.url}/_fake/requests?format=script`)).json()) as ScriptFile;
    await running.close();

    const script = readScriptFile(out);
    expect(script.format).toBe('tmkit-script');
    expect(script.version).toBe(1);
    expect(script.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /transfers?LIMIT=2&ORDERBYID=true',
      'POST /transfers',
      `DELETE /transfers/${id}?REQUESTER=hosta&REQUESTED=hostb&OWNERREQ=server1`,
    ]);
    const [read, post] = script.requests;
    expect(read?.headers?.['x-trace']).toBe('t-1');
    const text = readFileSync(out, 'utf8');
    for (const secret of ['secret-signature', 'c2VjcmV0', 'alice', 'x-auth', 'authorization', '"host"', 'content-length', 'connection']) expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(post?.body).toBe('{"REQUESTER":"hosta","REQUESTED":"hostb","IDRULE":"rule1","FILENAME":"a b.txt"}');
    expect(post?.headers?.['content-type']).toBe('application/json');
    expect(post?.assigned).toEqual({ id, at: '/answer/SPECIALID' });
    // The control API's script is the journal as it is now: since the reset, one request.
    expect(live.requests.map((r) => r.method)).toEqual(['DELETE']);
    // (the reset itself is the control API's, never journalled)
    expect(live.source).toMatch(/the 2 request\(s\) before these are not in the journal any more/);
  });

  it('GET /_fake/requests?format=other is a 400 that names the formats, and the journal is left as it was', async () => {
    const fake = createFakeServer({ seed: 4 });
    const running = await listen(fake);
    try {
      await fetch(`${running.url}/hosts`);
      const refused = await fetch(`${running.url}/_fake/requests?format=har`);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe('format=har: the journal comes as entries (no format) or as a replayable script (format=script)');
      expect(fake.journal.entries().map((e) => `${e.method} ${e.path}`)).toEqual(['GET /hosts']);
    } finally {
      await running.close();
    }
  });

  it('a journal that dropped requests says how many in the script it writes', async () => {
    const out = join(dir, 'small-ring.json');
    const running = await listen(createFakeServer({ seed: 4, journalSize: 2 }), { journalOut: out });
    for (const path of ['/hosts', '/rules', '/configurations', '/hostconfigs']) await fetch(`${running.url}${path}`);
    await running.close();
    const script = readScriptFile(out);
    expect(script.requests.map((r) => r.url)).toEqual(['/configurations', '/hostconfigs']);
    expect(script.source).toMatch(/2 request\(s\) are missing: the journal dropped them before they were taken \(raise --journal-size\)$/);
  });
});

describe('the per-file helper with journalOut', () => {
  const out = join(dir, 'per-file.json');
  // The helper's hooks, run by hand: beforeAll, then a reset before each "test", then afterAll.
  const hooks: { all?: () => Promise<void> | void; each?: () => Promise<void> | void; after?: () => Promise<void> | void } = {};
  const monitor = fakeServerPerFile({ beforeAll: (f) => void (hooks.all = f), beforeEach: (f) => void (hooks.each = f), afterAll: (f) => void (hooks.after = f) }, { seed: 2, journalOut: out });

  it("writes every test's requests, across the resets between tests", async () => {
    await hooks.all?.();
    await hooks.each?.();
    await fetch(`${monitor.url}/hosts?LIMIT=1`);
    await hooks.each?.();
    await fetch(`${monitor.url}/rules`);
    await hooks.after?.();
    expect(readScriptFile(out).requests.map((r) => r.url)).toEqual(['/hosts?LIMIT=1', '/rules']);
  });
});
