// summary.md: verdict, counts, checks table, deviations list, coverage table.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../reports/index.ts';
import { failingResult, passingResult } from './fixtures.ts';

const tableRows = (md: string, header: string): string[] => {
  const lines = md.split('\n');
  const start = lines.indexOf(header);
  expect(start, header).toBeGreaterThanOrEqual(0);
  const rows: string[] = [];
  for (let i = start + 2; i < lines.length && lines[i]!.startsWith('|'); i++) rows.push(lines[i]!);
  return rows;
};

describe('summary.md', () => {
  const md = renderMarkdown(failingResult());

  it('starts with the verdict', () => {
    expect(md.split('\n')[0]).toBe('# tmkit check: FAIL');
    expect(md).toContain('**FAIL** (exit 1): 2 deviations beyond the baseline');
    expect(renderMarkdown(passingResult()).split('\n')[0]).toBe('# tmkit check: PASS');
  });

  it('has the counts and checks tables', () => {
    expect(tableRows(md, '| severity | deviations |')).toEqual(['| critical | 1 |', '| major | 1 |', '| minor | 0 |', '| baselined | 1 |']);
    expect(tableRows(md, '| operation | deviations |')).toEqual(['| POST /hosts | 1 |', '| PUT /server | 1 |']);
    const checks = tableRows(md, '| check | kind | severity | status | deviations | rule / reason |');
    expect(checks).toHaveLength(6);
    // Every row has the header's six cells: pipes inside texts are escaped.
    for (const row of checks) expect(row.split(/(?<!\\)\|/).length - 2).toBe(6);
    expect(checks[5]).toContain('needs --allow-shutdown');
  });

  it('lists every deviation with expected, received and curl', () => {
    expect(md.match(/^### \d+\. /gm)).toHaveLength(3);
    expect(md).toContain('### 1. \\[critical\\] not\\_a\\_server\\_error · PUT /server');
    expect(md).toContain('```\nDocumented: 200, 400, 401\n```');
    expect(md).toContain("```sh\ncurl -i -X PUT 'http://10.0.0.1:8066/server'");
    expect(md).toContain('expected by baseline: r66 3.6.2');
    expect(md).toContain('```\nHOSTKEY: base64 or null\n<script>'); // in a code block, so shown, not run
  });

  it('has the coverage table', () => {
    const rows = tableRows(md, '|  | operation | calls | statuses | parameters used | parameters not used |');
    expect(rows).toEqual([
      '| ✓ | GET /transfers | 4 | **200** **400** **401** | LIMIT, ORDERBYID | — |',
      '| ⚠ | PUT /server | 2 | **200** ~~400~~ ~~401~~ _500_ | — | — |',
      '| ⚠ | POST /hosts | 0 | ~~201~~ ~~400~~ ~~401~~ | — | HOSTID |',
    ]);
  });
});
