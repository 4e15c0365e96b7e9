// The request journal: every request the fake answered, in arrival order, in a ring of fixed size
// so that a long run does not grow without limit. Recording costs one small object per request
// (the request as received and four numbers); the parsing, operation lookup and redaction an entry
// needs happen when someone reads the journal, not on the request path (bench: `journal`).
import type { RawRequest } from '../http/request.ts';
import { redactedHeaders, redactedQuery } from './redact.ts';
import { matches, viewOf, type RequestMatcher, type RequestView } from './request-match.ts';
import type { MishapRecord } from './mishap-types.ts';

/** Entries kept by default (`--journal-size`, option `journalSize`); 0 switches the journal off. */
export const DEFAULT_JOURNAL_SIZE = 5000;

/** One journalled request, as `fake.journal.entries()` and `GET /_fake/requests` show it. */
export interface JournalEntry extends RequestView {
  /** Arrival number since the fake started (1, 2, ...): gaps show requests the ring dropped or a clear removed. */
  readonly seq: number;
  /** Headers with lower-case names; credentials (Authorization, X-Auth-Key, X-Auth-Signature, Cookie) read `[redacted]`. */
  readonly headers: Readonly<Record<string, string>>;
  /** Status of the answer; null when none was sent (a connection reset or a stall). */
  readonly status: number | null;
  /** Arrival time by the fake's clock (ISO 8601). */
  readonly fakeTime: string;
  /** Arrival time by the wall clock (ISO 8601). */
  readonly wallTime: string;
  /** The mishap injected into this request's answer, if any. */
  readonly mishap?: MishapRecord;
}

/** What is kept per request until someone reads it. */
export interface Arrival {
  readonly seq: number;
  readonly raw: RawRequest;
  readonly status: number | null;
  readonly fakeMs: number;
  readonly wallMs: number;
  readonly mishap: MishapRecord | undefined;
  /**
   * The answer's body of a POST that succeeded: where a create's answer carries the id the fake
   * assigned, which a script made of the journal needs (journal-script.ts). Only POSTs: a read's
   * answer may be a 60 KB list, and no read assigns anything.
   */
  readonly answer?: string;
}

const entryOf = (a: Arrival): JournalEntry => {
  const view = viewOf(a.raw.method, a.raw.url, a.raw.body, a.raw.clientSubject);
  return {
    seq: a.seq,
    ...view,
    query: redactedQuery(view.query),
    headers: redactedHeaders(a.raw.headers),
    status: a.status,
    fakeTime: new Date(a.fakeMs).toISOString(),
    wallTime: new Date(a.wallMs).toISOString(),
    ...(a.mishap ? { mishap: a.mishap } : {}),
  };
};

/** The requests a fake received, newest last, at most `capacity` of them. */
export class Journal {
  private ring: (Arrival | undefined)[] = [];
  private next = 0;
  private kept = 0;
  private seq = 0;

  /** @param capacity - Largest number of entries kept; the oldest goes first. 0: nothing is recorded. */
  constructor(readonly capacity: number = DEFAULT_JOURNAL_SIZE) {
    if (!Number.isSafeInteger(capacity) || capacity < 0) throw new Error(`journal size must be a whole number ≥ 0, got ${capacity}`);
  }

  /** Records one request (headers copied: a caller may reuse its object). Called by the fake, not by tests. */
  record(raw: RawRequest, status: number | null, fakeMs: number, wallMs: number, mishap?: MishapRecord, answer?: string): void {
    this.seq += 1;
    if (this.capacity === 0) return;
    const kept = raw.method === 'POST' && status !== null && status < 300 && answer !== undefined ? { answer } : {};
    this.ring[this.next] = { seq: this.seq, raw: { method: raw.method, url: raw.url, headers: { ...raw.headers }, body: raw.body, clientSubject: raw.clientSubject }, status, fakeMs, wallMs, mishap, ...kept };
    this.next = (this.next + 1) % this.capacity;
    if (this.kept < this.capacity) this.kept += 1;
  }

  /** Entries in arrival order, those that match `matcher` when given. */
  entries(matcher?: RequestMatcher): JournalEntry[] {
    const out: JournalEntry[] = [];
    for (const arrival of this.arrivals()) {
      const entry = entryOf(arrival);
      if (matcher === undefined || matches(entry, matcher)) out.push(entry);
    }
    return out;
  }

  /** The requests as received, credentials and all, in arrival order: for the script writer (journal-script.ts), which leaves the credentials out. */
  arrivals(): Arrival[] {
    const out: Arrival[] = [];
    const start = (this.next - this.kept + this.capacity) % Math.max(this.capacity, 1);
    for (let i = 0; i < this.kept; i += 1) out.push(this.ring[(start + i) % this.capacity] as Arrival);
    return out;
  }

  /** How many entries are kept now. */
  get size(): number {
    return this.kept;
  }

  /** Requests received since the fake started (or the journal was made), kept or not. */
  get received(): number {
    return this.seq;
  }

  /** Called just before a clear: a script collector (journal-script.ts) takes the entries first. */
  beforeClear: (() => void) | undefined;

  /** Forgets every entry (the arrival numbers go on). */
  clear(): void {
    this.beforeClear?.();
    this.ring = [];
    this.next = 0;
    this.kept = 0;
  }
}
