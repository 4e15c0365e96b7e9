// The journal as a replayable script (issue 35; docs/replay.md): every request the fake answered,
// in order, as the client sent it (path and query byte for byte, its headers, its body), without
// what a replay must not or cannot send again: credentials (the replaying command signs with its
// own --auth), connection headers, and the fake's own control API. A create whose answer carried an
// id the fake assigned keeps that id and where the answer carried it, so a replay can put each
// server's own id in the requests that follow.
import { assignedIdOf, SCRIPT_FORMAT, scriptedHeaders, type ScriptFile, type ScriptRequest } from '../../contract/index.ts';
import type { Arrival, Journal } from './journal.ts';
import { writeFileSync } from 'node:fs';
import type { FakeServer } from '../fake.ts';

/** The control API's own base: its requests are the test's talk with the fake, not the client's with the server. */
const CONTROL_BASE = '/_fake';

/** The id a create's answer carried, and where (ASSIGNED_ID_AT), when the request is such a create. */
const assignedOf = (a: Arrival): ScriptRequest['assigned'] => (a.answer === undefined ? undefined : assignedIdOf(a.raw.method, a.raw.url, a.answer));

const isControl = (url: string): boolean => url === CONTROL_BASE || url.startsWith(`${CONTROL_BASE}/`) || url.startsWith(`${CONTROL_BASE}?`);

/** The arrivals as a script file (`source` says where it came from). */
export function scriptOfArrivals(arrivals: readonly Arrival[], source: string): ScriptFile {
  const requests = arrivals.filter((a) => !isControl(a.raw.url)).map((a): ScriptRequest => {
    const headers = scriptedHeaders(a.raw.headers);
    const assigned = assignedOf(a);
    return {
      method: a.raw.method.toUpperCase(),
      url: a.raw.url,
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      ...(a.raw.body !== '' ? { body: a.raw.body } : {}),
      ...(assigned ? { assigned } : {}),
    };
  });
  return { ...SCRIPT_FORMAT, source, requests };
}

/**
 * Gathers a journal's requests across clears (a reset of the fake clears its journal: the test
 * helpers reset before each test, a client test may call /_fake/reset) and writes them as one
 * script: it takes the journal's requests just before each clear, and at the end.
 */
export class ScriptCollector {
  private readonly taken: Arrival[] = [];
  private lastSeq = 0;
  private missed = 0;

  constructor(private readonly journal: Journal) {
    journal.beforeClear = () => this.take();
  }

  /** Adds the journal's requests not taken yet; counts those the ring dropped before they could be. */
  take(): void {
    const journal = this.journal;
    const fresh = journal.arrivals().filter((a) => a.seq > this.lastSeq);
    const first = fresh[0]?.seq;
    if (first !== undefined && first > this.lastSeq + 1) this.missed += first - this.lastSeq - 1;
    this.taken.push(...fresh);
    this.lastSeq = Math.max(this.lastSeq, journal.received);
  }

  /** The requests taken, as a script; its source says how many the journal lost (its ring of `journalSize`). */
  script(source: string): ScriptFile {
    return scriptOfArrivals(this.taken, this.missed > 0 ? `${source}; ${this.missed} request(s) are missing: the journal dropped them before they were taken (raise --journal-size)` : source);
  }

  /** Takes what is left and writes the script to `path` (JSON, two-space indented). */
  write(path: string, source: string): void {
    this.take();
    writeFileSync(path, `${JSON.stringify(this.script(source), null, 2)}\n`);
  }
}

/** What a script written from this fake's journal says of where it came from. */
export const journalSource = (fake: Pick<FakeServer, 'config'>): string => `the journal of a tmkit fake (seed ${fake.config.seed}, host id ${fake.config.hostId})`;

/**
 * The journal as a script, as it is now. A journal that dropped its oldest entries (the ring of
 * `journalSize`) or was cleared gives the requests it still holds, and its source says how many came before.
 */
export function scriptOfJournal(journal: Journal, source: string): ScriptFile {
  const arrivals = journal.arrivals();
  const before = (arrivals[0]?.seq ?? journal.received + 1) - 1;
  return scriptOfArrivals(arrivals, before > 0 ? `${source}; the ${before} request(s) before these are not in the journal any more (--journal-size, or a clear)` : source);
}
