// The fake as a stand-in for client tests: around the fake's own `handle`, the request journal and
// the mishaps. With no mishap scheduled and no X-Fake-Mishap header, the answer is the fake's own,
// byte for byte: the journal is a side record.
import type { Clock } from '../clock.ts';
import { SystemClock } from '../clock.ts';
import type { Reply } from '../http/reply.ts';
import type { RawRequest } from '../http/request.ts';
import { Journal } from './journal.ts';
import { MISHAP_HEADER, readMishapHeader } from './mishap-input.ts';
import { mishapReply } from './mishap-reply.ts';
import type { MishapRecord } from './mishap-types.ts';
import { Mishaps, recordOf, type Fired } from './mishaps.ts';
import { viewOf } from './request-match.ts';

/** The journal and mishaps of one fake, and its `handle` with both around the inner one. */
export interface StandIn {
  readonly journal: Journal;
  readonly mishaps: Mishaps;
  handle(raw: RawRequest): Reply;
}

export interface StandInOptions {
  /** The fake's clock: the journal's `fakeTime`. */
  readonly clock: Clock;
  /** Entries the journal keeps (0: off). */
  readonly journalSize: number;
  /** Seed of the delays drawn from a range. */
  readonly seed: number;
  /** Whether the `X-Fake-Mishap` header is honoured (off with `--no-control`). */
  readonly mishapHeader: () => boolean;
}

// The journal's second time: the wall clock, through the clock module (DESIGN §7).
const wall = new SystemClock();

/** A wire mishap sends no status: the journal says null. */
const statusSent = (reply: Reply): number | null => (reply.mishap?.kind === 'reset' || reply.mishap?.kind === 'stall' ? null : reply.status);

export function standIn(inner: (raw: RawRequest) => Reply, options: StandInOptions): StandIn {
  const journal = new Journal(options.journalSize);
  const mishaps = new Mishaps(options.seed);

  const mishapOf = (raw: RawRequest): Fired | undefined => {
    const header = options.mishapHeader() ? raw.headers[MISHAP_HEADER] : undefined;
    if (typeof header === 'string') {
      const action = readMishapHeader(header);
      // A header the fake cannot read is ignored, as Prism ignores a Prefer it does not know.
      if (typeof action !== 'string') {
        const resolved = mishaps.resolve(action);
        return { action: resolved, record: recordOf(resolved, undefined, 'header') };
      }
    }
    return mishaps.pending ? mishaps.take(viewOf(raw.method, raw.url, raw.body, raw.clientSubject)) : undefined;
  };

  return {
    journal,
    mishaps,
    handle(raw) {
      const fakeMs = options.clock.now();
      const fired = mishapOf(raw);
      const reply = fired ? mishapReply(fired.action, raw, inner) : inner(raw);
      const record: MishapRecord | undefined = fired?.record;
      // The answer's body goes with it: the journal keeps a create's (a successful POST's), whose assigned id a script reads.
      journal.record(raw, statusSent(reply), fakeMs, wall.now(), record, reply.body);
      return reply;
    },
  };
}
