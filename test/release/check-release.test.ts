// `tmkit check --baseline r66` over HTTP: the run reads the target's release (GET /v2/hostconfig
// versionBin), uses that release's shipped baseline, and every report says the release; a version
// the kit does not know is judged as the nearest known one, and the reports say so as a warning.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../cli/main.ts';
import { createFakeServer, listen, type FakeServer, type RunningServer } from '../../fake-server/index.ts';
import type { RunResult } from '../../conformance/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'tmkit-check-release-'));
let fake: FakeServer;
let running: RunningServer;
beforeAll(async () => {
  fake = createFakeServer({ seed: 3, classPrefix: 'org.waarp.openr66.' });
  running = await listen(fake, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await running.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One check run with `--baseline r66` and every report; the console text and the report folder. */
async function check(name: string): Promise<{ code: number; console: string; out: string; json: RunResult }> {
  const out = join(dir, name);
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    const code = await main(['check', '--target', running.url, '--baseline', 'r66', '--only', 'status_flags_every_value', '--runs', '2', '--max-rps', '0', '--report-dir', out]);
    const console = [...write.mock.calls.map((c) => String(c[0])), ...log.mock.calls.flat().map(String)].join('\n');
    return { code, console, out, json: JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as RunResult };
  } finally {
    log.mockRestore();
    write.mockRestore();
  }
}

describe('tmkit check --baseline r66', () => {
  it("uses the baseline of the release the target says, and every report names the release", async () => {
    const { code, console, out, json } = await check('known');
    expect(code).toBe(0);
    expect(json.release).toEqual({ served: '3.6.2', release: '3.6.2', source: 'GET /v2/hostconfig versionBin "WaarpR66.3.6.2"' });
    expect(json.baseline?.name).toBe('r66-3.6.2');
    expect(console).toMatch(/^release: 3\.6\.2 \(GET \/v2\/hostconfig versionBin "WaarpR66\.3\.6\.2"\)$/m);
    expect(readFileSync(join(out, 'summary.md'), 'utf8')).toContain('- release: 3.6.2 (GET /v2/hostconfig versionBin "WaarpR66.3.6.2")');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toMatch(/<li>release <b>3\.6\.2 \(GET \/v2\/hostconfig versionBin ("|&quot;)WaarpR66\.3\.6\.2("|&quot;)\)<\/b><\/li>/);
    expect(readFileSync(join(out, 'junit.xml'), 'utf8')).toMatch(/<testsuites name="tmkit check http:\/\/127\.0\.0\.1:\d+\/? release 3\.6\.2 seed 1"/);
  });

  it('judges a release the kit does not know as the nearest known one before it, and warns', async () => {
    fake.mishaps.schedule({ kind: 'status', status: 200, body: '{"versionBin":"WaarpR66.3.7.1"}', contentType: 'application/json', match: { method: 'GET', path: '/v2/hostconfig' } });
    const { console, out, json } = await check('unknown');
    expect(json.release).toMatchObject({ served: '3.7.1', release: '3.6.2', note: 'the target runs 3.7.1, a release the kit does not know: judged as 3.6.2, the nearest known release before it' });
    expect(json.baseline?.name).toBe('r66-3.6.2');
    expect(console).toMatch(/^warning: the target runs 3\.7\.1, a release the kit does not know: judged as 3\.6\.2/m);
    expect(readFileSync(join(out, 'summary.md'), 'utf8')).toContain('> **Warning:** the target runs 3.7.1');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('data-testid="release-warning"');
  });

  it('judges a target that says no release as the default, and says why', async () => {
    fake.mishaps.schedule({ kind: 'status', status: 404, match: { method: 'GET', path: '/v2/hostconfig' } });
    const { json } = await check('none');
    expect(json.release).toMatchObject({ release: '3.6.2', source: 'GET /v2/hostconfig: answered 404' });
    expect(json.release?.served).toBeUndefined();
    expect(json.baseline?.name).toBe('r66-3.6.2');
  });
});
