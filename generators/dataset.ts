// A whole dataset: hosts, their host configurations and bandwidth configurations, the rule list and
// the transfers between those hosts under those rules. Hosts, configurations and rules are small
// and built at once; transfers are an Iterable that generates them again on every pass, so a
// million transfers are never all held.
import type { Configuration, HostConfiguration, Rule, Transfer } from '../contract/index.ts';
import { generateConfigurations } from './factories/configuration-factory.ts';
import { generateHostConfigs } from './factories/hostconfig-factory.ts';
import { generateHosts, type GeneratedHost } from './factories/host-factory.ts';
import { generateRules, ruleCountFor } from './factories/rule-factory.ts';
import { generateRuleRecords } from './factories/rule-records.ts';
import { DEFAULT_WINDOW_MS, sequenceStart, transferFactory } from './factories/transfer-factory.ts';
import { createSpecialIds, type IdMode, type SpecialIdSource } from './ids.ts';
import { displayHostKey } from './host-key.ts';
import { holdsStoredCombinations, STORED_RULES } from './stored-combinations.ts';
import type { DatasetServer } from './load/server-section.ts';

/**
 * A whole dataset of the interface's four collections, as {@link generateDataset} (or
 * `loadDatasetFile`) makes it: the shape the fake serves and `writeDataset` writes.
 */
export interface GeneratedDataset {
  /** Host records (DbHostAuth), the server's own host first, each with its plain password. */
  readonly hosts: readonly GeneratedHost[];
  /** One host configuration record (DbHostConfiguration) per host. */
  readonly hostconfigs: readonly HostConfiguration[];
  /** One bandwidth configuration record (DbConfiguration) per host. */
  readonly configurations: readonly Configuration[];
  /** Lazy: each iteration generates the same transfers again. */
  readonly transfers: Iterable<Transfer>;
  /** How many transfers one iteration of `transfers` gives. */
  readonly transferCount: number;
  /** The transfer rules (DbRule records): every transfer's IDRULE names one, its direction agrees with the rule's MODETRANS. */
  readonly rules: readonly Rule[];
  /** SPECIALIDs for transfers created later (the fake's POST): they never repeat a dataset id. */
  nextSpecialIds(): SpecialIdSource;
  /** The server the data belongs to (a dataset file's `server` section, as `tmkit snapshot` writes it): its host id and `@class` prefix. */
  readonly server?: DatasetServer;
}

/** Options of {@link generateDataset}. */
export interface DatasetOptions {
  /** Drives every value: the same options give the same dataset. */
  readonly seed: number;
  /** Number of hosts, the own host included; at least 2 when there are transfers. */
  readonly hosts: number;
  /** Number of transfers (0 or more). */
  readonly transfers: number;
  /** HOSTID of the server's own host: the first host, and the owner (OWNERREQ) of most transfers. */
  readonly ownHostId: string;
  /** The clock's reading: transfers start and stop within the week before it. */
  readonly now: number;
  /** SPECIALIDs: a sequence (default) or random 64-bit GUID-like ids. */
  readonly idMode?: IdMode;
  /** HOSTKEY from a host's password (default `displayHostKey`, the shape a server shows; the fake passes its own). */
  readonly hostKey?: (password: Uint8Array) => string;
}

/** The name of a dataset preset: `empty`, `small`, `medium` or `large` (sizes in {@link DATASET_PRESETS}). */
export type DatasetPreset = 'empty' | 'small' | 'medium' | 'large';

/**
 * How many hosts and transfers each preset has: `empty` 0/0, `small` 10/200, `medium`
 * 40/10,000, `large` 200/1,000,000. `--dataset` and `createFakeServer({ dataset })` take the names.
 */
export const DATASET_PRESETS: Readonly<Record<DatasetPreset, { readonly hosts: number; readonly transfers: number }>> = {
  empty: { hosts: 0, transfers: 0 },
  small: { hosts: 10, transfers: 200 },
  medium: { hosts: 40, transfers: 10_000 },
  large: { hosts: 200, transfers: 1_000_000 },
};

// hosts = a × N^b through the small and large presets (10 hosts for 200 transfers, 200 for
// 1,000,000): b = ln 20 / ln 5000 ≈ 0.352, a ≈ 1.55; it meets the medium preset too (40 for 10,000).
const EXPONENT = Math.log(DATASET_PRESETS.large.hosts / DATASET_PRESETS.small.hosts) / Math.log(DATASET_PRESETS.large.transfers / DATASET_PRESETS.small.transfers);
const FACTOR = DATASET_PRESETS.small.hosts / DATASET_PRESETS.small.transfers ** EXPONENT;

/** How many hosts a dataset of `transfers` transfers has when only that is given (`tmkit generate --kind all`): ≈ 1.55 × N^0.352, at least 2. */
export const hostsForTransfers = (transfers: number): number => Math.max(2, Math.round(FACTOR * Math.max(transfers, 1) ** EXPONENT));

/**
 * Generates a dataset from a seed: hosts (the own host first, then partners), one host
 * configuration and one bandwidth configuration per host, a rule list, and transfers between those
 * hosts under those rules whose steps and statuses are ones a real server shows; from
 * `STORED_COMBINATIONS_MIN_TRANSFERS` (168) transfers on, a few old ones hold instead the stored
 * combinations (every UPDATEDINFO × GLOBALSTEP pair, every status letter, every mode) under
 * `STORED_RULES`, listed after the others. Transfers start
 * within the week before `now`, in STARTTRANS order; they are generated lazily, again on every
 * iteration, so a million of them are never all held in memory.
 *
 * @param options - Seed, sizes, own host id and clock reading; `idMode` defaults to `sequence`.
 * @throws RangeError when a size is not a whole number of 0 or more, or when there are transfers but fewer than 2 hosts.
 *
 * @example
 * const data = generateDataset({ seed: 5, hosts: 10, transfers: 200, ownHostId: 'server1', now: Date.parse('2025-01-01') });
 * for (const t of data.transfers) console.log(t.SPECIALID, t.FILENAME); // the same every time
 * // the sizes of a preset:
 * generateDataset({ seed: 1, ownHostId: 'server1', now: Date.now(), ...DATASET_PRESETS.small });
 */
export function generateDataset(options: DatasetOptions): GeneratedDataset {
  const { seed, now, ownHostId } = options;
  const idMode = options.idMode ?? 'sequence';
  if (!Number.isSafeInteger(options.hosts) || options.hosts < 0 || !Number.isSafeInteger(options.transfers) || options.transfers < 0) {
    throw new RangeError('hosts and transfers must be whole numbers, 0 or more');
  }
  if (options.transfers > 0 && options.hosts < 2) throw new RangeError(`a dataset with transfers needs at least 2 hosts, got ${options.hosts}`);
  const hosts = generateHosts({ seed, count: options.hosts, ownHostId, hostKey: options.hostKey ?? displayHostKey });
  const hostIds = hosts.map((h) => h.record.HOSTID);
  const specs = options.hosts === 0 ? [] : generateRules(seed, ruleCountFor(options.hosts));
  // Enough transfers hold the stored combinations too (stored-combinations.ts), under rules of every mode.
  const stored = holdsStoredCombinations(options.transfers);
  const transfers = transferFactory({
    seed, now, ownHostId, idMode, count: options.transfers, hosts: hosts.map((h) => h.record), rules: specs, storedCombinations: stored,
  });
  return {
    hosts,
    hostconfigs: generateHostConfigs({ seed, hostIds }),
    configurations: generateConfigurations({ seed, hostIds }),
    transfers,
    transferCount: options.transfers,
    rules: [...generateRuleRecords({ seed, specs, hostIds, ownHostId }), ...(stored ? STORED_RULES : [])],
    nextSpecialIds: () => createSpecialIds({ mode: idMode, seed, start: sequenceStart(now, DEFAULT_WINDOW_MS), skip: options.transfers }),
  };
}
