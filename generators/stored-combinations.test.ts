// The stored combinations: one row per UPDATEDINFO × GLOBALSTEP pair carrying every letter and
// every mode, placed in a few old slots without changing any other transfer, exempt from the
// realism rules of steps and statuses (held to those of times) and from nothing else.
import { describe, expect, it } from 'vitest';
import { ERROR_CODE_LETTERS, MODE_TRANS, TASK_STEP, TASK_STEP_VALUES, UPDATED_INFO, UPDATED_INFO_VALUES, type Transfer } from '../contract/index.ts';
import {
  displayHostKey, generateDataset, generateRules, implausibilities, isStoredCombination, ruleViolations, STORED_COMBINATIONS,
  STORED_RULES, transferFactory, transferJson,
} from './index.ts';

const NOW = Date.parse('2025-01-01T00:00:00.000Z');

describe('STORED_COMBINATIONS', () => {
  it('is one row per pair, carrying every letter in both status columns and every mode', () => {
    const pairs = new Set(STORED_COMBINATIONS.map((c) => `${c.updatedInfo}/${c.globalStep}`));
    expect(pairs.size).toBe(UPDATED_INFO_VALUES.length * TASK_STEP_VALUES.length);
    expect(STORED_COMBINATIONS).toHaveLength(pairs.size);
    expect(new Set(STORED_COMBINATIONS.map((c) => c.stepStatus))).toEqual(new Set(ERROR_CODE_LETTERS));
    expect(new Set(STORED_COMBINATIONS.map((c) => c.infoStatus))).toEqual(new Set(ERROR_CODE_LETTERS));
    expect(new Set(STORED_COMBINATIONS.map((c) => c.modeTrans))).toEqual(new Set(MODE_TRANS.map((_, m) => m)));
    // Rules of every mode but 0 for now (stored-combinations.ts, STORED_RULE_MODES, says why).
    expect(STORED_RULES.map((r) => r.MODETRANS)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(STORED_RULES.flatMap((r) => ruleViolations(r))).toEqual([]);
  });
});

describe('stored rows in a dataset', () => {
  const hosts = generateDataset({ seed: 5, hosts: 8, transfers: 0, ownHostId: 'server1', now: NOW, hostKey: displayHostKey }).hosts.map((h) => h.record);
  const made = (storedCombinations: boolean) => [...transferFactory({
    seed: 5, count: 400, now: NOW, ownHostId: 'server1', hosts, rules: generateRules(5, 6), idMode: 'sequence', storedCombinations,
  })];

  it('take 42 old slots, in the direction of their rule\'s mode, and leave every other transfer as it was', () => {
    const plain = made(false);
    const stored = made(true);
    const changed = stored.flatMap((t, i) => (transferJson(t) === transferJson(plain[i] as Transfer) ? [] : [i]));
    expect(changed).toEqual(stored.flatMap((t, i) => (isStoredCombination(t) ? [i] : [])));
    expect(changed).toHaveLength(STORED_COMBINATIONS.length);
    // The last 5 % of the window (running and pending transfers) keeps its realistic states.
    expect(Math.max(...changed)).toBeLessThan(400 * 0.95);
    for (const i of changed) {
      const [a, b] = [stored[i] as Transfer, plain[i] as Transfer];
      expect([a.SPECIALID, a.STARTTRANS, a.STOPTRANS, a.FILENAME, a.REQUESTER]).toEqual([b.SPECIALID, b.STARTTRANS, b.STOPTRANS, b.FILENAME, b.REQUESTER]);
      expect(a.IDRULE).toBe(`stored-${(MODE_TRANS[a.MODETRANS || 1] as string).toLowerCase()}`);
      expect(a.RETRIEVEMODE).toBe(a.MODETRANS > 0 && a.MODETRANS % 2 === 0);
      expect(Object.hasOwn(a, 'THROUGHMODE')).toBe(a.MODETRANS >= 5);
    }
  });

  it('are exempt from the rules of steps and statuses only: the same values on a realistic row are reported, and times still count', () => {
    const row = made(true).find((t) => isStoredCombination(t) && t.UPDATEDINFO === UPDATED_INFO.INTERRUPTED && t.GLOBALSTEP === TASK_STEP.ALLDONETASK) as Transfer;
    expect(implausibilities(row, NOW)).toEqual([]);
    expect(implausibilities({ ...row, IDRULE: 'send-invoices' }, NOW)).toContain('ALLDONETASK without CompleteOk');
    expect(implausibilities({ ...row, STOPTRANS: NOW + 1 }, NOW)).toEqual(['STOPTRANS after the clock']);
  });
});
