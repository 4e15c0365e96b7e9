// `tmkit generate` end to end in process: options, usage errors (exit 2), files, and the same
// bytes for the same seed.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { schemaId, validatorFor } from '../contract/index.ts';
import { forAjv, integrityProblems, loadDatasetFile, parseLosslessJson } from '../generators/index.ts';
import { main } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'tmkit-generate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(args: string[]): Promise<{ code: number; stderr: string }> {
  const errors: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void errors.push(a.join(' ')));
  try {
    return { code: await main(['generate', ...args]), stderr: errors.join('\n') };
  } finally {
    spy.mockRestore();
  }
}

describe('tmkit generate', () => {
  it('writes a consistent dataset, the same bytes for the same seed', async () => {
    const [a, b] = [join(dir, 'a.json'), join(dir, 'b.json')];
    expect((await run(['--kind', 'all', '--count', '1000', '--seed', '5', '--format', 'json', '--out', a])).code).toBe(0);
    expect((await run(['--kind', 'all', '--count', '1000', '--seed', '5', '--format', 'json', '--out', b])).code).toBe(0);
    expect(readFileSync(a)).toEqual(readFileSync(b));
    const d = loadDatasetFile(a);
    expect(d.transferCount).toBe(1000);
    expect(d.hosts).toHaveLength(18);
    expect(integrityProblems(d)).toEqual([]);
  });

  it('writes guid ids, ndjson and xml, and counts hosts for the host kinds', async () => {
    const nd = join(dir, 'g.ndjson');
    expect((await run(['--kind', 'transfers', '--count', '50', '--id-mode', 'guid', '--format', 'ndjson', '--out', nd, '--clock', 'frozen:2026-01-01T00:00:00Z'])).code).toBe(0);
    expect(readFileSync(nd, 'utf8').trim().split('\n')).toHaveLength(50);
    const xml = join(dir, 't.xml');
    expect((await run(['--count', '3', '--format', 'xml', '--out', xml])).code).toBe(0);
    expect(readFileSync(xml, 'utf8').match(/<runner>/g)).toHaveLength(3);
    const hosts = join(dir, 'h.json');
    expect((await run(['--kind', 'configurations', '--count', '7', '--out', hosts])).code).toBe(0);
    expect(JSON.parse(readFileSync(hosts, 'utf8'))).toHaveLength(7);
  });

  it('writes rules in both views, in the dataset and alone', async () => {
    const v1 = join(dir, 'r1.json');
    expect((await run(['--kind', 'rules', '--count', '12', '--seed', '5', '--out', v1, '--quiet'])).code).toBe(0);
    const rules = JSON.parse(readFileSync(v1, 'utf8')) as unknown[];
    expect(rules.length).toBeGreaterThan(0);
    for (const r of rules) expect(validatorFor(schemaId('rule'))(r)).toBe(true);
    const all = join(dir, 'r-all.json');
    expect((await run(['--kind', 'all', '--count', '50', '--seed', '5', '--hosts', '12', '--out', all, '--quiet'])).code).toBe(0);
    // The same rules as the dataset of 12 hosts holds, which its transfers name.
    const d = loadDatasetFile(all);
    expect(d.rules).toEqual(rules);
    expect(integrityProblems(d)).toEqual([]);
  });

  it.each([['json', 'sequence'], ['ndjson', 'sequence'], ['json', 'guid'], ['ndjson', 'guid']] as const)(
    '--view v2 writes every host, rule and transfer as REST v2 shows it (%s, %s ids)', async (format, idMode) => {
      const out = join(dir, `v2-${idMode}.${format}`);
      expect((await run(['--kind', 'all', '--view', 'v2', '--count', '300', '--id-mode', idMode, '--format', format, '--out', out, '--quiet'])).code).toBe(0);
      const text = readFileSync(out, 'utf8');
      // NDJSON: hosts, then rules, then transfers, each known by its keys (v2 records carry no @model).
      let sections: Record<string, unknown[]> = {};
      if (format === 'json') sections = parseLosslessJson(text) as Record<string, unknown[]>;
      else {
        for (const r of text.trim().split('\n').map((l) => parseLosslessJson(l) as Record<string, unknown>)) {
          (sections[Object.hasOwn(r, 'id') ? 'transfers' : Object.hasOwn(r, 'mode') ? 'rules' : 'hosts'] ??= []).push(r);
        }
      }
      expect(Object.keys(sections)).toEqual(['hosts', 'rules', 'transfers']);
      expect(sections['transfers']).toHaveLength(300);
      for (const [section, schema] of [['hosts', 'v2-host'], ['rules', 'v2-rule'], ['transfers', 'v2-transfer']] as const) {
        const validate = validatorFor(schemaId(schema));
        for (const record of sections[section]!) expect(validate(forAjv(record)), `${section}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
      if (idMode === 'guid') expect(sections['transfers']!.some((t) => typeof (t as { id: unknown }).id === 'bigint')).toBe(true);
      // v1 stays the default, and --view v1 writes it.
      const v1 = join(dir, `v1-${idMode}.${format}`);
      expect((await run(['--kind', 'all', '--view', 'v1', '--count', '300', '--id-mode', idMode, '--format', format, '--out', v1, '--quiet'])).code).toBe(0);
      const byDefault = join(dir, `v1d-${idMode}.${format}`);
      expect((await run(['--kind', 'all', '--count', '300', '--id-mode', idMode, '--format', format, '--out', byDefault, '--quiet'])).code).toBe(0);
      expect(readFileSync(byDefault)).toEqual(readFileSync(v1));
    },
  );

  it('answers usage mistakes with exit 2 and a clear message', async () => {
    for (const [args, message] of [
      [['--kind', 'hosts', '--format', 'xml'], /transfers only/],
      [['--kind', 'rule'], /--kind must be one of transfers, hosts, hostconfigs, configurations, rules, all/],
      [['--view', 'v3'], /--view must be one of v1, v2/],
      [['--view', 'v2', '--format', 'xml'], /--view v2 applies to json and ndjson/],
      [['--view', 'v2', '--kind', 'configurations'], /--view v2 writes hosts, rules, transfers/],
      [['--view', 'v2', '--kind', 'hosts', '--with-passwords'], /--with-passwords does not apply to --view v2/],
      [['--count=-3'], /--count must be a whole number/],
      [['--count', 'many'], /--count must be a whole number/],
      [['--id-mode', 'uuid'], /--id-mode must be one of sequence, guid/],
      [['--clock', 'yesterday'], /--clock/],
      [['--bogus'], /unknown option '--bogus'/],
      [['--kind', 'hosts', '--hosts', '3'], /--hosts only applies/],
    ] as const) {
      const r = await run([...args]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
    }
  });

  it('writes into a folder that does not exist yet, making it (paths that cannot serve: test/cli/file-options.test.ts)', async () => {
    const out = join(dir, 'no', 'such', 'dir', 'x.json');
    const r = await run(['--out', out]);
    expect(r.code).toBe(0);
    expect(existsSync(out)).toBe(true);
  });
});
