// The injected clock (DESIGN §7): frozen by default, or the system time on request. Nothing in
// the fake reads Date.now() except SystemClock.

/**
 * The fake's "now", injected into everything that needs the time: the seeded transfers (they end
 * at its reading), writes to /transfers, the GET /server dates, the /log export file and the
 * authentication time window. `createFakeServer` takes one as `clock` (by default a
 * {@link FrozenClock} at {@link DEFAULT_FROZEN_TIME}).
 */
export interface Clock {
  /** The current time, in epoch milliseconds. */
  now(): number;
  /** Moves a frozen clock; a system clock refuses. */
  set(ms: number): void;
  /** Moves a frozen clock on by `ms` milliseconds; a system clock refuses. */
  advance(ms: number): void;
  /** `frozen`: moves only when told to; `system`: the wall clock. */
  readonly kind: 'frozen' | 'system';
}

/** The instant a fake's clock is frozen at unless told otherwise (`--clock frozen`, `createFakeServer()`). */
export const DEFAULT_FROZEN_TIME = '2025-01-01T00:00:00.000Z';

/**
 * A clock that stands still at the epoch milliseconds it was made with, and moves only through
 * `set` and `advance` (or `PUT /_fake/clock`, `POST /_fake/clock/advance`): the same requests
 * then give the same bytes. The fake's default.
 *
 * @example
 * const fake = createFakeServer({ clock: new FrozenClock(Date.parse('2026-03-01T12:00:00Z')) });
 * fake.clock.advance(60_000); // one minute later
 */
export class FrozenClock implements Clock {
  readonly kind = 'frozen';
  constructor(private ms: number) {}
  now(): number {
    return this.ms;
  }
  set(ms: number): void {
    this.ms = ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

/** The wall clock (`Date.now()`), for a fake that should age like a real server (`--clock system`); `set` and `advance` throw. */
export class SystemClock implements Clock {
  readonly kind = 'system';
  now(): number {
    return Date.now();
  }
  set(): void {
    throw new Error('the system clock cannot be set; start the fake with --clock frozen:<ISO date>');
  }
  advance(): void {
    throw new Error('the system clock cannot be advanced; start the fake with --clock frozen:<ISO date>');
  }
}

/** `frozen:2025-01-01T00:00:00.000Z`, `frozen` (the default instant) or `system`. */
export function parseClockSpec(spec: string): Clock {
  if (spec === 'system') return new SystemClock();
  const m = /^frozen(?::(.+))?$/.exec(spec);
  if (!m) throw new Error(`--clock must be 'system' or 'frozen[:ISO date]', got '${spec}'`);
  const ms = Date.parse(m[1] ?? DEFAULT_FROZEN_TIME);
  if (Number.isNaN(ms)) throw new Error(`--clock: '${m[1]}' is not an ISO 8601 date`);
  return new FrozenClock(ms);
}
