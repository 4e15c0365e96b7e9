// What the suite reports (DESIGN §5): a deviation names the check, the operation, what was
// expected and what came back, the request and (truncated) response, the seed and fast-check
// path that reproduce it, and a curl line.

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

export interface RecordedExchange {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly status?: number;
  readonly responseHeaders?: Readonly<Record<string, string>>;
  /** At most 4 KiB of the answer. */
  readonly responseBody?: string;
  readonly transportError?: string;
}

export interface Deviation extends Finding {
  readonly check: string;
  readonly severity: Severity;
  /** `GET /transfers`, `PUT /transfers/:id`, or the raw method and path when no operation matches. */
  readonly operation: string;
  readonly seed: number;
  readonly exchange?: RecordedExchange;
  readonly curl?: string;
  /** How many times the same check and operation failed (the first one is shown). */
  readonly occurrences: number;
  /** The baseline entry that expects it, if any: a known deviation, not counted as a failure. */
  readonly baselined?: string;
}
