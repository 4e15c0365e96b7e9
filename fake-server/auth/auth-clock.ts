// The clock the authentication time window is measured against (README "Authentication"): a
// client signs with its own wall clock, so by default the window is measured against the system
// clock; `authClock: 'fake'` (or a clock given to the fake) measures it against the fake's clock,
// which a test moves through `/_fake/clock` to see the skew rule at work.
import { SystemClock } from '../clock.ts';
import type { Deps } from '../deps.ts';

const system = new SystemClock();

/** "Now" for the X-Auth-Timestamp checks of v1 and v2. */
export const authNow = (deps: Deps): number => (deps.config.authClock === 'fake' ? deps.clock.now() : system.now());
