// The whole chain: the suite against the embedded fake, then every report format on disk.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHECKS, REPORT_VERSION, type RunResult } from '../../conformance/index.ts';
import { defaultEmbeddedRun } from '../support/default-run.ts';
import { consoleSummary, REPORT_FORMATS, writeReports } from '../../reports/index.ts';
import { parseXml } from './xml.ts';

describe('reports of a run against the embedded fake', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tmkit-e2e-reports-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes every format, and report.json says zero deviations', async () => {
    const result = await defaultEmbeddedRun();

    const written = writeReports(result, dir, REPORT_FORMATS);
    expect(written.map((p) => p.slice(dir.length + 1))).toEqual(['report.json', 'junit.xml', 'index.html', 'summary.md']);
    for (const p of written) expect(existsSync(p)).toBe(true);

    const json = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as RunResult;
    expect(json.version).toBe(REPORT_VERSION);
    expect(json.deviations.map((d) => `${d.check} · ${d.operation}: ${d.title}`)).toEqual([]);
    expect(json.checks.map((c) => c.id)).toEqual(CHECKS.map((c) => c.id));

    const junit = parseXml(readFileSync(join(dir, 'junit.xml'), 'utf8'));
    expect(junit.attrs).toMatchObject({ tests: String(CHECKS.length), failures: '0', errors: '0' });
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('<header class="verdict pass">');
    expect(readFileSync(join(dir, 'summary.md'), 'utf8').split('\n')[0]).toBe('# tmkit check: PASS');
    expect(consoleSummary(result, { color: false })).toMatch(/^PASS \(exit 0\)/m);
  });

  it('writes no file for the console format alone', () => {
    const empty = join(dir, 'console-only');
    expect(writeReports({ version: REPORT_VERSION, tool: 'transfer-monitor-kit', target: { kind: 'embedded', url: 'http://127.0.0.1:8066' }, seed: 1, runs: 1, startedAt: '2025-01-01T00:00:00.000Z', durationMs: 0, requests: 0, checks: [], deviations: [], coverage: [] }, empty, ['console'])).toEqual([]);
    expect(existsSync(empty)).toBe(false);
  });
});
