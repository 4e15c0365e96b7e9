// The fake's store filled from its configured dataset, and put back to it on every reset. A reset
// that would load the same dataset again rolls the transfers back instead (their changes since,
// undone: store/change-log.ts), which costs what changed, not the dataset (issue 18). The rest of
// the fake takes from the dataset only what ServedDataset names.
import { ADMIN_USER, nearestRelease, RECORD_MODEL, RELEASE_FACTS, type Release, type Transfer } from '../contract/index.ts';
import { DEFAULT_CONFIG, type FakeConfig } from './config.ts';
import type { Store } from './store/index.ts';
import { datasetFromSpec, isDatasetPreset, type FileMonitor, type GeneratedDataset, type SpecialIdSource } from '../generators/index.ts';
import { hostKeyJson } from './handlers/hosts/host-key.ts';

/** What the fake takes from the dataset it serves besides its records: the ids of transfers created later. */
export interface ServedDataset {
  nextSpecialIds(): SpecialIdSource;
  /** The file monitors a snapshot's `server` section gives (the deployment's); absent: the fake seeds its own. */
  readonly fileMonitors?: readonly FileMonitor[];
}

const served = (data: GeneratedDataset): ServedDataset => ({
  nextSpecialIds: () => data.nextSpecialIds(),
  ...(data.server?.fileMonitors ? { fileMonitors: data.server.fileMonitors } : {}),
});

/** Hosts, host configurations, bandwidth configurations and rules hold the dataset's records again (and the admin account when authentication is on). */
function loadSmallCollections(store: Store, data: GeneratedDataset, config: FakeConfig): void {
  store.hosts.clear();
  store.hostconfigs.clear();
  store.configurations.clear();
  store.rules.clear();
  for (const h of data.hosts) store.hosts.put(h.record, h.password);
  if (config.auth !== 'none') {
    // With authentication on, one account everybody can log in with: client-only (negative
    // port, as v1 requires), active, administrator, its password the admin password.
    const password = Buffer.from(config.adminPassword, 'utf8');
    store.hosts.put({
      '@model': RECORD_MODEL.hosts, HOSTID: ADMIN_USER, ADDRESS: '0.0.0.0', PORT: -1, HOSTKEY: hostKeyJson(password, config.cryptoKey),
      ISSSL: false, ISCLIENT: true, ISPROXIFIED: false, ADMINROLE: true, ISACTIVE: true, UPDATEDINFO: 1,
    }, password);
  }
  for (const h of data.hostconfigs) store.hostconfigs.put(h);
  for (const c of data.configurations) store.configurations.put(c);
  for (const r of data.rules) store.rules.put(r);
}

/**
 * A dataset's transfers as the release shows them: a transfer without a follow id reads `follow`
 * `""` on 3.6.x and `"none"` on 3.5.2 (release-facts.ts followWithoutId; the server makes it from
 * TRANSFERINFO at each read), whichever release the file was made on. Only such records are copied.
 */
function* asShownBy(release: Release, transfers: Iterable<Transfer>): Generator<Transfer> {
  const withoutId = RELEASE_FACTS[release].followWithoutId;
  for (const t of transfers) yield (t.follow === '' || t.follow === 'none') && t.follow !== withoutId ? { ...t, follow: withoutId } : t;
}

/** The host id, @class prefix and release options given explicitly: they win over a dataset file's `server` section. */
export type ExplicitIdentity = Partial<Pick<FakeConfig, 'hostId' | 'classPrefix' | 'release'>>;

export class DatasetLoader {
  /** A user's file, read and checked once, then served again from memory. */
  private fileData: { readonly key: string; readonly data: GeneratedDataset } | undefined;
  /** What the store was last loaded from, and the store's load count then (someone else's load since: load again). */
  private loaded: { readonly key: string; readonly data: GeneratedDataset; readonly loadCount: number } | undefined;

  constructor(private readonly store: Store, private readonly explicit: ExplicitIdentity) {}

  /** Puts the store back to the dataset `config` names, at the clock reading `now`; answers the dataset and the config with its identity. */
  restore(config: FakeConfig, now: number): { readonly data: ServedDataset; readonly config: FakeConfig } {
    const key = this.keyOf(config, now);
    const transfers = this.store.transfers;
    if (this.loaded?.key === key && this.loaded.loadCount === transfers.loadCount && transfers.canRollBack) {
      const data = this.loaded.data;
      const withIdentity = { ...config, ...this.identity(data) };
      transfers.rollback();
      loadSmallCollections(this.store, data, withIdentity);
      return { data: served(data), config: withIdentity };
    }
    // A preset is generated for the configured host id; a file says its own.
    const forData = isDatasetPreset(config.dataset) ? { ...config, ...this.identity() } : config;
    const data = this.dataset(forData, now);
    const withIdentity = { ...forData, ...this.identity(data) };
    loadSmallCollections(this.store, data, withIdentity);
    transfers.load(asShownBy(withIdentity.release, data.transfers));
    this.loaded = { key, data, loadCount: transfers.loadCount };
    return { data: served(data), config: withIdentity };
  }

  /** What makes a dataset (and its loading) differ; a preset's transfers end at the clock's reading: another reading, another dataset. */
  private keyOf(config: FakeConfig, now: number): string {
    const { dataset, seed, idMode, cryptoKey, auth, adminPassword, release } = config;
    return JSON.stringify([dataset, seed, idMode, cryptoKey, auth, adminPassword, release, this.explicit.hostId, this.explicit.classPrefix, isDatasetPreset(dataset) ? now : 0]);
  }

  /** A preset is generated again (its transfers end at the clock's reading); a file is read once. */
  private dataset(config: FakeConfig, now: number): GeneratedDataset {
    const options = { seed: config.seed, ownHostId: config.hostId, now, idMode: config.idMode, hostKey: (p: Uint8Array) => hostKeyJson(p, config.cryptoKey) };
    if (isDatasetPreset(config.dataset)) return datasetFromSpec(config.dataset, options);
    const key = JSON.stringify([config.dataset, config.seed, config.idMode, config.cryptoKey]);
    if (this.fileData?.key !== key) this.fileData = { key, data: datasetFromSpec(config.dataset, options) };
    return this.fileData.data;
  }

  /**
   * A dataset file with a `server` section (a snapshot of a deployment) names the server's own
   * host id, @class prefix and release (the nearest known one for a release the kit does not
   * know); options given explicitly still win.
   */
  private identity(data?: GeneratedDataset): Pick<FakeConfig, 'hostId' | 'classPrefix' | 'release'> {
    const saidRelease = data?.server?.release;
    return {
      hostId: this.explicit.hostId ?? data?.server?.hostId ?? DEFAULT_CONFIG.hostId,
      classPrefix: this.explicit.classPrefix ?? data?.server?.classPrefix ?? DEFAULT_CONFIG.classPrefix,
      release: this.explicit.release ?? (saidRelease === undefined ? DEFAULT_CONFIG.release : nearestRelease(saidRelease).release),
    };
  }
}
