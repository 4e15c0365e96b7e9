// Issue 7: Authorization, X-Auth-Key, shutdown keys, host keys and passwords are redacted in every
// report format. The test plants them everywhere a result can carry them and greps the files.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleSummary, redactText, REPORT_FORMATS, writeReports } from '../../reports/index.ts';
import { failingResult, SECRETS } from './fixtures.ts';

const forms = (s: string) => [...new Set([s, encodeURIComponent(s), JSON.stringify(s).slice(1, -1)])];
const leaks = (text: string) => Object.values(SECRETS).flatMap(forms).filter((s) => text.includes(s));

describe('secrets in reports', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('appear in no file written by writeReports', () => {
    dir = mkdtempSync(join(tmpdir(), 'tmkit-reports-'));
    const written = writeReports(failingResult(), dir, REPORT_FORMATS);
    expect(readdirSync(dir).sort()).toEqual(['index.html', 'junit.xml', 'report.json', 'summary.md']);
    expect(written).toHaveLength(4);
    for (const name of readdirSync(dir)) expect({ name, leaks: leaks(readFileSync(join(dir, name), 'utf8')) }).toEqual({ name, leaks: [] });
  });

  it('appear not in the console summary', () => {
    expect(leaks(consoleSummary(failingResult(), { color: true }))).toEqual([]);
  });

  it('leave the evidence around them readable', () => {
    dir = mkdtempSync(join(tmpdir(), 'tmkit-reports-'));
    writeReports(failingResult(), dir, ['json']);
    const json = readFileSync(join(dir, 'report.json'), 'utf8');
    const report = JSON.parse(json) as { deviations: { exchange?: { headers: Record<string, string>; body: string }; curl?: string }[] };
    const first = report.deviations[0]!;
    expect(first.exchange?.headers).toEqual({ 'Content-Type': 'application/json', Authorization: '<redacted>', 'X-Auth-User': 'admin', 'X-Auth-Key': '<redacted>' });
    expect(JSON.parse(first.exchange!.body)).toEqual({ '@class': 'org.vendor.openproto.ShutdownOrBlockJsonPacket', key: '<redacted>', shutdownOrBlock: true });
    expect(first.curl).toContain("-H 'Authorization: <redacted>'");
    expect(first.curl).toContain('"shutdownOrBlock":true');
  });

  describe('redactText', () => {
    it.each([
      ['{"key": "abc", "x": 1}', '{"key": "<redacted>", "x": 1}'],
      ['{"HOSTKEY":"aGk=","HOSTID":"h"}', '{"HOSTKEY":"<redacted>","HOSTID":"h"}'],
      ['{"key":[1,2,3]}', '{"key":"<redacted>"}'],
      ['{"adminPassword":"p\\"w"}', '{"adminPassword":"<redacted>"}'],
      ['{"password":"cut off by trunc', '{"password":"<redacted>"'],
      ['"{\\"key\\":\\"abc\\"}"', '"{\\"key\\":\\"<redacted>\\"}"'],
      ['<host><HOSTKEY>abc</HOSTKEY></host>', '<host><HOSTKEY><redacted></HOSTKEY></host>'],
      ['<user password="pw"/>', '<user password="<redacted>"/>'],
      ['/hosts?password=pw&LIMIT=5', '/hosts?password=<redacted>&LIMIT=5'],
      ["-H 'Authorization: Basic YWRtaW46cHdk'", "-H 'Authorization: <redacted>'"],
      ['sent Basic YWRtaW46cHdk twice', 'sent Basic <redacted> twice'],
      ['HMAC ab12cd34ef56ab12cd34 was refused', 'HMAC <redacted> was refused'],
      ['http://admin:pw@host:8066/x', 'http://admin:<redacted>@host:8066/x'],
    ])('%s', (input, output) => expect(redactText(input)).toBe(output));

    it('leaves prose and ordinary fields alone', () => {
      for (const s of ['Basic authentication is required', '{"HOSTID":"key","monkey":"x"}', 'GET /transfers?LIMIT=5', 'Documented: 200, 404']) expect(redactText(s)).toBe(s);
    });

    it('blanks a known secret wherever it appears', () => {
      expect(redactText('Received: 500 for key 7cSYejBa7V8hBXju4rl3mQ==', new Set(['7cSYejBa7V8hBXju4rl3mQ==']))).toBe('Received: 500 for key <redacted>');
    });
  });
});
