// A release's baseline says only what differs from the release it extends: the shipped 3.6.0 and
// 3.6.1 ones are 3.6.2's without the offset entries, and a malformed `extends` is refused.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RELEASES } from '../../contract/index.ts';
import { loadBaseline } from './baseline.ts';

describe('baselines that extend another', () => {
  const newest = loadBaseline('r66-3.6.2');

  it('ships one per known release, each named by it', () => {
    for (const r of RELEASES) expect(loadBaseline(`r66-${r}`).name).toBe(`r66-${r}`);
  });

  it('3.6.1 and 3.6.0 are 3.6.2 without the entries of offset pages, with its withheld requests', () => {
    for (const r of ['3.6.0', '3.6.1']) {
      const b = loadBaseline(`r66-${r}`);
      const kept = new Set(b.entries.map((e) => JSON.stringify(e)));
      const gone = newest.entries.filter((e) => !kept.has(JSON.stringify(e)));
      expect(gone.map((e) => e.operation)).toEqual(Array(4).fill('GET /v2/transfers'));
      expect(gone.every((e) => e.match?.includes('offset'))).toBe(true);
      expect(b.withhold).toEqual(newest.withhold);
    }
  });

  const dir = mkdtempSync(join(tmpdir(), 'baseline-extends-'));
  const file = (name: string, body: object) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(body));
    return path;
  };

  it('adds its own entries after the ones it keeps', () => {
    const own = { check: 'host_filters', operation: 'GET /hosts', match: 'x', reason: 'a reason long enough to say why' };
    const b = loadBaseline(file('own.json', { name: 'mine', extends: 'r66-3.6.2', entries: [own] }));
    expect(b.name).toBe('mine');
    expect(b.entries).toHaveLength(newest.entries.length + 1);
    expect(b.entries.at(-1)).toEqual(own);
  });

  it('refuses an except that names no entry of the one it extends, and an extends that is no shipped name', () => {
    expect(() => loadBaseline(file('bad-except.json', { extends: 'r66-3.6.2', except: [{ check: 'nope', operation: 'GET /x' }], entries: [] }))).toThrow(/except.*nope GET \/x/);
    expect(() => loadBaseline(file('bad-extends.json', { extends: '/etc/passwd', entries: [] }))).toThrow(/extends/);
  });
});
