// index.html: one self-contained page, every text escaped, every deviation shown.
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../reports/index.ts';
import { xmlText } from '../../reports/escape.ts';
import { failingResult, passingResult } from './fixtures.ts';

describe('index.html', () => {
  const html = renderHtml(failingResult());

  it('is one document that loads nothing from elsewhere', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html.match(/<html\b/g)).toHaveLength(1);
    expect(html).not.toMatch(/<link\b|<img\b|<iframe\b|@import|url\(/i);
    expect(html).not.toMatch(/\bsrc\s*=/i);
    // Links only within the page.
    for (const m of html.matchAll(/\bhref\s*=\s*["']?([^"'\s>]*)/gi)) expect(m[1]).toMatch(/^#/);
    expect(html).not.toMatch(/<(?:a|link|script|img)\b[^>]*https?:\/\//i);
  });

  it('escapes what the run reports', () => {
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert("x")&lt;/script&gt; &amp;');
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('says the verdict, the counts, and lists every check and deviation', () => {
    expect(html).toMatch(/<h1>FAIL <small>exit 1<\/small><\/h1>/);
    expect(html).toContain('seed <b>42</b>');
    expect(html).toContain('<div class="card critical"><b>1</b>critical</div>');
    for (const c of failingResult().checks) expect(html).toContain(`<code>${c.id}</code>`);
    const articles = html.match(/<article class="deviation[^"]*"/g) ?? [];
    expect(articles).toEqual(['<article class="deviation"', '<article class="deviation"', '<article class="deviation baselined"']);
    for (const d of failingResult().deviations) {
      expect(html).toContain(xmlText(d.title).replace('\u0001', '\uFFFD'));
      expect(html).toContain(xmlText(d.operation));
    }
    expect(html).toContain('<div class="compare"><div><h4>Expected</h4><pre>Documented: 200, 400, 401</pre></div><div><h4>Received</h4>');
    expect(html).toMatch(/<div class="curl"><pre>curl -i -X PUT /);
  });

  it('highlights what the run did not cover', () => {
    expect(html).toContain('operations 2/3, documented statuses 4/9, parameters 2/3');
    expect(html).toMatch(/<tr class="gap" [^>]*data-gap="true"><td>POST \/hosts<\/td>/);
    expect(html).toMatch(/<tr data-testid="coverage-row" [^>]*data-gap="false"><td>GET \/transfers<\/td>/);
    expect(html).toContain('<span class="unseen" title="documented, not seen">401</span>');
    expect(html).toContain('<span class="undocumented" title="seen, not documented">500</span>');
    expect(html).toContain('not used: HOSTID');
  });

  it('marks rows and articles for the filters, and renders the filter bars hidden until the script shows them', () => {
    const articles = [...html.matchAll(/<article class="deviation[^"]*" id="d\d+" ([^>]*)>/g)].map((m) => m[1]);
    expect(articles).toEqual([
      'data-testid="deviation" data-severity="critical" data-check="not_a_server_error" data-operation="PUT /server" data-baselined="false"',
      'data-testid="deviation" data-severity="major" data-check="response_schema_conformance" data-operation="POST /hosts" data-baselined="false"',
      'data-testid="deviation" data-severity="minor" data-check="list_filters" data-operation="GET /hosts" data-baselined="true"',
    ]);
    expect(html).toContain('<tr data-testid="check-row" data-check="v2_limits" data-status="error" data-severity="major" data-kind="scenario">');
    for (const bar of ['deviation-filters', 'check-filters', 'coverage-filters']) expect(html).toMatch(new RegExp(`<div class="filters[^"]*" id="${bar}" data-testid="${bar}" hidden>`));
    expect(html).toMatch(/id="filter-severity-critical" data-testid="filter-severity-critical" data-facet="severity" data-value="critical" aria-pressed="false" title="1 critical deviation below">critical <span class="n">1<\/span><\/button>/);
    expect(html).toContain('<option value="">all checks (3)</option><option value="list_filters">list_filters (1)</option>');
    expect(html).toMatch(/<input type="checkbox" id="filter-baselined" data-testid="filter-baselined" checked> show baselined <span class="n">1<\/span>/);
    expect(html).toMatch(/id="filter-status-skipped"[^>]*>skipped <span class="n">1<\/span>/);
    expect(html).toMatch(/<input type="checkbox" id="filter-gaps" data-testid="filter-gaps"> only rows with gaps <span class="n">2<\/span>/);
    expect(html).toContain('>3 of 3 deviations shown</span>');
    expect(html).toMatch(/<p class="empty" id="deviations-empty" data-testid="deviations-empty" hidden>/);
    expect(html).toMatch(/<tr class="empty-row" id="coverage-empty" data-testid="coverage-empty" hidden>/);
    // The one script cannot be cut short by its own text.
    expect(html.match(/<\/script/gi)).toHaveLength(1);
  });

  it('says PASS for a clean run', () => {
    const clean = renderHtml(passingResult());
    expect(clean).toContain('<header class="verdict pass">');
    expect(clean).toContain('None: every answer matched the interface.');
    expect(clean).not.toContain('id="deviation-filters"');
  });
});
