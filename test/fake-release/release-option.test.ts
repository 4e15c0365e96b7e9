// `tmkit serve --release` and `createFakeServer({ release })`: a known release is served and said,
// the default is 3.6.2, anything else is refused in one line that names the known releases.
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { createFakeServer, DEFAULT_RELEASE, RELEASES, UnknownReleaseError, type Release } from '../../fake-server/index.ts';
import { serveRefusal, startServe } from '../support/serve-process.ts';

describe('the release the fake answers as', () => {
  it('tmkit serve --release 3.5.2 says it and answers as 3.5.2 (no /v2/hostconfig row in an empty dataset, follow "none")', async () => {
    const served = await startServe(['--release', '3.5.2', '--dataset', 'empty']);
    try {
      expect(served.output().stdout).toMatch(/listening on http:\/\/\S+ \(.*, release 3\.5\.2\)/);
      const res = await request(`${served.url}/v2/hostconfig`, { method: 'GET' });
      expect([res.statusCode, await res.body.text()]).toEqual([404, '']);
      const info = await request(`${served.url}/transfers`, { method: 'POST', body: JSON.stringify({ REQUESTER: 'server1', REQUESTED: 'b', IDRULE: 'r', FILENAME: 'f' }) });
      expect(((await info.body.json()) as { answer: { follow: string } }).answer.follow).toBe('none');
    } finally {
      await served.stop();
    }
  });

  it('without --release it is 3.6.2', async () => {
    expect(DEFAULT_RELEASE).toBe('3.6.2');
    expect(createFakeServer().config.release).toBe('3.6.2');
    const served = await startServe(['--dataset', 'empty']);
    try {
      expect(served.output().stdout).toMatch(/, release 3\.6\.2\)/);
    } finally {
      await served.stop();
    }
  });

  it('an unknown --release is one line naming the known releases, exit 2, and nothing listens', async () => {
    const { code, stdout, stderr } = await serveRefusal(['--release', '3.4.0']);
    expect(code).toBe(2);
    expect(stdout).not.toContain('listening');
    const lines = stderr.trim().split('\n');
    expect(lines[0]).toBe(`error: option '--release <version>' argument '3.4.0' is invalid. --release must be one of ${RELEASES.join(', ')}, got '3.4.0'`);
    // The usage hint every refused option gets, and no stack trace.
    expect(lines.slice(1)).toEqual(['(tmkit help serve lists the options)']);
  });

  it('createFakeServer refuses an unknown release with UnknownReleaseError naming the known ones', () => {
    expect(() => createFakeServer({ release: 'latest' as Release })).toThrow(UnknownReleaseError);
    expect(() => createFakeServer({ release: 'latest' as Release })).toThrow(`unknown release 'latest': the known releases are ${RELEASES.join(', ')}`);
  });
});
