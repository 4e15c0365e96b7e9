// The schedule of mishaps: which requests get which misbehaviour, and how often (the next one,
// the n-th, the next N, all until cleared). Deterministic: delays drawn from a range come from
// the fake's seed, in the order requests arrive.
import { createRandom, type Random } from '../../contract/index.ts';
import type { MishapAction, MishapRecord } from './mishap-types.ts';
import { describeMatcher, matches, type RequestMatcher, type RequestView } from './request-match.ts';

/** One mishap to schedule: what goes wrong, for which requests, how often. */
export type MishapSpec = MishapAction & {
  /** The requests it is for (default: every request to the interface). */
  readonly match?: RequestMatcher;
  /** Fire on the n-th matching request from now (default 1: the next one); the ones before pass untouched. */
  readonly nth?: number;
  /** How many matching requests in a row it fires for (default 1), or `all` until cleared. */
  readonly times?: number | 'all';
};

/** A scheduled mishap as `fake.mishaps.list()` and `GET /_fake/mishaps` show it. */
export interface ScheduledMishap {
  readonly id: number;
  readonly spec: MishapSpec;
  /** Matching requests still to let pass before it fires. */
  readonly waiting: number;
  /** How many more times it fires; null: until cleared. */
  readonly left: number | null;
  /** How many times it fired. */
  readonly fired: number;
}

/** What fired for one request: the action, with a drawn delay resolved, and its journal record. */
export interface Fired {
  readonly action: MishapAction;
  readonly record: MishapRecord;
}

interface Slot {
  readonly id: number;
  readonly spec: MishapSpec;
  waiting: number;
  left: number;
  fired: number;
}

/** The mishaps scheduled on one fake (`fake.mishaps`). */
export class Mishaps {
  private slots: Slot[] = [];
  private lastId = 0;
  private random: Random;

  constructor(private seed: number) {
    this.random = createRandom(seed);
  }

  /**
   * Schedules a mishap; answers its id (to find it in the journal or clear it alone).
   *
   * @example
   * fake.mishaps.schedule({ kind: 'status', status: 503, match: { operation: 'listTransfers' }, times: 2 });
   * fake.mishaps.schedule({ kind: 'delay', ms: { min: 50, max: 200 }, times: 'all' });
   */
  schedule(spec: MishapSpec): number {
    const nth = spec.nth ?? 1;
    const times = spec.times ?? 1;
    if (!Number.isSafeInteger(nth) || nth < 1) throw new Error(`nth must be a whole number ≥ 1, got ${nth}`);
    if (times !== 'all' && (!Number.isSafeInteger(times) || times < 1)) throw new Error(`times must be a whole number ≥ 1 or 'all', got ${times}`);
    this.lastId += 1;
    this.slots.push({ id: this.lastId, spec, waiting: nth - 1, left: times === 'all' ? Infinity : times, fired: 0 });
    return this.lastId;
  }

  /** The mishaps still scheduled, in the order they were scheduled. */
  list(): ScheduledMishap[] {
    return this.slots.map((s) => ({ id: s.id, spec: s.spec, waiting: s.waiting, left: s.left === Infinity ? null : s.left, fired: s.fired }));
  }

  /** Clears one mishap (by id; answers whether it was there), or all of them. */
  clear(id?: number): boolean {
    const before = this.slots.length;
    this.slots = id === undefined ? [] : this.slots.filter((s) => s.id !== id);
    return this.slots.length < before;
  }

  /** Back to nothing scheduled and the delays drawn from `seed` again (the fake's reset). */
  reset(seed: number = this.seed): void {
    this.seed = seed;
    this.slots = [];
    this.random = createRandom(seed);
  }

  /** Whether any mishap is scheduled: without one, requests are not even looked at. */
  get pending(): boolean {
    return this.slots.length > 0;
  }

  /** The mishap for this request, if one fires: the first scheduled that matches and has no request left to wait for. */
  take(view: RequestView): Fired | undefined {
    let fired: Fired | undefined;
    for (const slot of this.slots) {
      if (!matches(view, slot.spec.match ?? {})) continue;
      if (slot.waiting > 0) {
        slot.waiting -= 1;
        continue;
      }
      if (fired) continue;
      slot.left -= 1;
      slot.fired += 1;
      const action = this.resolve(slot.spec);
      fired = { action, record: recordOf(action, slot.id, 'scheduled') };
    }
    if (fired) this.slots = this.slots.filter((s) => s.left > 0);
    return fired;
  }

  /** A delay range drawn now, from the seeded source. */
  resolve(action: MishapAction): MishapAction {
    if (action.kind !== 'delay' || typeof action.ms === 'number') return action;
    return { kind: 'delay', ms: this.random.int(action.ms.min, action.ms.max) };
  }

  /** The schedule as text, for messages. */
  describe(): string {
    return this.slots.map((s) => `#${s.id} ${s.spec.kind} for ${describeMatcher(s.spec.match ?? {})}`).join('; ');
  }
}

/** The journal's record of a fired action (a drawn delay shows the value drawn: call after `resolve`). */
export function recordOf(action: MishapAction, id: number | undefined, source: MishapRecord['source']): MishapRecord {
  return {
    kind: action.kind,
    ...(id === undefined ? {} : { id }),
    source,
    ...(action.kind === 'status' ? { status: action.status } : {}),
    ...(action.kind === 'delay' && typeof action.ms === 'number' ? { ms: action.ms } : {}),
  };
}
