// The rules of generated datasets: records the contract accepts, the same for the same seed, every
// transfer under a rule of the dataset in that rule's direction, values a real site's rules have,
// and rules that cost a million-transfer dataset nothing per transfer.
import { describe, expect, it } from 'vitest';
import { isReceiveMode, type Rule, type Transfer } from '../contract/index.ts';
import {
  DATASET_PRESETS, displayHostKey, generateDataset, generateRules, integrityProblems, isStoredCombination, ruleCountFor, ruleViolations,
  STORED_RULES, transferFactory, transferJson, type DatasetOptions,
} from './index.ts';

const NOW = Date.parse('2025-01-01T00:00:00.000Z');
const options = (over: Partial<DatasetOptions> = {}): DatasetOptions => ({
  seed: 11, hosts: 30, transfers: 3000, ownHostId: 'server1', now: NOW, idMode: 'sequence', hostKey: displayHostKey, ...over,
});
const TASK_LISTS = ['RPRETASKS', 'RPOSTTASKS', 'RERRORTASKS', 'SPRETASKS', 'SPOSTTASKS', 'SERRORTASKS'] as const;
const tasksOf = (r: Rule) => TASK_LISTS.flatMap((c) => r[c]);

describe('dataset rules', () => {
  it('are records the contract accepts, named once, their HOSTIDS partner hosts of the dataset', () => {
    for (const seed of [1, 2, 3]) {
      const d = generateDataset(options({ seed }));
      // 3000 transfers hold the stored combinations: their rules, one per mode, follow the site's own.
      expect(d.rules).toHaveLength(ruleCountFor(30) + STORED_RULES.length);
      expect(d.rules.flatMap((r) => ruleViolations(r))).toEqual([]);
      expect(new Set(d.rules.map((r) => r.IDRULE)).size).toBe(d.rules.length);
      const partners = new Set(d.hosts.map((h) => h.record.HOSTID).filter((id) => id !== 'server1'));
      for (const r of d.rules) for (const id of r.HOSTIDS) expect(partners).toContain(id);
      expect(integrityProblems(d)).toEqual([]);
    }
  });

  it('are checked by integrityProblems: schema, names, HOSTIDS, and every transfer\'s rule', () => {
    const d = generateDataset(options({ transfers: 50 }));
    const [first, second, ...rest] = d.rules as [Rule, Rule, ...Rule[]];
    const broken = {
      ...d,
      rules: [{ ...first, HOSTIDS: ['nowhere'] }, { ...second, MODETRANS: 'fast' as never }, { ...second, MODETRANS: 'fast' as never }, ...rest],
      transfers: [...d.transfers].map((t, i) => (i === 0 ? { ...t, IDRULE: 'no-such-rule' } : t)),
    };
    const problems = integrityProblems(broken);
    expect(problems).toContain(`rule ${first.IDRULE} HOSTIDS names unknown host 'nowhere'`);
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^rule ${second.IDRULE} /MODETRANS must be integer`)));
    expect(problems).toContain(`rule ${second.IDRULE} is listed twice`);
    expect(problems).toContainEqual(expect.stringMatching(/^transfer \d+ IDRULE 'no-such-rule' is not a rule of the dataset$/));
  });

  it('are the same for the same seed, and another seed gives others', () => {
    const text = (seed: number) => JSON.stringify(generateDataset(options({ seed })).rules);
    expect(text(4)).toBe(text(4));
    expect(text(4)).not.toBe(text(5));
  });

  it('are what every transfer names, in the transfer\'s direction (its MD5 and through variants the requester\'s choice)', () => {
    const d = generateDataset(options());
    const byName = new Map(d.rules.map((r) => [r.IDRULE, r]));
    const used = new Set<string>();
    const modes = new Set<number>();
    for (const t of d.transfers) {
      const rule = byName.get(t.IDRULE);
      expect(rule, t.IDRULE).toBeDefined();
      expect(isReceiveMode(t.MODETRANS)).toBe(isReceiveMode(rule!.MODETRANS));
      expect(t.RETRIEVEMODE).toBe(isReceiveMode(rule!.MODETRANS));
      used.add(t.IDRULE);
      modes.add(t.MODETRANS);
    }
    // The site's own rules send or receive; the stored combinations' rules hold every other mode.
    expect(new Set(d.rules.filter((r) => !isStoredCombination(r)).map((r) => r.MODETRANS))).toEqual(new Set([1, 2]));
    expect(d.rules.filter(isStoredCombination).map((r) => r.MODETRANS)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...modes].sort()).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(used.size).toBeGreaterThan(d.rules.length / 2);
  });

  it('look like a real site\'s: any host or a few partners, relative folders, Waarp tasks with substituted arguments, error tasks', () => {
    const rules = [1, 2, 3, 4].flatMap((seed) => generateDataset(options({ seed, transfers: 0 })).rules);
    expect(rules.some((r) => r.HOSTIDS.length === 0)).toBe(true);
    expect(rules.some((r) => r.HOSTIDS.length > 0)).toBe(true);
    expect(rules.every((r) => r.HOSTIDS.length <= 4)).toBe(true);
    for (const r of rules) {
      for (const path of [r.RECVPATH, r.SENDPATH, r.ARCHIVEPATH, r.WORKPATH]) expect(path).toMatch(/^(|(in|out|arch|work)(\/[a-z]+)?)$/);
    }
    const tasks = rules.flatMap(tasksOf);
    const types = new Set(tasks.map((t) => t.type));
    for (const type of types) expect(['LOG', 'COPY', 'COPYRENAME', 'MOVE', 'MOVERENAME', 'RENAME', 'DELETE', 'EXEC', 'TRANSFER', 'RESCHEDULE']).toContain(type);
    expect(types.size).toBeGreaterThanOrEqual(8);
    expect(tasks.some((t) => t.path.includes('#TRUEFULLPATH#'))).toBe(true);
    expect(tasks.some((t) => t.path.includes('#ORIGINALFILENAME#'))).toBe(true);
    expect(rules.some((r) => r.RERRORTASKS.length + r.SERRORTASKS.length > 0)).toBe(true);
    expect(rules.some((r) => r.RERRORTASKS.length + r.SERRORTASKS.length === 0)).toBe(true);
    // A forwarding task names a host and a send rule of the same dataset.
    for (const seed of [1, 2, 3, 4]) {
      const d = generateDataset(options({ seed, transfers: 0 }));
      for (const t of d.rules.flatMap(tasksOf).filter((k) => k.type === 'TRANSFER')) {
        const [, to, rule] = /-to (\S+) -rule (\S+)/.exec(t.path) ?? [];
        expect(d.hosts.map((h) => h.record.HOSTID)).toContain(to);
        expect(d.rules.find((r) => r.IDRULE === rule)?.MODETRANS).toBe(1);
      }
    }
  });

  it('cost a million-transfer dataset nothing per transfer: made once from the specs, the transfers those of the specs alone', () => {
    const large = options({ ...DATASET_PRESETS.large });
    const d = generateDataset(large);
    expect(d.transferCount).toBe(1_000_000);
    // The rules do not depend on the transfers (none is generated to make them) ...
    // (the stored combinations' rules, which a million transfers hold, are a constant list after them)
    expect(d.rules).toEqual([...generateDataset({ ...large, transfers: 0 }).rules, ...STORED_RULES]);
    expect(d.rules.length).toBeLessThanOrEqual(30 + STORED_RULES.length);
    // ... and the transfers are what the factory makes from the rule specs alone: no per-transfer work for the rule records.
    const specs = generateRules(large.seed, ruleCountFor(large.hosts));
    const bare = transferFactory({ seed: large.seed, now: NOW, ownHostId: 'server1', idMode: 'sequence', count: 1_000_000, hosts: d.hosts.map((h) => h.record), rules: specs });
    const first = (transfers: Iterable<Transfer>, n: number): string[] => {
      const out: string[] = [];
      for (const t of transfers) if (out.push(transferJson(t)) >= n) break;
      return out;
    };
    expect(first(d.transfers, 2000)).toEqual(first(bare, 2000));
  });
});
