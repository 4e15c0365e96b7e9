// What the recording proxy keeps of one run of Waarp's REST test client: every exchange in the
// order the client made it, as the bytes went by (bodies as text, so a capture is the wire's
// word, not a parser's). Normalising and comparing work on these records.

/** One request of the client and what the server answered, in the client's order. */
export interface Exchange {
  /** 1-based position in the run. */
  readonly n: number;
  readonly method: string;
  /** Path and query as the client sent them. */
  readonly path: string;
  /** The request body as text ('' when none). */
  readonly requestBody: string;
  /** The answer's status; null when the server gave none (connection closed, timeout). */
  readonly status: number | null;
  /** The answer's headers a client reads here: content-type and allow, when present. */
  readonly headers: Readonly<Record<string, string>>;
  /** The answer's body as text ('' when none), or why there was no answer. */
  readonly body: string;
}

/** A run: which server answered (a free text), the exchanges, and the proxy's port the client was given. */
export interface Transcript {
  readonly about: string;
  /** The client puts its server's port into the hosts it creates (PORT); normalising needs it. Absent once normalised. */
  readonly proxyPort?: number;
  readonly exchanges: readonly Exchange[];
}

/** The answer headers a transcript keeps: the rest (date, content-length, connection) say nothing of the answer. */
export const KEPT_HEADERS = ['content-type', 'allow'] as const;
