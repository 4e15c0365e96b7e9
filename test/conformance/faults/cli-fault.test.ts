// `--fault` on the command line: `tmkit check` plants the faults in its embedded fake and reports
// them; unknown names and a --fault aimed at a URL target are usage errors (exit 2).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../../cli/main.ts';
import { faultList } from '../../../cli/serve.ts';
import { UsageError } from '../../../cli/usage-error.ts';

const reportDir = mkdtempSync(join(tmpdir(), 'tmkit-fault-cli-'));
afterAll(() => rmSync(reportDir, { recursive: true, force: true }));

/** `tmkit check` with console output silenced: its exit code and what it wrote to stderr. */
async function checkRun(args: string[]): Promise<{ code: number; stderr: string }> {
  const errors: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void errors.push(a.join(' ')));
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    return { code: await main(['check', ...args, '--format', 'json', '--report-dir', reportDir]), stderr: errors.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
    write.mockRestore();
  }
}
const check = async (args: string[]) => (await checkRun(args)).code;

describe('--fault', () => {
  it('reads a comma-separated list of known names', () => {
    expect(faultList(undefined)).toEqual([]);
    expect(faultList(' hosts-issl-as-number,envelope-path-wrong ,hosts-issl-as-number')).toEqual(['hosts-issl-as-number', 'envelope-path-wrong']);
    expect(() => faultList('hosts-issl-as-number,nope')).toThrow(UsageError);
    expect(() => faultList('nope')).toThrow(/--fault: unknown fault 'nope'; known: /);
  });

  it('makes tmkit check report the planted fault (exit 1), and the same run without it passes (exit 0)', async () => {
    const only = ['--only', 'positive_data_acceptance,envelope_conformance', '--runs', '2'];
    expect(await check([...only])).toBe(0);
    expect(await check([...only, '--fault', 'envelope-path-wrong'])).toBe(1);
  }, 60_000);

  it('cannot be aimed at a URL target', async () => {
    const { code, stderr } = await checkRun(['--target', 'http://127.0.0.1:1', '--fault', 'envelope-path-wrong']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/cannot be used with --target/);
  });
});
