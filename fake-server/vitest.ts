// `transfer-monitor-kit/vitest`: one fake on loopback HTTP per test file, back to its seeded state
// before each test, closed after the file. For suites whose client speaks real HTTP (no msw).
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createFakeServer, type FakeServer, type FakeServerOptions } from './fake.ts';
import { listen, type ListenOptions, type RunningServer } from './listen.ts';
import { resetPoint } from './reset-point.ts';

/** Options of {@link useFakeServer}: the fake's own, and how it listens (127.0.0.1, a free port, by default). */
export interface UseFakeServerOptions extends FakeServerOptions {
  readonly listen?: ListenOptions;
}

/** The running fake of a test file; read its fields inside tests or hooks, once `beforeAll` has run. */
export interface FakeServerHandle {
  /** Base URL, e.g. `http://127.0.0.1:39517`. */
  readonly url: string;
  /** The fake itself: store, clock, server state. */
  readonly fake: FakeServer;
}

/**
 * Registers vitest hooks: `beforeAll` starts a fake on loopback, `beforeEach` puts it back to its
 * seeded state (data, block flag, frozen clock), `afterAll` closes it. Call it at the top of a test
 * file or `describe` block.
 *
 * @example
 * const monitor = useFakeServer({ seed: 3, dataset: 'small' });
 * it('lists transfers', async () => {
 *   const res = await fetch(`${monitor.url}/transfers?LIMIT=5`);
 *   expect(res.status).toBe(200);
 * });
 */
export function useFakeServer(options: UseFakeServerOptions = {}): FakeServerHandle {
  const { listen: listenOptions, ...fakeOptions } = options;
  let running: RunningServer | undefined;
  let fake: FakeServer | undefined;
  let reset: (() => void) | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useFakeServer: the fake starts in beforeAll; read url and fake inside tests or hooks');
    return value;
  };
  beforeAll(async () => {
    fake = createFakeServer(fakeOptions);
    reset = resetPoint(fake);
    running = await listen(fake, listenOptions);
  });
  beforeEach(() => reset?.());
  afterAll(async () => {
    await running?.close();
    fake?.server.removeTemporaryArchive();
  });
  return {
    get url() {
      return started(running).url;
    },
    get fake() {
      return started(fake);
    },
  };
}
