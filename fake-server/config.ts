// What a fake instance is configured with; every field has a default so `createFakeServer()`
// needs no arguments.
import { DEFAULT_ADMIN_PASSWORD, DEFAULT_CLASS_PREFIX, DEFAULT_RELEASE, DEFAULT_SIGNATURE_KEY, type AuthMode, type EntryPoint, type Release } from '../contract/index.ts';
import type { FaultName } from './faults/names.ts';
import { DEFAULT_JOURNAL_SIZE } from './stand-in/journal.ts';
import type { DatasetPreset, IdMode } from '../generators/index.ts';

/** A preset, generated from the seed (generators/dataset.ts), or the path of a user's JSON or NDJSON dataset file. */
export type DatasetName = DatasetPreset | (string & {});

// Entry points `--disable` can switch off (a disabled one answers 405, reference §1.3-§1.4: the
// operations table's) and the authentication modes are settings of any server of the interface
// (contract/); this door keeps offering them.
export { ENTRY_POINTS, type EntryPoint, type AuthMode } from '../contract/index.ts';

/**
 * Everything a fake instance is configured with; {@link DEFAULT_CONFIG} holds the defaults, and
 * `createFakeServer` takes any part of it (`FakeServerOptions`). `fake.config` shows the values in use.
 */
export interface FakeConfig {
  /** The server's own host id: the default OWNERREQ and the owner of its own transfers. */
  readonly hostId: string;
  /** Prefix of the `@class` names it accepts and writes (DESIGN §2.4). */
  readonly classPrefix: string;
  /** Seed of the generated dataset: the same seed gives the same records. */
  readonly seed: number;
  /** The data served: a preset (`empty`, `small`, `medium`, `large`) generated from `seed`, or a JSON/NDJSON dataset file. */
  readonly dataset: DatasetName;
  /** How SPECIALIDs are made: a sequence from the clock, or random 64-bit GUIDs (reference §3.2, §15). */
  readonly idMode: IdMode;
  /** Key the host passwords are encrypted with before HOSTKEY shows them (reference §3.3). */
  readonly cryptoKey: string;
  /** The server's admin password: the shutdown/block key is derived from it (reference §7.2). */
  readonly adminPassword: string;
  /** Folder of the `/log` XML exports; undefined: a fresh temporary folder made on first use. */
  readonly archiveDir: string | undefined;
  /** Entry points switched off (`--disable`): they answer 405, as on a server where they are not configured. */
  readonly disabled: readonly EntryPoint[];
  /** Whether and how requests must authenticate (reference §10). */
  readonly auth: AuthMode;
  /** Raw bytes of the HMAC-SHA256 key (`restsigkey`, reference §10). */
  readonly signatureKey: string;
  /** Largest accepted clock skew of `X-Auth-Timestamp`, in ms (`resttimelimit`); 0 or less: not checked. */
  readonly timeLimitMs: number;
  /** Planted faults (`--fault`), off by default: the fake deviates on purpose, to prove the suite sees it (fake-server/faults/). */
  readonly faults: readonly FaultName[];
  /** Requests the journal keeps (`--journal-size`; a ring, the oldest goes first); 0 switches it off. */
  readonly journalSize: number;
  /**
   * The clock the authentication time window is measured against: `system` (the wall clock, as a
   * client signs) or `fake` (the fake's clock, moved through `/_fake/clock`). Default: `system`,
   * or `fake` when `createFakeServer` is given a clock (`--clock` on the command line).
   */
  readonly authClock: 'system' | 'fake';
  /** Whether a request's `X-Fake-Mishap` header is honoured (off with `--no-control`). */
  readonly mishapHeader: boolean;
  /**
   * Business classes GET /business answers as run (`--business FILE`): class name → the text its
   * run gives back (the answer's `detail` and `arguments`). The fake runs no code; any other class
   * is one the server cannot run.
   */
  readonly business: Readonly<Record<string, string>>;
  /**
   * The release of the real server the fake answers as (`--release`; contract/release-facts.ts):
   * where releases differ, the fake does what that release does, but never copies a 500 or a hang.
   * Not given: a dataset file's `server.release` (a snapshot's), else 3.6.2.
   */
  readonly release: Release;
}

/**
 * The configuration of `createFakeServer()` and `tmkit serve` without options: host `server1`,
 * seed 1, the `small` dataset (10 hosts, 200 transfers), sequence ids, no authentication, nothing
 * disabled, no planted fault, release 3.6.2.
 */
export const DEFAULT_CONFIG: FakeConfig = {
  hostId: 'server1',
  classPrefix: DEFAULT_CLASS_PREFIX,
  seed: 1,
  dataset: 'small',
  idMode: 'sequence',
  cryptoKey: 'tmkit-crypto-key',
  adminPassword: DEFAULT_ADMIN_PASSWORD,
  archiveDir: undefined,
  disabled: [],
  auth: 'none',
  signatureKey: DEFAULT_SIGNATURE_KEY,
  timeLimitMs: 60_000,
  faults: [],
  journalSize: DEFAULT_JOURNAL_SIZE,
  authClock: 'system',
  mishapHeader: true,
  business: {},
  release: DEFAULT_RELEASE,
};
