// The injected clock (DESIGN §7): frozen by default, or the system time on request. Nothing in
// the fake reads Date.now() except SystemClock.

export interface Clock {
  now(): number;
  /** Moves a frozen clock; a system clock refuses. */
  set(ms: number): void;
  advance(ms: number): void;
  readonly kind: 'frozen' | 'system';
}

export const DEFAULT_FROZEN_TIME = '2025-01-01T00:00:00.000Z';

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
