// createFakeServer(): one deterministic fake of the interface. The same seed, clock and requests
// give the same bytes. The instance is transport-free (`handle`); koa-app.ts and the CLI put it on
// HTTP.
import { FrozenClock, parseClockSpec, DEFAULT_FROZEN_TIME, type Clock } from './clock.ts';
import { DEFAULT_CONFIG, type FakeConfig } from './config.ts';
import type { Deps } from './deps.ts';
import { dispatch } from './dispatch.ts';
import { parseRequest, type RawRequest } from './http/request.ts';
import type { Reply } from './http/reply.ts';
import { createMemoryStore, type Store } from './store/index.ts';
import { v1RecordSerialisers } from './records.ts';
import { DatasetLoader } from './dataset-loader.ts';
import { ServerState, type ShutdownEvent } from './server-state.ts';
import { DEFAULT_FILE_MONITOR_COUNT, generateFileMonitors } from '../generators/index.ts';
import { resolveFaults, withFaults } from './faults/index.ts';
import { standIn } from './stand-in/stand-in.ts';
import type { Journal } from './stand-in/journal.ts';
import type { Mishaps } from './stand-in/mishaps.ts';
import { checkedRelease } from './release.ts';


/** Options of {@link createFakeServer}: any field of {@link FakeConfig} (the rest from `DEFAULT_CONFIG`), and the clock. */
export interface FakeServerOptions extends Partial<FakeConfig> {
  /** A Clock, or a spec: `frozen:<ISO date>` (default `frozen:2025-01-01T00:00:00.000Z`) or `system`. */
  readonly clock?: Clock | string;
}

/**
 * One fake of the Transfer Monitor REST interface, without a transport: `handle` answers a request
 * as the real server would (transfers, hosts, hostconfigs, configurations, /log, /info,
 * /bandwidth, /server, /v2/limits); `createKoaApp`, `listen` and the msw handlers put it on a wire.
 */
export interface FakeServer {
  /** The configuration in use (after `reseed`, with the new seed and dataset). */
  readonly config: FakeConfig;
  /** The injected clock: `fake.clock.set(ms)` and `fake.clock.advance(ms)` move a frozen one. */
  readonly clock: Clock;
  /** The records of the four collections (`transfers`, `hosts`, `hostconfigs`, `configurations`), in memory. */
  readonly store: Store;
  /** Answers one request: the whole fake, without a transport (journalled; a scheduled mishap may change the reply). */
  handle(raw: RawRequest): Reply;
  /** Every request `handle` answered, newest last, in a ring of `config.journalSize` entries (README "Stand-in for client tests"). */
  readonly journal: Journal;
  /** Misbehaviour scheduled for client resilience tests: `fake.mishaps.schedule({ kind: 'reset', match: { operation: 'getTransfer' } })`. */
  readonly mishaps: Mishaps;
  /** The clock's reading when the fake was made: `POST /_fake/reset` puts a frozen clock back there. */
  readonly startTime: number;
  /** Back to the seeded state of the current seed and dataset, no mishap scheduled, an empty journal (the clock is left as it is). */
  reset(): void;
  /** A new seed (and optionally dataset: a preset or a file), then reset. */
  reseed(seed: number, dataset?: string): void;
  /** Server-side state: block flag, archive folder, and the `shutdown` event (after PUT /server answered a shutdown). */
  readonly server: ServerState;
  /** Calls `listener` after PUT /server has answered a shutdown request (`restart` tells whether a restart was asked). */
  onShutdown(listener: (e: ShutdownEvent) => void): void;
}

/**
 * Creates a deterministic fake of the Transfer Monitor REST interface: the same seed, clock and
 * requests give the same answers, byte for byte. It starts with the dataset of its seed (the
 * `small` preset of seed 1 by default) and a clock frozen at 2025-01-01T00:00:00.000Z; every
 * option not given comes from `DEFAULT_CONFIG`.
 *
 * @param options - Any field of {@link FakeConfig}, and `clock`: a {@link Clock} or a spec
 *   (`frozen:<ISO date>`, `frozen`, `system`).
 * @throws DatasetFileError when `dataset` names a file that is missing or not a valid dataset;
 *   UnknownFaultError for a fault name not in `FAULT_NAMES`; UnknownReleaseError for a `release` not in
 *   `RELEASES`; Error for a clock spec it cannot read.
 *
 * @example
 * const fake = createFakeServer({ seed: 7, dataset: 'small' });
 * const reply = fake.handle({ method: 'GET', url: '/transfers?LIMIT=5', headers: {}, body: '' });
 * reply.status; // 200, with the v1 JSON envelope in reply.body
 * fake.reset(); // back to the seeded records
 */
export function createFakeServer(options: FakeServerOptions = {}): FakeServer {
  const { clock: clockOption, ...rest } = options;
  // Signatures are checked against the wall clock unless the caller chose the fake's clock, or
  // gave a clock of its own (README "Authentication": clients sign with their own clock).
  let config: FakeConfig = { ...DEFAULT_CONFIG, authClock: clockOption === undefined ? 'system' : 'fake', ...rest };
  checkedRelease(config.release);
  const clock = clockOption === undefined ? new FrozenClock(Date.parse(DEFAULT_FROZEN_TIME)) : typeof clockOption === 'string' ? parseClockSpec(clockOption) : clockOption;
  const startTime = clock.now();
  const store = createMemoryStore(v1RecordSerialisers);
  const server = new ServerState(clock.now(), config.archiveDir);
  let deps: Deps;
  // Planted faults (--fault; fake-server/faults/): none by default, and then dispatch is called as is.
  const faults = resolveFaults(config.faults);
  const faulty = faults.length === 0 ? undefined : withFaults(faults, (raw) => dispatch(parseRequest(raw), deps), () => deps);
  const stand = standIn(faulty ?? ((raw) => dispatch(parseRequest(raw), deps)), {
    clock,
    journalSize: config.journalSize,
    seed: config.seed,
    mishapHeader: () => config.mishapHeader,
  });

  const loader = new DatasetLoader(store, { hostId: rest.hostId, classPrefix: rest.classPrefix, release: rest.release });

  const reset = () => {
    const restored = loader.restore(config, clock.now());
    const data = restored.data;
    config = restored.config;
    server.blocked = false;
    server.lastStatusRun = undefined;
    server.cachedReads.clear();
    // A snapshot's monitors (its `server` section), or a few seeded ones reporting from the dataset's
    // partner servers (docs/stand-in.md "File monitors").
    const partners = [...store.hosts.values()].filter((h) => h.id !== config.hostId && !h.record.ISCLIENT).map((h) => h.id);
    server.fileMonitors = data.fileMonitors ?? generateFileMonitors({ seed: config.seed, count: DEFAULT_FILE_MONITOR_COUNT, now: clock.now(), hosts: partners });
    server.seed = config.seed;
    server.businessClasses = new Map(Object.entries(config.business));
    // New ids never repeat a dataset's: the sequence continues after it, GUIDs continue its permutation.
    deps = { store, clock, ids: data.nextSpecialIds(), config, server };
    stand.journal.clear();
    stand.mishaps.reset(config.seed);
  };
  reset();

  return {
    get config() {
      return config;
    },
    clock,
    store,
    server,
    onShutdown: (listener) => void server.events.on('shutdown', listener),
    handle: stand.handle,
    journal: stand.journal,
    mishaps: stand.mishaps,
    startTime,
    reset,
    reseed(seed, dataset) {
      config = { ...config, seed, ...(dataset ? { dataset } : {}) };
      reset();
    },
  };
}
