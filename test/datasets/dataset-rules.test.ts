// The fake's rules are its dataset's: after start (and after a reset) `store.rules` holds the rule
// records of the preset or file it serves, the ones a file gives, or, for a file written before
// datasets held rules, one minimal rule per IDRULE of its transfers. In process.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFakeServer } from '../../fake-server/index.ts';
import { fixturePath, loadFixture } from '../../fixtures/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'tmkit-dataset-rules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Fake = ReturnType<typeof createFakeServer>;
const storedRules = (fake: Fake) => [...fake.store.rules.values()].map((row) => row.record).sort((a, b) => a.IDRULE.localeCompare(b.IDRULE));
const byName = <R extends { IDRULE: string }>(rules: readonly R[]) => [...rules].sort((a, b) => a.IDRULE.localeCompare(b.IDRULE));

describe('the fake\'s store.rules', () => {
  it('holds the rules of the preset it serves, and holds them again after a reset', () => {
    // The `small` fixture is the small preset of seed 1 at the fake's default clock and host id.
    const expected = byName(loadFixture('small').rules);
    const fake = createFakeServer({ dataset: 'small', seed: 1 });
    expect(expected.length).toBeGreaterThan(0);
    expect(storedRules(fake)).toEqual(expected);
    fake.store.rules.delete(expected[0]!.IDRULE);
    fake.reset();
    expect(storedRules(fake)).toEqual(expected);
    expect(createFakeServer({ dataset: 'empty' }).store.rules.size).toBe(0);
  });

  it('holds the rules a dataset file gives, or rules derived from its transfers when it gives none', () => {
    const fromFile = createFakeServer({ dataset: fixturePath('guid') });
    expect(storedRules(fromFile)).toEqual(byName(loadFixture('guid').rules));
    const { rules: _rules, ...rest } = JSON.parse(readFileSync(fixturePath('small'), 'utf8')) as Record<string, unknown>;
    const old = join(dir, 'no-rules.json');
    writeFileSync(old, JSON.stringify(rest));
    const fake = createFakeServer({ dataset: old });
    const names = [...new Set([...fake.store.transfers.values()].map((r) => r.record.IDRULE))].sort();
    expect(storedRules(fake).map((r) => r.IDRULE)).toEqual(names);
    expect(storedRules(fake).every((r) => r.HOSTIDS.length === 0 && r.RPOSTTASKS.length === 0)).toBe(true);
  });
});
