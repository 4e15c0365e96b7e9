// Generated datasets: every record valid against the contract, the same seed giving the same data,
// referential integrity, and values a real server would show.
import { describe, expect, it } from 'vitest';
import { TASK_STEP, UPDATED_INFO, type Transfer } from '../contract/index.ts';
import {
  createPacketFactory, DATASET_PRESETS, displayHostKey, generateDataset, hostsForTransfers, implausibilities,
  integrityProblems, isStoredCombination, recordViolations, transferJson, violationsOf, type DatasetOptions, type GeneratedDataset,
} from './index.ts';
import { schemaId } from '../contract/index.ts';

const NOW = Date.parse('2025-01-01T00:00:00.000Z');
const options = (over: Partial<DatasetOptions> = {}): DatasetOptions => ({
  seed: 7, hosts: 12, transfers: 1500, ownHostId: 'server1', now: NOW, idMode: 'sequence', hostKey: displayHostKey, ...over,
});

function allViolations(d: GeneratedDataset): string[] {
  const out: string[] = [];
  const check = (what: string, vs: { instancePath: string; message: string }[]) => vs.forEach((v) => out.push(`${what} ${v.instancePath} ${v.message}`));
  for (const h of d.hosts) check(`host ${h.record.HOSTID}`, recordViolations('DbHostAuth', h.record));
  for (const c of d.hostconfigs) check(`hostconfig ${c.HOSTID}`, recordViolations('DbHostConfiguration', c));
  for (const c of d.configurations) check(`configuration ${c.HOSTID}`, recordViolations('DbConfiguration', c));
  for (const t of d.transfers) check(`transfer ${t.SPECIALID}`, recordViolations('DbTaskRunner', t));
  return out;
}

describe('generateDataset', () => {
  it.each(['sequence', 'guid'] as const)('produces only records the contract accepts (%s ids)', (idMode) => {
    const d = generateDataset(options({ idMode }));
    expect(allViolations(d)).toEqual([]);
    expect([...d.transfers]).toHaveLength(1500);
  });

  it('keeps every reference inside the dataset: hosts, rules, host configuration XML', () => {
    for (const seed of [1, 2, 3]) {
      const d = generateDataset(options({ seed, hosts: 8, transfers: 400 }));
      expect(integrityProblems(d)).toEqual([]);
      expect(d.hostconfigs.map((c) => c.HOSTID)).toEqual(d.hosts.map((h) => h.record.HOSTID));
      expect(d.configurations.map((c) => c.HOSTID)).toEqual(d.hosts.map((h) => h.record.HOSTID));
    }
  });

  it('gives the same data for the same seed and clock, on every pass over the transfers', () => {
    const text = (d: GeneratedDataset) => JSON.stringify([d.hosts.map((h) => [h.record, [...h.password]]), d.hostconfigs, d.configurations, d.rules]) + [...d.transfers].map(transferJson).join('\n');
    const a = generateDataset(options());
    expect(text(a)).toBe(text(generateDataset(options())));
    expect([...a.transfers].map(transferJson)).toEqual([...a.transfers].map(transferJson));
    expect(text(a)).not.toBe(text(generateDataset(options({ seed: 8 }))));
  });

  it('shows the status combinations of a real server, times within the week before the clock', () => {
    const transfers: Transfer[] = [...generateDataset(options({ transfers: 5000 })).transfers];
    expect(transfers.flatMap((t) => implausibilities(t, NOW))).toEqual([]);
    // The stored combinations (stored-combinations.ts) hold DONE outside ALLDONETASK on purpose: the realistic states do not.
    const finished = transfers.filter((t) => t.UPDATEDINFO === UPDATED_INFO.DONE && !isStoredCombination(t));
    expect(finished.every((t) => t.GLOBALSTEP === TASK_STEP.ALLDONETASK && t.STEPSTATUS === 'O  ')).toBe(true);
    const states = new Set(transfers.map((t) => t.UPDATEDINFO));
    for (const u of [UPDATED_INFO.DONE, UPDATED_INFO.INERROR, UPDATED_INFO.RUNNING, UPDATED_INFO.TOSUBMIT, UPDATED_INFO.INTERRUPTED]) expect(states).toContain(u);
    expect(finished.length / transfers.length).toBeGreaterThan(0.5);
    expect(Math.min(...transfers.map((t) => t.STARTTRANS))).toBeGreaterThanOrEqual(NOW - 7 * 86_400_000);
    expect(Math.max(...transfers.map((t) => t.STOPTRANS))).toBeLessThanOrEqual(NOW);
    // Sequence ids grow with time: sorted by STARTTRANS is sorted by SPECIALID.
    expect(transfers.every((t, i) => i === 0 || (t.SPECIALID > transfers[i - 1]!.SPECIALID && t.STARTTRANS >= transfers[i - 1]!.STARTTRANS))).toBe(true);
  });

  it('names files and sizes that look real, and keeps the own host on one side of its own transfers', () => {
    const transfers = [...generateDataset(options()).transfers];
    for (const t of transfers) {
      expect(t.FILENAME).toMatch(/^\/data\/(in|out)\/[a-z]+\/[\w.-]+\.[a-z0-9.]+$/);
      expect(t.FILENAME.endsWith(`/${t.ORIGINALNAME}`)).toBe(true);
      if (t.OWNERREQ === 'server1') expect([t.REQUESTER, t.REQUESTED]).toContain('server1');
    }
    const sizes = transfers.map((t) => t.ORIGINALSIZE).filter((s) => s > 0).sort((a, b) => a - b);
    expect(sizes[Math.floor(sizes.length / 2)]).toBeGreaterThan(10_000);
    expect(new Set(transfers.map((t) => t.OWNERREQ)).size).toBeGreaterThan(1);
  });

  it('refuses transfers without a partner, and scales hosts with transfers as the presets do', () => {
    expect(() => generateDataset(options({ hosts: 1 }))).toThrow(/at least 2 hosts/);
    expect(generateDataset(options({ hosts: 0, transfers: 0 })).hosts).toEqual([]);
    expect(hostsForTransfers(DATASET_PRESETS.small.transfers)).toBe(DATASET_PRESETS.small.hosts);
    expect(hostsForTransfers(DATASET_PRESETS.medium.transfers)).toBe(DATASET_PRESETS.medium.hosts);
    expect(hostsForTransfers(DATASET_PRESETS.large.transfers)).toBe(DATASET_PRESETS.large.hosts);
    expect(hostsForTransfers(0)).toBe(2);
  });

  it('hands out ids for later transfers that never repeat a dataset id', () => {
    for (const idMode of ['sequence', 'guid'] as const) {
      const d = generateDataset(options({ idMode, transfers: 300 }));
      const taken = new Set([...d.transfers].map((t) => t.SPECIALID));
      const ids = d.nextSpecialIds();
      for (let i = 0; i < 300; i++) expect(taken.has(ids.next())).toBe(false);
    }
  });
});

describe('packet factory', () => {
  it('makes packets the contract accepts, naming the dataset', () => {
    const d = generateDataset(options({ transfers: 50 }));
    const ids = [...d.transfers].map((t) => t.SPECIALID);
    const packets = createPacketFactory({ seed: 3, now: NOW, rules: d.rules.map((r) => r.IDRULE), hostIds: d.hosts.map((h) => h.record.HOSTID), transferIds: ids });
    for (let i = 0; i < 50; i++) {
      expect(violationsOf(schemaId('log-packet'), packets.logPacket())).toEqual([]);
      const info = packets.informationPacket();
      expect(violationsOf(schemaId('information-packet'), info)).toEqual([]);
      if (info.id !== undefined) expect(ids).toContain(info.id);
      expect(violationsOf(schemaId('bandwidth-packet'), packets.bandwidthPacket())).toEqual([]);
      expect(violationsOf(schemaId('shutdown-or-block-packet'), packets.shutdownOrBlockPacket())).toEqual([]);
    }
  });
});

describe('datasetFromSpec', () => {
  it('generates a preset from the seed, and reads any other value as a dataset file', async () => {
    const { datasetFromSpec } = await import('./index.ts');
    const { fixturePath } = await import('../fixtures/index.ts');
    const spec = { seed: 1, ownHostId: 'server1', now: NOW, idMode: 'sequence' as const, hostKey: displayHostKey };
    const small = datasetFromSpec('small', spec);
    expect([small.hosts.length, small.transferCount]).toEqual([DATASET_PRESETS.small.hosts, DATASET_PRESETS.small.transfers]);
    const file = datasetFromSpec(fixturePath('small'), { ...spec, hostKey: () => 'cmVrZXllZA==' });
    expect(file.transferCount).toBe(200);
    expect(file.hosts.every((h) => h.record.HOSTKEY === 'cmVrZXllZA==')).toBe(true);
    expect(() => datasetFromSpec('smal', spec)).toThrow(/smal: invalid dataset file\n {2}file: \/ is neither a preset \(empty, small, medium, large\) nor an existing file/);
  });
});
