// Issue 36: every view pair of the contract's view table is listed in docs/conformance.md with the
// check that compares it, and the page lists no view the table does not have.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIST_VIEWS, RECORD_VIEWS } from '../../contract/index.ts';

const page = readFileSync(join(import.meta.dirname, '../../docs/conformance.md'), 'utf8');
const section = page.slice(page.indexOf('## Views of one record'));
/** `operation id → check` of each row of the page's table. */
const rows = new Map([...section.matchAll(/^\| (\w+) \| [^|]+ \| `[^`]+` [^|]*\((\w+)\) \| [^|]+ \| `(\w+)` \|$/gm)].map((m) => [m[2] as string, { record: m[1], check: m[3] }]));

describe('docs/conformance.md lists every view pair', () => {
  it('has one row per view of the table, with its record and check', () => {
    const expected = new Map([...RECORD_VIEWS.map((v) => [v.operation, { record: v.record, check: 'views_agree' }] as const), ...LIST_VIEWS.map((v) => [v.operation, { record: v.record, check: v.check }] as const)]);
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(expected));
  });
});
