// The request rate a URL target keeps to. DESIGN §6 caps a run at 20 requests a second against a
// real server by default; the kit's own fake says who it is in its answer to `OPTIONS /`
// (STAND_IN_HEADER: tmkit) and costs nobody anything, so the probe that opens every run, snapshot
// and diff lifts a default cap for it (client/client.ts). A rate the user gave (`--max-rps`, the
// `maxRps` option) always holds, 20 included.
import { STAND_IN_HEADER } from '../../contract/index.ts';

/** The cap against a real server when none is given (DESIGN §6). */
export const DEFAULT_MAX_RPS = 20;

/** The value of STAND_IN_HEADER the kit's fake sends. */
export const STAND_IN_NAME = 'tmkit';

/**
 * Where a run's rate comes from: the user (`given`), the safety default for a real server
 * (`default`), or no cap because the target answered as the tmkit fake (`stand-in`).
 */
export type RateSource = 'given' | 'default' | 'stand-in';

/** The rate a run keeps to against a URL, and why. */
export interface RateSetting {
  /** Requests per second at most; 0: no cap. */
  readonly maxRps: number;
  readonly source: RateSource;
}

/** A URL target's rate: the one in force, and the one change a run makes to it. */
export interface TargetRate {
  setting(): RateSetting;
  /** The target answered as the tmkit fake: a default cap goes, a given one holds. Answers the setting then in force. */
  liftForStandIn(): RateSetting;
}

/** What a report and a command say of a run the stand-in freed of the default cap. */
export const STAND_IN_RATE = 'no cap: the target answers as the tmkit fake (X-Stand-In: tmkit); --max-rps sets one';

/** Whether an answer (to `OPTIONS /`) says it comes from the tmkit fake (`X-Stand-In: tmkit`). */
export const answersAsStandIn = (answer: { readonly headers: Readonly<Record<string, string>> }): boolean =>
  answer.headers[STAND_IN_HEADER.toLowerCase()]?.trim().toLowerCase() === STAND_IN_NAME;

/** A rate that starts as `initial`; `onLift` hears when the stand-in lifts a default cap (a command says so). */
export function targetRate(initial: RateSetting, onLift?: (setting: RateSetting) => void): TargetRate {
  let current = initial;
  return {
    setting: () => current,
    liftForStandIn: () => {
      if (current.source !== 'default') return current;
      current = { maxRps: 0, source: 'stand-in' };
      onLift?.(current);
      return current;
    },
  };
}
