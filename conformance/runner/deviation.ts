// What the suite reports (DESIGN §5): a deviation names the check, the operation, what was
// expected and what came back, the request and (truncated) response, the seed and fast-check
// path that reproduce it, and a curl line.

/** How serious a check's deviations are: `critical`, `major` or `minor`. Every one counts for the verdict; severity orders and groups them. */
export type Severity = 'critical' | 'major' | 'minor';

export interface Finding {
  /** One line: what is wrong. */
  readonly title: string;
  readonly expected: string;
  readonly received: string;
  /** fast-check path, for findings of generated cases. */
  readonly path?: string;
  /** Seed of the generated case, when it differs from the run's seed. */
  readonly seed?: number;
}

/** The request that showed a deviation and what came back, as a report keeps it (secret headers redacted). */
export interface RecordedExchange {
  readonly method: string;
  /** Path and query, as sent. */
  readonly url: string;
  /** Request headers; credentials and signatures redacted. */
  readonly headers: Readonly<Record<string, string>>;
  /** Request body text (`''` for none). */
  readonly body: string;
  /** Response status; absent when no answer came. */
  readonly status?: number;
  /** Response headers; secrets redacted. */
  readonly responseHeaders?: Readonly<Record<string, string>>;
  /** At most 4 KiB of the answer. */
  readonly responseBody?: string;
  /** Why no answer came: `<failure>: <message>`, the failure one of `refused`, `reset`, `timeout`, `budget`, `protocol`, `aborted`. */
  readonly transportError?: string;
}

/**
 * One way the target departs from the interface, as the reports show it: the check and operation,
 * what was expected and what came back, the request and (at most 4 KiB of) the answer, the seed and
 * fast-check path that reproduce it, and a curl line. Deviations are de-duplicated per check and
 * operation: the first one is kept, `occurrences` counts them all.
 */
export interface Deviation extends Finding {
  /** Id of the check that found it. */
  readonly check: string;
  /** The check's severity. */
  readonly severity: Severity;
  /** `GET /transfers`, `PUT /transfers/:id`, or the raw method and path when no operation matches. */
  readonly operation: string;
  /** The seed that reproduces it: the case's own, or the run's. */
  readonly seed: number;
  /** The request and answer that showed it, when there was one. */
  readonly exchange?: RecordedExchange;
  /** A diff's deviation (`tmkit diff`): server B's exchange of the same request, shown beside A's (`exchange`). */
  readonly against?: RecordedExchange;
  /** A curl command line that sends the same request. */
  readonly curl?: string;
  /**
   * For a run against the embedded fake: the `tmkit serve` command that starts the same fake (seed,
   * dataset, clock, class prefix, host id, authentication, planted faults) on the port the curl
   * lines name. Start it first, then send `setup` and `curl`.
   */
  readonly serve?: string;
  /**
   * The requests that changed the target's state earlier in the same check, in order, as curl
   * lines: send them before `curl` when the deviation depends on what they created. Ids the server
   * assigned may differ on a server that saw other requests before.
   */
  readonly setup?: readonly string[];
  /** How many times the same check and operation failed (the first one is shown). */
  readonly occurrences: number;
  /** The baseline entry that expects it, if any: a known deviation, not counted as a failure. */
  readonly baselined?: string;
}
