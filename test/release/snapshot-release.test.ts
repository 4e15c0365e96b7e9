// A snapshot keeps the release its server said (GET /v2/hostconfig), and a fake serving that file
// answers as that release unless told another: the copy of a 3.5.2 deployment stands in as 3.5.2.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tmkitCaptured } from '../support/check-cli.ts';
import { startServe } from '../support/serve-process.ts';
import { createFakeServer, listen, type RunningServer } from '../../fake-server/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'tmkit-snapshot-release-'));
const running: RunningServer[] = [];
afterAll(async () => {
  for (const r of running) await r.close();
  rmSync(dir, { recursive: true, force: true });
});

const versionBin = (fake: ReturnType<typeof createFakeServer>): unknown =>
  (JSON.parse(fake.handle({ method: 'GET', url: '/v2/hostconfig', headers: { 'accept-language': 'en' }, body: '' }).body) as { versionBin?: unknown }).versionBin;

describe('a snapshot of a release', () => {
  it('keeps the release, and the fake serving it answers as that release unless --release says otherwise', async () => {
    const source = await listen(createFakeServer({ seed: 2, release: '3.5.2' }));
    running.push(source);
    const file = join(dir, 'site-3.5.2.json');
    const snapshot = await tmkitCaptured(['snapshot', '--target', source.url, '--out', file, '--max-rps', '0']);
    expect(snapshot.code).toBe(0);
    expect(snapshot.stdout).toMatch(/ \(release 3\.5\.2\), \d+ requests$/m);
    const site = JSON.parse(readFileSync(file, 'utf8')) as { server: { release?: string } };
    expect(site.server.release).toBe('3.5.2');

    const served = createFakeServer({ dataset: file });
    expect(served.config.release).toBe('3.5.2');
    expect(versionBin(served)).toBe('WaarpR66.3.5.2');
    const told = createFakeServer({ dataset: file, release: '3.6.2' });
    expect([told.config.release, versionBin(told)]).toEqual(['3.6.2', 'WaarpR66.3.6.2']);
    // The command line gives no release of its own unless --release is given.
    const serve = await startServe(['--dataset', file]);
    try {
      expect(serve.output().stdout).toMatch(/, release 3\.5\.2\)$/m);
    } finally {
      await serve.stop();
    }
  });

  it('a release the kit does not know is served as the nearest known one before it', () => {
    const file = join(dir, 'site-3.7.0.json');
    const site = JSON.parse(readFileSync(join(dir, 'site-3.5.2.json'), 'utf8')) as { server: { release?: string } };
    site.server.release = '3.7.0';
    writeFileSync(file, JSON.stringify(site));
    expect(createFakeServer({ dataset: file }).config.release).toBe('3.6.2');
  });
});
