// A run whose cleanup did not finish (the target died, a budget ran out) says so in every report a
// person reads, naming the requests, so nobody assumes the target is as it was.
import { describe, expect, it } from 'vitest';
import { consoleSummary, renderHtml, renderMarkdown } from '../../reports/index.ts';
import { failingResult, passingResult } from './fixtures.ts';

const left = ['DELETE /hosts/tmkit1-h-3', 'PUT /bandwidth'];
const stopped = () => ({ ...failingResult(), aborted: 'the target stopped answering', abortCause: 'target-gone' as const, cleanupIncomplete: left });

describe('cleanup that did not finish', () => {
  it('is a warning with each request in the console summary', () => {
    const text = consoleSummary(stopped(), { color: false });
    expect(text).toContain('warning: 2 cleanup requests got no answer or were not sent: what they would have removed or restored may remain on the target:');
    for (const r of left) expect(text).toContain(`  ${r}`);
  });

  it('is a warning under the verdict in summary.md', () => {
    const md = renderMarkdown(stopped());
    const lines = md.split('\n');
    const at = lines.findIndex((l) => l.startsWith('> **Warning:** 2 cleanup requests'));
    expect(at).toBeGreaterThan(lines.findIndex((l) => l.startsWith('**STOPPED**')));
    expect(lines.slice(at + 1, at + 3)).toEqual(['> - DELETE /hosts/tmkit1-h-3', '> - PUT /bandwidth']);
  });

  it('is an alert in the header of index.html', () => {
    const html = renderHtml(stopped());
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toContain('data-testid="cleanup-warning"');
    for (const r of left) expect(header).toContain(`<li><code>${r}</code></li>`);
  });

  it('is absent when cleanup finished', () => {
    expect(consoleSummary(passingResult(), { color: false })).not.toContain('cleanup');
    expect(renderMarkdown(passingResult())).not.toContain('Warning');
    expect(renderHtml(passingResult())).not.toContain('cleanup-warning"');
  });
});
