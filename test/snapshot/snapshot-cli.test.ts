// `tmkit snapshot` on the command line, against a fake on HTTP: the file it writes serves the same
// host id and class prefix; a bad --out is one line and exit 2; an unreachable target exit 2.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../cli/main.ts';
import { createFakeServer, listen, type RunningServer } from '../../fake-server/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'tmkit-snapshot-cli-'));
let running: RunningServer;
beforeAll(async () => {
  running = await listen(createFakeServer({ seed: 4, hostId: 'cli-site', classPrefix: 'org.waarp.openr66.' }), { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await running.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('tmkit snapshot', () => {
  it('writes a dataset file that tmkit serve --dataset serves as the same server', async () => {
    const out = join(dir, 'site.json');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(await main(['snapshot', '--target', running.url, '--out', out, '--max-rps', '0'])).toBe(0);
      expect(log.mock.calls.flat().join('\n')).toMatch(/^snapshot: .*site\.json: 10 hosts, 10 host configurations, 10 configurations, 15 rules, 200 transfers \(245 records\) of host cli-site \(release 3\.6\.2\), \d+ requests$/m);
    } finally {
      log.mockRestore();
    }
    const served = createFakeServer({ dataset: out });
    expect([served.config.hostId, served.config.classPrefix]).toEqual(['cli-site', 'org.waarp.openr66.']);
    const text = readFileSync(out, 'utf8');
    expect(text.startsWith('{\n"server":{"hostId":"cli-site","classPrefix":"org.waarp.openr66.","limits":{')).toBe(true);
    // The release the server said (GET /v2/hostconfig versionBin) goes with its data.
    expect(text.split('\n', 3)[1]).toMatch(/,"release":"3\.6\.2"\},?$/);
  });

  it('refuses an --out it cannot write with one line, and an unreachable target with exit 2', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await main(['snapshot', '--target', running.url, '--out', dir])).toBe(2);
      expect(errors.mock.calls.flat().join('\n')).toMatch(new RegExp(`^tmkit: --out ${dir}: .+$`));
      errors.mockClear();
      expect(await main(['snapshot', '--target', 'http://127.0.0.1:9', '--out', join(dir, 'none.json'), '--timeout', '2000'])).toBe(2);
      expect(errors.mock.calls.flat().join('\n')).toMatch(/^tmkit snapshot: http:\/\/127\.0\.0\.1:9 does not answer \(refused/);
    } finally {
      errors.mockRestore();
    }
  });
});
