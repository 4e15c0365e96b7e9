// The detection table of the README: one row per planted fault with the check(s) expected to
// report it and the check(s) that did, in Markdown.
import { checkIds } from '../../conformance/index.ts';
import type { FaultDetection } from './detection.ts';

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export interface TableOptions {
  /** Ids of the checks in the registry (default: the suite's); expected ids outside it are marked as not written yet. */
  readonly knownChecks?: Iterable<string>;
}

/** A Markdown table: fault, family, what it does, expected check(s), caught by (check × deviations). */
export function detectionTable(results: readonly FaultDetection[], options: TableOptions = {}): string {
  const known = new Set(options.knownChecks ?? checkIds());
  const expected = (id: string) => (known.has(id) ? `\`${id}\`` : `\`${id}\`*`);
  const lines = [
    '| Fault (`--fault`) | Family | What the faulty server does | Expected check | Caught by |',
    '|---|---|---|---|---|',
  ];
  for (const r of results) {
    const caught = r.caughtBy.length === 0
      ? '**not caught**'
      : r.caughtBy.map((h) => `\`${h.check}\`${h.deviations > 1 ? ` ×${h.deviations}` : ''}`).join(', ');
    const errors = r.errors.length === 0 ? '' : ` (check error: ${r.errors.map((e) => `\`${e}\``).join(', ')})`;
    lines.push(`| \`${r.fault.name}\` | ${r.fault.family} | ${cell(r.fault.description)} | ${r.fault.expectedCheck.map(expected).join(', ')} | ${caught}${errors} |`);
  }
  const caught = results.filter((r) => r.caughtBy.length > 0).length;
  const footnote = results.some((r) => r.fault.expectedCheck.some((id) => !known.has(id)))
    ? '\n\\* not in the registry yet: the id proposed for the check that is to report it.'
    : '';
  return `${lines.join('\n')}\n\n${caught} of ${results.length} planted faults caught; ×N: distinct deviations (check × operation).${footnote}\n`;
}
