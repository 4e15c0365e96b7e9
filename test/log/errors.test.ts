// GET /log rejections (interface "Errors", reference §2.3, §4, §17, §18): every one leaves the
// store unchanged and writes no file; the body has the real server's shape for each case.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshot, violations } from '../support/fake-app.ts';
import { DEFAULT_PREFIX, ERROR, expectLogOk, filesIn, FIXTURE, getLog, LOG_CLASS, logFake, PACKETS, postRows, type LogFake, type Response } from './support.ts';

let t: LogFake;
beforeEach(() => {
  t = logFake();
  postRows(t.fake, FIXTURE);
});
afterEach(() => t.dispose());

/** Sends a request that must fail, and checks that nothing changed and no file was written. */
async function rejected(request: PromiseLike<Response>, dir = t.dir): Promise<Response> {
  const before = snapshot(t.fake);
  const res = await request;
  expect(res.status, res.text).toBeGreaterThanOrEqual(400);
  expect(snapshot(t.fake)).toBe(before);
  expect(filesIn(dir)).toEqual([]);
  return res;
}

/** The short body of a packet that cannot be read: no routing fields (reference §17). */
function expectShortBody(res: Response, detail: RegExp): void {
  expect(res.status).toBe(400);
  expect(res.headers['content-type']).toBe('application/json');
  expect(Object.keys(res.body)).toEqual(['message', 'code', 'detail']);
  expect(res.body).toMatchObject({ message: 'Bad Request', code: 400 });
  expect(res.body.detail).toMatch(detail);
  expect(violations(ERROR, res.body)).toEqual([]);
}

const raw = (text: string) => t.http.get('/log').set('content-type', 'application/json').send(text);

describe('GET /log rejects', () => {
  it('no body: 400 with the full envelope, "not enough information"', async () => {
    const res = await rejected(t.http.get('/log'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ 'X-method': 'GET', path: '/log', base: 'log', uri: {}, detail: 'not enough information', message: 'Bad Request', code: 400 });
    expect(violations(ERROR, res.body)).toEqual([]);
  });

  it('a body that is not JSON: the short body', async () => {
    expectShortBody(await rejected(raw('{"@cl')), /JSON/);
  });

  it('a JSON value that is not an object: the short body', async () => {
    expectShortBody(await rejected(raw('[1,2]')), /object/);
  });

  it('a packet without @class: the short body', async () => {
    expectShortBody(await rejected(t.http.get('/log').send({ statusdone: true, purge: true })), /missing type id property '@class'/);
  });

  it('an unknown @class: the short body', async () => {
    expectShortBody(await rejected(t.http.get('/log').send({ '@class': 'x.Y', purge: true })), /Could not resolve type id/);
  });

  it("the real server's class name while the default prefix is configured: the short body", async () => {
    const res = await rejected(getLog(t, { purge: true }, 'org.waarp.openr66.'));
    expectShortBody(res, /Could not resolve type id/);
  });

  it('a packet field of the wrong type: the short body', async () => {
    expectShortBody(await rejected(getLog(t, { purge: 'yes' })), /purge/);
    expectShortBody(await rejected(getLog(t, { startid: true, purge: true })), /startid/);
  });

  it('a readable packet of another class: HTTP 400 with JSON 412 "Unknown command", the packet echoed', async () => {
    const res = await rejected(t.http.get('/log').send({ '@class': `${DEFAULT_PREFIX}${PACKETS}InformationJsonPacket` }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ 'X-method': 'GET', path: '/log', base: 'log', detail: 'Unknown command', message: 'Precondition Failed', code: 412 });
    expect(res.body.answer['@model']).toBe('Log');
    expect(res.body.answer.results[0]['@class']).toBe(`${DEFAULT_PREFIX}${PACKETS}InformationJsonPacket`);
    expect(violations(ERROR, res.body)).toEqual([]);
  });

  for (const [name, value] of [['stop', 'not a date'], ['start', '2026-13-01'], ['start', '2026-11-20T25:00:00Z'], ['stop', '20/11/2026']] as const) {
    it(`an unreadable date (${name}: ${value}): the short body, nothing cleaned or purged`, async () => {
      const res = await rejected(getLog(t, { [name]: value, clean: true, purge: true }));
      expectShortBody(res, new RegExp(`${name}`));
      expect(res.body.detail).toContain(JSON.stringify(value));
    });
  }

  it('an archive folder under a regular file: 400 JSON saying why, nothing cleaned or purged', async () => {
    const blocker = join(t.dir, 'not-a-folder');
    writeFileSync(blocker, 'x');
    const broken = logFake({ archiveDir: join(blocker, 'arch') });
    try {
      postRows(broken.fake, FIXTURE);
      const before = snapshot(broken.fake);
      const res = await getLog(broken, { clean: true, purge: true });
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toBe('application/json');
      expect(res.body).toMatchObject({ 'X-method': 'GET', path: '/log', base: 'log', command: 'GetLog', message: 'Bad Request', code: 400 });
      expect(res.body.answer).toEqual({ '@model': 'Log' });
      expect(res.body.detail).toMatch(/could not be written/);
      expect(res.body.detail).toContain(join(blocker, 'arch'));
      expect(res.body.detail).toMatch(/ENOTDIR|not a directory/);
      expect(violations(ERROR, res.body)).toEqual([]);
      expect(snapshot(broken.fake)).toBe(before);
      expect(filesIn(t.dir)).toEqual(['not-a-folder']);
      // The fake keeps serving.
      expect((await broken.http.get('/transfers')).status).toBe(200);
    } finally {
      broken.dispose();
    }
  });

  it('an archive folder that is a regular file: 400 JSON, nothing purged', async () => {
    const file = join(t.dir, 'plain-file');
    writeFileSync(file, 'x');
    const broken = logFake({ archiveDir: file });
    try {
      postRows(broken.fake, FIXTURE);
      const before = snapshot(broken.fake);
      const res = await getLog(broken, { purge: true });
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/could not be written/);
      expect(snapshot(broken.fake)).toBe(before);
    } finally {
      broken.dispose();
    }
  });

  it('PUT /log and POST /log: 405 HTML', async () => {
    for (const method of ['put', 'post'] as const) {
      const res = await rejected(t.http[method]('/log').send({ '@class': LOG_CLASS, purge: true }));
      expect(res.status).toBe(405);
      expect(res.headers['content-type']).toBe('text/html');
      expect(res.text).toBe('<html><body>Error Method Not Allowed</body></html>');
    }
  });

  it('still answers a good request after every kind of rejection', async () => {
    await raw('{');
    await t.http.get('/log');
    await getLog(t, { stop: 'nope' });
    expect(expectLogOk(await getLog(t, {})).exported).toBe(11);
  });
});
