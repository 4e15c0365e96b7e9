// The state a test starts from, to come back to before the next one: the fake's seeded data and,
// for a frozen clock, the instant it showed when the point was taken (a test that moves the clock
// through the control API must not move it for the tests after it).
import type { FakeServer } from './fake.ts';

/** Answers a function that puts `fake` back where it is now: seeded data, block flag, frozen clock. */
export function resetPoint(fake: FakeServer): () => void {
  const instant = fake.clock.now();
  return () => {
    if (fake.clock.kind === 'frozen') fake.clock.set(instant);
    fake.reset();
  };
}
