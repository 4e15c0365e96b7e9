// `transfer-monitor-kit/msw`: the fake for front-end and client tests that run under msw. Kept out
// of the package's main door so that programs without msw can import the rest.
import { createFakeServer, type FakeServer, type FakeServerOptions } from '../fake.ts';
import { resetPoint } from '../reset-point.ts';
import { createMswHandlers } from './handlers.ts';
import type { HttpHandler } from 'msw';

export { createMswHandlers };
// The journal's assertion, here too: an msw suite imports its whole stand-in from one door.
export { verify, VerificationError, type RequestMatcher, type MishapSpec, type JournalEntry } from '../stand-in/index.ts';

/** Options of {@link transferMonitorHandlers}: where the fake answers, and the fake's own options. */
export interface MswFakeOptions extends FakeServerOptions {
  /** The base URL the client under test calls, e.g. `http://monitor.test:8088` or `https://api.example/monitor`. */
  readonly baseUrl: string;
}

/** The handlers of one fake, the fake itself, and the per-test reset. */
export interface TransferMonitorMsw {
  /** Give them to `setupServer(...)` from `msw/node` (the fake runs on Node: it hashes with node:crypto and writes /log exports to files). */
  readonly handlers: HttpHandler[];
  /** The fake behind the handlers: its store, clock (`fake.clock.set`) and server state. */
  readonly fake: FakeServer;
  /** Back to the state the handlers were made with (seeded data, block flag, frozen clock); call it in `afterEach`. */
  reset(): void;
}

/**
 * A fake of the Transfer Monitor interface as msw handlers.
 *
 * @example
 * const monitor = transferMonitorHandlers({ baseUrl: 'http://monitor.test:8088', seed: 7 });
 * const server = setupServer(...monitor.handlers);
 * beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 * afterEach(() => { server.resetHandlers(); monitor.reset(); });
 * afterAll(() => server.close());
 */
export function transferMonitorHandlers(options: MswFakeOptions): TransferMonitorMsw {
  const { baseUrl, ...fakeOptions } = options;
  const fake = createFakeServer(fakeOptions);
  return { handlers: createMswHandlers(fake, baseUrl), fake, reset: resetPoint(fake) };
}
