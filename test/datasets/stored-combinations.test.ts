// Data that reaches every rule: the fake's default dataset, every preset of at least the `small`
// size and `tmkit generate` output of enough transfers hold every UPDATEDINFO × GLOBALSTEP pair,
// every ErrorCode letter in STEPSTATUS and in INFOSTATUS, and every MODETRANS of the transfers and
// of the rules (generators/stored-combinations.ts), and stay valid, consistent and deterministic.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODE_LETTERS, MODE_TRANS, TASK_STEP, TASK_STEP_VALUES, UPDATED_INFO, UPDATED_INFO_VALUES, type Rule, type Transfer } from '../../contract/index.ts';
import { createFakeServer } from '../../fake-server/index.ts';
import {
  DATASET_PRESETS, displayHostKey, generateDataset, hostsForTransfers, implausibilities, integrityProblems, loadDatasetFile,
  parseLosslessJson, recordViolations, STORED_COMBINATIONS_MIN_TRANSFERS, storedRuleName, transferJson,
} from '../../generators/index.ts';
import { main } from '../../cli/main.ts';
import { handle } from '../support/fake-app.ts';

const NOW = Date.parse('2025-01-01T00:00:00.000Z');
const dir = mkdtempSync(join(tmpdir(), 'tmkit-stored-combinations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ALL_PAIRS = UPDATED_INFO_VALUES.flatMap((u) => TASK_STEP_VALUES.map((g) => `${u}/${g}`)).sort();
const ALL_LETTERS = [...ERROR_CODE_LETTERS].sort();
const ALL_MODES = MODE_TRANS.map((_, mode) => mode);

/** What a dataset holds of the values the documented rules read, each sorted. */
function reach(transfers: Iterable<Transfer>, rules: readonly Rule[] = []) {
  const pairs = new Set<string>();
  const stepStatus = new Set<string>();
  const infoStatus = new Set<string>();
  const modes = new Set<number>();
  for (const t of transfers) {
    pairs.add(`${t.UPDATEDINFO}/${t.GLOBALSTEP}`);
    stepStatus.add(t.STEPSTATUS.charAt(0));
    infoStatus.add(t.INFOSTATUS.charAt(0));
    modes.add(Number(t.MODETRANS));
  }
  return {
    pairs: [...pairs].sort(), stepStatus: [...stepStatus].sort(), infoStatus: [...infoStatus].sort(),
    modes: [...modes].sort((a, b) => a - b), ruleModes: [...new Set(rules.map((r) => Number(r.MODETRANS)))].sort((a, b) => a - b),
  };
}
// Rules of every mode but 0 (UNKNOWNMODE) for now: generators/stored-combinations.ts, STORED_RULE_MODES, says why.
const EVERYTHING = { pairs: ALL_PAIRS, stepStatus: ALL_LETTERS, infoStatus: ALL_LETTERS, modes: ALL_MODES, ruleModes: ALL_MODES.filter((m) => m !== 0) };

async function generate(args: string[]): Promise<number> {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return await main(['generate', ...args, '--quiet']);
  } finally {
    spy.mockRestore();
  }
}

describe('the fake\'s default dataset', () => {
  it('holds all 42 UPDATEDINFO × GLOBALSTEP pairs, every letter in STEPSTATUS and INFOSTATUS, every mode of transfers and of rules (but 0)', () => {
    const fake = createFakeServer();
    expect([fake.config.dataset, fake.config.seed]).toEqual(['small', 1]);
    expect(ALL_PAIRS).toHaveLength(42);
    const transfers = [...fake.store.transfers.values()].map((r) => r.record as Transfer);
    const rules = [...fake.store.rules.values()].map((r) => r.record as Rule);
    expect(reach(transfers, rules)).toEqual(EVERYTHING);
  });

  it('serves them: a client paging through /v2/transfers sees all 42 pairs, and /v2/rules lists the stored rules', () => {
    const fake = createFakeServer();
    const page = (offset: number) => (JSON.parse(handle(fake, 'GET', `/v2/transfers?limit=100&offset=${offset}`).body as string) as { results: { status: string; globalStep: string }[] }).results;
    const listed = [0, 100, 200].flatMap(page);
    expect(listed).toHaveLength(DATASET_PRESETS.small.transfers);
    const names = (o: Record<string, number>) => Object.keys(o);
    const everyPair = names(UPDATED_INFO).flatMap((u) => names(TASK_STEP).map((g) => `${u}/${g}`)).sort();
    expect([...new Set(listed.map((t) => `${t.status}/${t.globalStep}`))].sort()).toEqual(everyPair);
    const v2 = JSON.parse(handle(fake, 'GET', '/v2/rules?limit=100').body as string) as { results: { name: string }[] };
    expect(v2.results.map((r) => r.name).filter((n) => n.startsWith('stored-'))).toEqual(EVERYTHING.ruleModes.map(storedRuleName).sort());
  });
});

describe('generated datasets', () => {
  it.each([1, 2, 7, 42])('every preset from small up holds them all (seed %i), every record valid, references inside, times plausible', (seed) => {
    for (const preset of ['small', 'medium'] as const) {
      const d = generateDataset({ seed, ownHostId: 'server1', now: NOW, hostKey: displayHostKey, ...DATASET_PRESETS[preset] });
      const transfers = [...d.transfers];
      expect(reach(transfers, d.rules), `${preset} seed ${seed}`).toEqual(EVERYTHING);
      expect(transfers.flatMap((t) => recordViolations('DbTaskRunner', t))).toEqual([]);
      expect(integrityProblems(d)).toEqual([]);
      expect(transfers.flatMap((t) => implausibilities(t, NOW))).toEqual([]);
    }
  });

  it('from 168 transfers on, and not below: a dataset of fewer holds only realistic states', () => {
    const at = (transfers: number, idMode: 'sequence' | 'guid' = 'sequence') =>
      generateDataset({ seed: 3, hosts: hostsForTransfers(transfers), transfers, ownHostId: 'server1', now: NOW, idMode, hostKey: displayHostKey });
    expect(STORED_COMBINATIONS_MIN_TRANSFERS).toBe(168);
    for (const idMode of ['sequence', 'guid'] as const) {
      const d = at(STORED_COMBINATIONS_MIN_TRANSFERS, idMode);
      expect(reach(d.transfers, d.rules)).toEqual(EVERYTHING);
    }
    const below = at(STORED_COMBINATIONS_MIN_TRANSFERS - 1);
    expect(reach(below.transfers).pairs.length).toBeLessThan(20);
    expect(below.rules.some((r) => r.IDRULE.startsWith('stored-'))).toBe(false);
  });

  it('gives the same bytes for the same seed', () => {
    const text = (seed: number) => {
      const d = generateDataset({ seed, ownHostId: 'server1', now: NOW, hostKey: displayHostKey, ...DATASET_PRESETS.small });
      return JSON.stringify(d.rules) + [...d.transfers].map(transferJson).join('\n');
    };
    expect(text(9)).toBe(text(9));
  });
});

describe('tmkit generate', () => {
  it('--kind all with enough records holds them all, the rules of every mode among its rules', async () => {
    const out = join(dir, 'all.json');
    expect(await generate(['--kind', 'all', '--count', '500', '--seed', '4', '--out', out])).toBe(0);
    const d = loadDatasetFile(out);
    expect(reach(d.transfers, d.rules)).toEqual(EVERYTHING);
    expect(integrityProblems(d)).toEqual([]);
  });

  it('--kind transfers with enough records holds them all, as NDJSON lines and the same bytes again', async () => {
    const [a, b] = [join(dir, 'a.ndjson'), join(dir, 'b.ndjson')];
    for (const out of [a, b]) expect(await generate(['--kind', 'transfers', '--count', '200', '--seed', '6', '--format', 'ndjson', '--out', out])).toBe(0);
    expect(readFileSync(a)).toEqual(readFileSync(b));
    const transfers = readFileSync(a, 'utf8').trim().split('\n').map((line) => parseLosslessJson(line) as unknown as Transfer);
    expect(transfers).toHaveLength(200);
    const { ruleModes: _none, ...held } = reach(transfers);
    const { ruleModes: _all, ...everything } = EVERYTHING;
    expect(held).toEqual(everything);
  });
});
