// `verify`: the WireMock-style assertion on the journal. It fails a test with a message a person
// can act on: what was expected, how many requests came, and the closest of them with what differs.
import { Journal, type JournalEntry } from './journal.ts';
import { describeMatcher, mismatches, type RequestMatcher } from './request-match.ts';

/** Where `verify` reads the requests: a fake (or anything with a `journal`), a journal, or entries already read (e.g. from `GET /_fake/requests`). */
export type JournalSource = { readonly journal: Journal } | Journal | readonly JournalEntry[];

/** Options of {@link verify}. */
export interface VerifyOptions {
  /** Exactly this many requests must match (default: at least one). */
  readonly times?: number;
}

/** Near misses a failure message lists at most. */
const NEAR_MISSES = 5;

const entriesOf = (source: JournalSource): readonly JournalEntry[] =>
  source instanceof Journal ? source.entries() : 'journal' in source ? source.journal.entries() : source;

const queryText = (e: JournalEntry): string => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(e.query)) for (const one of Array.isArray(v) ? v : [v]) q.append(k, one);
  const text = q.toString();
  return text === '' ? '' : `?${text}`;
};

/** One journal entry on one line: `#4 GET /hosts?LIMIT=5 → 200 (listHosts)`. */
export const entryLine = (e: JournalEntry): string =>
  `#${e.seq} ${e.method} ${e.path}${queryText(e)} → ${e.status ?? 'no answer'}${e.operation ? ` (${e.operation})` : ''}${e.mishap ? ` [mishap ${e.mishap.kind}]` : ''}`;

/** The entries closest to the matcher: fewest differing fields first, the latest first among equals. */
function nearMisses(entries: readonly JournalEntry[], matcher: RequestMatcher): string[] {
  return entries
    .map((e) => ({ e, why: mismatches(e, matcher) }))
    .filter((m) => m.why.length > 0)
    .sort((a, b) => a.why.length - b.why.length || b.e.seq - a.e.seq)
    .slice(0, NEAR_MISSES)
    .map((m) => `  ${entryLine(m.e)}: ${m.why.join('; ')}`);
}

/** The Error `verify` throws: its message lists the near misses. */
export class VerificationError extends Error {
  override readonly name = 'VerificationError';
}

/**
 * Asserts that the fake received requests that match: at least one, or exactly `times`. Answers
 * the matching entries; throws a {@link VerificationError} whose message lists the closest entries
 * (same path, other method; same operation, other body; ...) and what differs in each.
 *
 * @example
 * verify(fake, { method: 'POST', path: '/hosts', body: { HOSTID: 'h1' } });
 * verify(monitor.fake, { operation: 'deleteHost' }, { times: 0 });
 */
export function verify(source: JournalSource, matcher: RequestMatcher, options: VerifyOptions = {}): JournalEntry[] {
  const entries = entriesOf(source);
  const hits = entries.filter((e) => mismatches(e, matcher).length === 0);
  const { times } = options;
  if (times === undefined ? hits.length > 0 : hits.length === times) return hits;
  const expected = times === undefined ? 'at least one request' : `exactly ${times} request${times === 1 ? '' : 's'}`;
  const lines = [`verify: expected ${expected} matching ${describeMatcher(matcher)}, found ${hits.length} among ${entries.length} journalled.`];
  if (hits.length > 0) lines.push('Matching:', ...hits.slice(-NEAR_MISSES).map((e) => `  ${entryLine(e)}`));
  const near = nearMisses(entries, matcher);
  lines.push(...(near.length > 0 ? ['Near misses:', ...near] : ['No other request was journalled.']));
  throw new VerificationError(lines.join('\n'));
}
