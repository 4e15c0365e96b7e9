// A whole dataset: hosts, their host configurations and bandwidth configurations, the rule list and
// the transfers between those hosts under those rules. Hosts, configurations and rules are small
// and built at once; transfers are an Iterable that generates them again on every pass, so a
// million transfers are never all held.
import type { Configuration, HostConfiguration, Transfer } from '../contract/index.ts';
import { generateConfigurations } from './factories/configuration-factory.ts';
import { generateHostConfigs } from './factories/hostconfig-factory.ts';
import { generateHosts, type GeneratedHost } from './factories/host-factory.ts';
import { generateRules, ruleCountFor } from './factories/rule-factory.ts';
import { DEFAULT_WINDOW_MS, sequenceStart, transferFactory } from './factories/transfer-factory.ts';
import { createSpecialIds, type IdMode, type SpecialIdSource } from './ids.ts';

export interface GeneratedDataset {
  readonly hosts: readonly GeneratedHost[];
  readonly hostconfigs: readonly HostConfiguration[];
  readonly configurations: readonly Configuration[];
  /** Lazy: each iteration generates the same transfers again. */
  readonly transfers: Iterable<Transfer>;
  readonly transferCount: number;
  readonly rules: readonly string[];
  /** SPECIALIDs for transfers created later (the fake's POST): they never repeat a dataset id. */
  nextSpecialIds(): SpecialIdSource;
}

export interface DatasetOptions {
  readonly seed: number;
  /** Number of hosts, the own host included; at least 2 when there are transfers. */
  readonly hosts: number;
  readonly transfers: number;
  readonly ownHostId: string;
  /** The clock's reading: transfers start and stop within the week before it. */
  readonly now: number;
  readonly idMode: IdMode;
  readonly hostKey: (password: Uint8Array) => string;
}

export type DatasetPreset = 'empty' | 'small' | 'medium' | 'large';

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

export function generateDataset(options: DatasetOptions): GeneratedDataset {
  const { seed, now, ownHostId, idMode } = options;
  if (!Number.isSafeInteger(options.hosts) || options.hosts < 0 || !Number.isSafeInteger(options.transfers) || options.transfers < 0) {
    throw new RangeError('hosts and transfers must be whole numbers, 0 or more');
  }
  if (options.transfers > 0 && options.hosts < 2) throw new RangeError(`a dataset with transfers needs at least 2 hosts, got ${options.hosts}`);
  const hosts = generateHosts({ seed, count: options.hosts, ownHostId, hostKey: options.hostKey });
  const hostIds = hosts.map((h) => h.record.HOSTID);
  const rules = options.hosts === 0 ? [] : generateRules(seed, ruleCountFor(options.hosts));
  const transfers = transferFactory({
    seed, now, ownHostId, idMode, count: options.transfers, hosts: hosts.map((h) => h.record), rules,
  });
  return {
    hosts,
    hostconfigs: generateHostConfigs({ seed, hostIds }),
    configurations: generateConfigurations({ seed, hostIds }),
    transfers,
    transferCount: options.transfers,
    rules: rules.map((r) => r.name),
    nextSpecialIds: () => createSpecialIds({ mode: idMode, seed, start: sequenceStart(now, DEFAULT_WINDOW_MS), skip: options.transfers }),
  };
}
