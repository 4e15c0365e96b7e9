// Issue 7.2: GET /log export files. test/log/ already covers the file name (host id and clock,
// never the packet's comment, rule or request), distinct names for exports in the same instant
// (sequential and four concurrent in process) and an archive folder that is a file or lies under
// one. Added here: path traversal in every part of the request that could reach a file name (each
// packet field, the query, the path, the headers), in the configured host id, writes staying inside
// the archive folder, concurrent exports over real HTTP (also two fakes sharing one folder), and
// archive folders that cannot be made or written.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeServer, listen, type FakeServer, type RunningServer } from '../../fake-server/index.ts';
import { testFake } from '../support/fake-app.ts';
import { LOG_CLASS, parseExport } from '../log/support.ts';
import { httpCall } from '../hostile/http-client.ts';
import { TRAVERSALS } from '../hostile/strings.ts';

let parent: string;
let running: RunningServer[] = [];
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'tmkit-log-paths-'));
});
afterEach(async () => {
  await Promise.all(running.map((r) => r.close()));
  running = [];
  chmodSync(parent, 0o700);
  rmSync(parent, { recursive: true, force: true });
});

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(join(dir, f)).isFile()).sort();
}

/** What an export file may be called: `<host id>_<ms>[_<n>]_runners.xml`, separators and NUL made `_`. */
const exportName = (hostId: string) => new RegExp(`^${hostId.replace(/[/\\\u0000]/g, '_').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}_-?\\d+(_\\d+)?_runners\\.xml$`);

/** Asserts that every file under `parent` is an export file directly in `archive`. */
function expectOnlyExportsIn(archive: string, hostId: string): void {
  for (const f of filesUnder(parent)) {
    expect(dirname(join(parent, f)), `${f} was written outside the archive folder`).toBe(archive);
    expect(basename(f)).toMatch(exportName(hostId));
  }
}

const logBody = (fields: Record<string, unknown>) => JSON.stringify({ '@class': LOG_CLASS, ...fields });

describe('path traversal toward the export file name', () => {
  it('in every packet field, the query, the path and the headers: the file stays a plain export in the archive folder (seed 7201, 150 runs)', async () => {
    const archive = join(parent, 'archive');
    const t = testFake({ dataset: 'empty', archiveDir: archive });
    const traversal = fc.constantFrom(...TRAVERSALS);
    // Dates and ids that are not dates nor ids get the packet refused: they come rarely, so most
    // runs reach the export with the text fields set.
    const rarely = fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary: traversal, weight: 1 });
    const fields = fc
      .record({
        comment: traversal, rule: traversal, request: traversal, filename: traversal, purge: fc.boolean(), clean: fc.boolean(),
        start: rarely, stop: rarely, startid: rarely, stopid: rarely,
      }, { requiredKeys: [] })
      .map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)));
    const request = fc.record({
      fields,
      query: fc.array(fc.tuple(fc.constantFrom('filename', 'file', 'path', 'dir', 'rule', 'comment', 'X-Auth-User'), traversal), { maxLength: 3 }),
      path: fc.constantFrom('/log', '/log/', '/log/..%2F..%2Fescape', '/log/../../escape', '/log/%2e%2e/%2e%2e/escape'),
      user: fc.option(traversal, { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const query = r.query.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        let call = t.http.get(`${r.path}${query ? `?${query}` : ''}`).set('content-type', 'application/json');
        if (r.user !== undefined) call = call.set('X-Auth-User', r.user.replace(/[^\t\x20-\x7e]/g, '_'));
        const res = await call.send(logBody(r.fields));
        expect(res.status).toBeLessThan(500);
        if (res.status === 200) {
          const file = res.body.answer.results[0].filename as string;
          expect(dirname(file)).toBe(archive);
          expect(basename(file)).toMatch(exportName('server1'));
        }
        expectOnlyExportsIn(archive, 'server1');
      }),
      { seed: 7201, numRuns: 150 },
    );
    // The exports did happen: the property was not vacuous.
    expect(filesUnder(archive).length).toBeGreaterThan(10);
  });

  it.each(['../../escape', '..\\..\\escape', '/abs/escape', 'a/../../b', '..', '.', 'nul\u0000byte'])('in the configured host id %j: the file is written inside the archive folder', async (hostId) => {
    const archive = join(parent, 'archive');
    const t = testFake({ dataset: 'empty', archiveDir: archive, hostId });
    const res = await t.http.get('/log').send(logBody({}));
    expect(res.status, res.text).toBe(200);
    const file = res.body.answer.results[0].filename as string;
    expect(relative(archive, resolve(file)).split(sep)).toHaveLength(1);
    expectOnlyExportsIn(archive, hostId);
  });
});

describe('concurrent exports', () => {
  /** Fires `n` exports at once over real HTTP and answers the file names. */
  const exportsAtOnce = (url: string, n: number) =>
    Promise.all(Array.from({ length: n }, () => httpCall(url, { method: 'GET', url: '/log', body: logBody({}), headers: { 'content-type': 'application/json' } })));

  const namesOf = (answers: readonly { status: number; body: string }[]) =>
    answers.map((a) => {
      expect(a.status, a.body).toBe(200);
      return JSON.parse(a.body).answer.results[0].filename as string;
    });

  it('over real HTTP get distinct, complete files (the clock frozen: one instant)', async () => {
    const archive = join(parent, 'archive');
    const fake = createFakeServer({ archiveDir: archive });
    const own = [...fake.store.transfers.values()].filter((r) => r.record.OWNERREQ === fake.config.hostId).length;
    running.push(await listen(fake, { port: 0 }));
    const names = namesOf(await exportsAtOnce((running[0] as RunningServer).url, 24));
    expect(new Set(names).size).toBe(24);
    expect(filesUnder(archive)).toHaveLength(24);
    for (const name of names) expect(parseExport(readFileSync(name, 'utf8'))).toHaveLength(own);
  });

  it('from two fakes sharing one archive folder, host id and instant, never overwrite each other', async () => {
    const archive = join(parent, 'shared');
    const fakes: FakeServer[] = [createFakeServer({ dataset: 'empty', archiveDir: archive }), createFakeServer({ dataset: 'empty', archiveDir: archive })];
    for (const f of fakes) running.push(await listen(f, { port: 0 }));
    const answers = await Promise.all(running.map((r) => exportsAtOnce(r.url, 12)));
    const names = namesOf(answers.flat());
    expect(new Set(names).size).toBe(24);
    expect(filesUnder(archive)).toHaveLength(24);
  });
});

describe('an archive folder that cannot be written', () => {
  const expectClearRefusal = (status: number, text: string, cause: RegExp) => {
    expect(status, text).toBe(400);
    const body = JSON.parse(text);
    expect(body).toMatchObject({ command: 'GetLog', message: 'Bad Request', code: 400 });
    expect(body.detail).toMatch(/could not be written/);
    expect(body.detail).toMatch(/--archive-dir/);
    expect(body.detail).toMatch(cause);
  };

  it('whose name is too long for the file system: 400 saying why, nothing purged', async () => {
    const t = testFake({ archiveDir: join(parent, 'x'.repeat(300)) });
    const before = t.fake.store.transfers.size;
    const res = await t.http.get('/log').send(logBody({ purge: true }));
    expectClearRefusal(res.status, res.text, /ENAMETOOLONG|name too long/);
    expect(t.fake.store.transfers.size).toBe(before);
  });

  it.skipIf(process.getuid?.() === 0)('without write permission: 400 saying why (skipped as root, which ignores permissions)', async () => {
    const archive = join(parent, 'read-only');
    mkdirSync(archive);
    chmodSync(archive, 0o500);
    const t = testFake({ archiveDir: archive });
    const res = await t.http.get('/log').send(logBody({ purge: true }));
    expectClearRefusal(res.status, res.text, /EACCES|permission denied/);
  });

  it('over real HTTP, the server answers and keeps serving (no crash)', async () => {
    const blocker = join(parent, 'a-file');
    writeFileSync(blocker, 'x');
    const fake = createFakeServer({ archiveDir: join(blocker, 'archive') });
    running.push(await listen(fake, { port: 0 }));
    const url = (running[0] as RunningServer).url;
    for (let i = 0; i < 3; i++) {
      const a = await httpCall(url, { method: 'GET', url: '/log', body: logBody({ clean: true, purge: true }), headers: { 'content-type': 'application/json' } });
      expectClearRefusal(a.status, a.body, /ENOTDIR|not a directory|EEXIST/);
    }
    expect((await httpCall(url, { method: 'GET', url: '/transfers' })).status).toBe(200);
  });
});
