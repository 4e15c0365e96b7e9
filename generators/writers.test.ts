// Writing records: the fast transfer writer says exactly what the fake's serializer says, ids
// keep every digit, and every output layout reads back through the loader unchanged.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { serialize } from '../contract/index.ts';
import {
  displayHostKey, generateDataset, loadDatasetFile, OutputSink, transferArb, transferJson, writeDataset,
  type GeneratedDataset, type WriteDatasetOptions,
} from './index.ts';

const NOW = Date.parse('2025-01-01T00:00:00.000Z');
const dir = mkdtempSync(join(tmpdir(), 'tmkit-writers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const dataset = (idMode: 'sequence' | 'guid') => generateDataset({ seed: 3, hosts: 6, transfers: 120, ownHostId: 'server1', now: NOW, idMode, hostKey: displayHostKey });

async function render(d: GeneratedDataset, options: WriteDatasetOptions): Promise<string> {
  const chunks: string[] = [];
  const out = new Writable({ write: (c: Buffer, _e, done) => (chunks.push(c.toString('utf8')), done()), highWaterMark: 1024 });
  await writeDataset(new OutputSink(out, 'utf8', 4096), d, options);
  return chunks.join('');
}

describe('transferJson', () => {
  it('writes what the fake serialize writes, for any transfer', () => {
    fc.assert(fc.property(transferArb(), (t) => {
      expect(transferJson(t)).toBe(serialize(t));
    }), { numRuns: 300 });
    for (const t of dataset('guid').transfers) expect(transferJson(t)).toBe(serialize(t));
    // THROUGHMODE sits before ORIGINALSIZE in the server's order, which both writers keep.
    const { ORIGINALSIZE, follow, ...head } = [...dataset('sequence').transfers][0]!;
    const odd = { ...head, FILEINFO: 'é "q" \\ \u0001', THROUGHMODE: true as const, ORIGINALSIZE, follow };
    expect(transferJson(odd)).toBe(serialize(odd));
  });
});

describe('writeDataset', () => {
  it('writes JSON that parses, with 64-bit ids as bare numbers holding every digit', async () => {
    const d = dataset('guid');
    const text = await render(d, { kind: 'all', format: 'json' });
    expect(Object.keys(JSON.parse(text))).toEqual(['hosts', 'hostconfigs', 'configurations', 'rules', 'transfers']);
    for (const t of d.transfers) expect(text).toContain(`"SPECIALID":${t.SPECIALID},`);
  });

  it('writes one kind as an array, NDJSON one record a line, and xml for transfers only', async () => {
    const d = dataset('sequence');
    expect(JSON.parse(await render(d, { kind: 'hosts', format: 'json' }))).toHaveLength(6);
    expect(await render(generateDataset({ seed: 1, hosts: 0, transfers: 0, ownHostId: 's', now: NOW, idMode: 'sequence', hostKey: displayHostKey }), { kind: 'hosts', format: 'json' })).toBe('[]\n');
    const lines = (await render(d, { kind: 'all', format: 'ndjson' })).split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(6 * 3 + d.rules.length + 120);
    expect(lines.every((l) => '@model' in JSON.parse(l))).toBe(true);
    expect(lines.filter((l) => JSON.parse(l)['@model'] === 'DbRule')).toHaveLength(d.rules.length);
    expect(JSON.parse(await render(d, { kind: 'rules', format: 'json' }))).toEqual(d.rules);
    expect(await render(d, { kind: 'transfers', format: 'xml' })).toMatch(/^<taskrunners>\n<runner>[\s\S]*<\/runner><\/taskrunners>$/);
    await expect(render(d, { kind: 'hosts', format: 'xml' })).rejects.toThrow(/transfers only/);
  });

  it('reads back through the loader to the same records, passwords included', async () => {
    for (const idMode of ['sequence', 'guid'] as const) {
      const d = dataset(idMode);
      for (const format of ['json', 'ndjson'] as const) {
        const path = join(dir, `d-${idMode}.${format}`);
        writeFileSync(path, await render(d, { kind: 'all', format, withPasswords: true }));
        const back = loadDatasetFile(path);
        expect(back.hosts).toEqual(d.hosts.map((h) => ({ record: h.record, password: Buffer.from(h.password) })));
        expect(back.hostconfigs).toEqual(d.hostconfigs);
        expect(back.configurations).toEqual(d.configurations);
        expect(back.rules).toEqual(d.rules);
        expect([...back.transfers]).toEqual([...d.transfers]);
        expect(readFileSync(path, 'utf8')).toContain('"password":');
      }
    }
  });

  it('writes the same bytes through the latin1 sink, with small chunks, slow readers and long texts', async () => {
    const d = dataset('guid');
    const chunks: Buffer[] = [];
    const out = new Writable({ highWaterMark: 64, write: (c: Buffer, _e, done) => (chunks.push(c), setImmediate(done)) });
    const sink = new OutputSink(out, 'latin1', 1000);
    await writeDataset(sink, d, { kind: 'all', format: 'ndjson' });
    expect(sink.push('x'.repeat(5000))).toBe(true);
    await sink.flush();
    expect(Buffer.concat(chunks).toString('latin1')).toBe((await render(d, { kind: 'all', format: 'ndjson' })) + 'x'.repeat(5000));
  });

  it('writes hosts, rules and transfers in the v2 view, and refuses what that view has no form for', async () => {
    const d = dataset('guid');
    const all = JSON.parse(await render(d, { kind: 'all', format: 'json', view: 'v2' })) as Record<string, unknown[]>;
    expect(Object.keys(all)).toEqual(['hosts', 'rules', 'transfers']);
    expect(all['rules']!.map((r) => (r as { name: string }).name)).toEqual(d.rules.map((r) => r.IDRULE));
    const lines = (await render(d, { kind: 'transfers', format: 'ndjson', view: 'v2' })).trim().split('\n');
    // Ids beyond 2^53 keep every digit: the line holds the exact SPECIALID.
    expect(lines.map((l) => /^\{"id":(-?\d+),/.exec(l)?.[1])).toEqual([...d.transfers].map((t) => String(t.SPECIALID)));
    await expect(render(d, { kind: 'hostconfigs', format: 'json', view: 'v2' })).rejects.toThrow(/v2 view has hosts, rules, transfers, not hostconfigs/);
    await expect(render(d, { kind: 'transfers', format: 'xml', view: 'v2' })).rejects.toThrow(/no v2 view/);
    await expect(render(d, { kind: 'hosts', format: 'json', view: 'v2', withPasswords: true })).rejects.toThrow(/plain passwords/);
  });

  it('writes no rules section for a dataset without rules (a snapshot), which the loader then derives', async () => {
    const { rules: _rules, ...noRules } = dataset('sequence');
    const path = join(dir, 'no-rules.json');
    writeFileSync(path, await render(noRules as GeneratedDataset, { kind: 'all', format: 'json' }));
    expect(Object.keys(JSON.parse(readFileSync(path, 'utf8')))).toEqual(['hosts', 'hostconfigs', 'configurations', 'transfers']);
    expect(loadDatasetFile(path).rules.map((r) => r.IDRULE)).toEqual([...new Set([...noRules.transfers].map((t) => t.IDRULE))].sort());
  });

  it('reports progress and the number of records written', async () => {
    const seen: number[] = [];
    const chunks: string[] = [];
    const out = new Writable({ write: (c: Buffer, _e, done) => (chunks.push(String(c)), done()) });
    const d = generateDataset({ seed: 1, hosts: 3, transfers: 20_000, ownHostId: 'server1', now: NOW, idMode: 'sequence', hostKey: displayHostKey });
    const n = await writeDataset(new OutputSink(out, 'latin1'), d, { kind: 'transfers', format: 'ndjson', onProgress: (k) => seen.push(k) });
    expect(n).toBe(20_000);
    expect(seen.at(-1)).toBe(20_000);
    expect(seen.length).toBeGreaterThan(1);
  });
});
