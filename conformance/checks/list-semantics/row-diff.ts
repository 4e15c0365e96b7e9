// Comparing a filtered list with the rows it should hold (the same data fetched wider and filtered
// here), and saying precisely what is missing and what should not be there.
import type { Exchange } from '../../client/client.ts';
import type { Finding } from '../../runner/deviation.ts';

export interface Failure {
  readonly finding: Omit<Finding, 'seed' | 'path'>;
  readonly exchange?: Exchange;
}

export interface Diff<R> {
  readonly missing: R[];
  readonly unexpected: R[];
  /** Rows the answer holds more than once. */
  readonly duplicates: R[];
}

export function diffBy<R>(received: readonly R[], expected: readonly R[], keyOf: (r: R) => string): Diff<R> {
  const want = new Set(expected.map(keyOf));
  const seen = new Set<string>();
  const unexpected: R[] = [];
  const duplicates: R[] = [];
  for (const r of received) {
    const k = keyOf(r);
    if (seen.has(k)) duplicates.push(r);
    seen.add(k);
    if (!want.has(k)) unexpected.push(r);
  }
  return { missing: expected.filter((r) => !seen.has(keyOf(r))), unexpected, duplicates };
}

/** `a (why), b (why) … and 12 more`. */
export function listed<R>(rows: readonly R[], describe: (r: R) => string, max = 6): string {
  const shown = rows.slice(0, max).map(describe).join(', ');
  return rows.length > max ? `${shown} … and ${rows.length - max} more` : shown;
}

export interface SetComparison<R> {
  /** The filter under test as sent: `PARTNER=rome-hub`. */
  readonly what: string;
  /** The rows the comparison is about: `transfers with SPECIALID 10..20 of every owner`. */
  readonly scope: string;
  /** What a row must satisfy: `whose REQUESTER or REQUESTED is rome-hub`. */
  readonly rule: string;
  readonly expected: readonly R[];
  readonly received: readonly R[];
  readonly keyOf: (r: R) => string;
  readonly idOf: (r: R) => string;
  /** Why an expected row belongs in the answer: `matches PARTNER=x as REQUESTED`. */
  readonly whyMissing: (r: R) => string;
  /** Why a received row does not belong: `REQUESTER a, REQUESTED b`. */
  readonly whyUnexpected: (r: R) => string;
  readonly exchange: Exchange;
}

export function compareSets<R>(c: SetComparison<R>): Failure | undefined {
  const d = diffBy(c.received, c.expected, c.keyOf);
  if (d.missing.length === 0 && d.unexpected.length === 0 && d.duplicates.length === 0) return undefined;
  const parts: string[] = [];
  if (d.missing.length > 0) parts.push(`missing: ${listed(d.missing, (r) => `${c.idOf(r)} (${c.whyMissing(r)})`)}`);
  if (d.unexpected.length > 0) parts.push(`unexpected: ${listed(d.unexpected, (r) => `${c.idOf(r)} (${c.whyUnexpected(r)})`)}`);
  if (d.duplicates.length > 0) parts.push(`listed twice: ${listed(d.duplicates, c.idOf)}`);
  const counts = [d.missing.length > 0 ? `${d.missing.length} missing` : '', d.unexpected.length > 0 ? `${d.unexpected.length} unexpected` : '', d.duplicates.length > 0 ? `${d.duplicates.length} listed twice` : ''].filter(Boolean);
  return {
    finding: {
      title: `${c.what}: ${counts.join(', ')}`,
      expected: `Expected: the ${c.expected.length} ${c.scope} ${c.rule}${c.expected.length > 0 ? `: ${listed(c.expected, c.idOf, 10)}` : ''}`,
      received: `Received: ${c.received.length} rows; ${parts.join('; ')}`,
    },
    exchange: c.exchange,
  };
}
