// The per-release tests' fake: one on loopback (port 0) per release asked, closed after each test,
// reached with undici's request (which sends a body with GET, as v1's list filters need). Bodies
// are read losslessly; v2 requests ask for English errors.
import { afterEach } from 'vitest';
import { request } from 'undici';
import { createFakeServer, listen, type FakeServer, type FakeServerOptions, type Release, type RunningServer } from '../../fake-server/index.ts';
import { parseJson } from '../../contract/index.ts';

export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly text: string;
  readonly body: any;
}

export type Call = (method: string, path: string, body?: unknown) => Promise<Answer>;

export interface Served {
  readonly fake: FakeServer;
  readonly call: Call;
}

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

const parsed = (text: string): unknown => {
  try {
    return text === '' ? undefined : parseJson(text);
  } catch {
    return undefined;
  }
};

/** A fake answering as `release` (the default release when undefined), listening on a free loopback port. */
export async function served(release: Release | undefined, options: FakeServerOptions = {}): Promise<Served> {
  const fake = createFakeServer({ archiveDir: process.env['TMKIT_TEST_ARCHIVE'], ...options, ...(release === undefined ? {} : { release }) });
  const server = await listen(fake, { port: 0 });
  running.push(server);
  const call: Call = async (method, path, body) => {
    const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const res = await request(server.url + path, {
      method: method as 'GET',
      headers: { 'accept-language': 'en', ...(text !== undefined && path.startsWith('/v2') ? { 'content-type': 'application/json' } : {}) },
      ...(text === undefined ? {} : { body: text }),
    });
    const answer = await res.body.text();
    const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)]));
    return { status: res.statusCode, headers, text: answer, body: parsed(answer) };
  };
  return { fake, call };
}

/** The same request to a fake of 3.5.2 and to one of the default release (3.6.2), each fresh. */
export async function bothReleases(options: FakeServerOptions = {}): Promise<{ readonly old: Served; readonly current: Served }> {
  return { old: await served('3.5.2', options), current: await served(undefined, options) };
}
