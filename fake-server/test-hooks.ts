// One fake on loopback HTTP (or HTTPS) per test file, back to its seeded state before each test, closed after
// the file: written against the hooks every test runner has (vitest, jest, mocha's before/after
// under other names), so the vitest door and a jest suite share it.
import { createFakeServer, type FakeServer, type FakeServerOptions } from './fake.ts';
import { listen, type ListenOptions, type RunningServer } from './listen.ts';
import { resetPoint } from './reset-point.ts';
import type { TlsOption } from './tls/tls-option.ts';

/** The hooks of a test runner: vitest's and jest's `beforeAll`, `beforeEach`, `afterAll`. */
export interface TestHooks {
  beforeAll(fn: () => Promise<void> | void, timeout?: number): void;
  beforeEach(fn: () => Promise<void> | void, timeout?: number): void;
  afterAll(fn: () => Promise<void> | void, timeout?: number): void;
}

/** Options of {@link fakeServerPerFile}: the fake's own, and how it listens (127.0.0.1, a free port, by default). */
export interface UseFakeServerOptions extends FakeServerOptions {
  readonly listen?: ListenOptions;
  /**
   * HTTPS: `true` makes a self-signed certificate for the loopback names (trust `handle.ca`);
   * `{ cert, key, clientCa }` (PEM texts) serves that certificate and, with `clientCa`, requires a
   * client certificate signed by it. The same as `listen`'s `tls`.
   */
  readonly tls?: TlsOption;
  /** A file the whole file's traffic is written to when the fake closes, as a replayable script (docs/replay.md): every test's requests in order, across the resets between tests. */
  readonly journalOut?: string;
}

/** The running fake of a test file; read its fields inside tests or hooks, once `beforeAll` has run. */
export interface FakeServerHandle {
  /** Base URL, e.g. `http://127.0.0.1:39517` (`https://` with `tls`). */
  readonly url: string;
  /** With `tls`: the server's certificate (PEM), the one the client trusts; undefined over HTTP. */
  readonly ca: string | undefined;
  /** The fake itself: store, clock, server state. */
  readonly fake: FakeServer;
}

/**
 * Registers `hooks`: `beforeAll` starts a fake on loopback, `beforeEach` puts it back to its
 * seeded state (data, block flag, frozen clock), `afterAll` closes it. For vitest, the
 * `transfer-monitor-kit/vitest` door passes vitest's hooks; in jest, pass its globals.
 *
 * @example
 * // jest
 * const monitor = fakeServerPerFile({ beforeAll, beforeEach, afterAll }, { seed: 3 });
 * test('reads the server status', async () => {
 *   expect((await fetch(`${monitor.url}/server`)).status).toBe(200);
 * });
 */
export function fakeServerPerFile(hooks: TestHooks, options: UseFakeServerOptions = {}): FakeServerHandle {
  const { listen: listenOptions, tls, journalOut, ...fakeOptions } = options;
  let running: RunningServer | undefined;
  let fake: FakeServer | undefined;
  let reset: (() => void) | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the fake starts in beforeAll; read url and fake inside tests or hooks');
    return value;
  };
  hooks.beforeAll(async () => {
    fake = createFakeServer(fakeOptions);
    reset = resetPoint(fake);
    running = await listen(fake, { ...listenOptions, ...(tls === undefined ? {} : { tls }), ...(journalOut === undefined ? {} : { journalOut }) });
  });
  hooks.beforeEach(() => reset?.());
  hooks.afterAll(async () => {
    await running?.close();
    fake?.server.removeTemporaryArchive();
  });
  return {
    get url() {
      return started(running).url;
    },
    get ca() {
      return started(running).ca;
    },
    get fake() {
      return started(fake);
    },
  };
}
