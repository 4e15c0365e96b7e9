// index.html's parts for an https:// target (issue 33): the warning at the top of the page when
// the server was not verified (--insecure), and the TLS section with every fact of reports/tls.ts.
// Both are empty for an http:// target, so its page is what it was.
import type { RunResult } from '../conformance/index.ts';
import { xmlAttr as attr, xmlText as esc } from './escape.ts';
import { tlsFacts, tlsWarning } from './tls.ts';

/** The warning inside the verdict header, above every other fact of the run. */
export function tlsWarningHtml(result: RunResult): string {
  const warning = tlsWarning(result.tls);
  return warning ? `<div class="tls-warning" role="alert" data-testid="tls-warning"><b>Warning:</b> ${esc(warning)}</div>\n` : '';
}

/** The TLS section: one row per fact; the verification row marked when the server was not verified. */
export function tlsSection(result: RunResult): string {
  if (!result.tls) return '';
  const unverified = !result.tls.verified;
  const rows = tlsFacts(result.tls).map((f) => {
    const mark = f.key === 'verification' ? ` class="${unverified ? 'not-verified' : 'verified'}"` : '';
    return `<tr data-testid="tls-fact" data-key="${attr(f.key)}"><th>${esc(f.label)}</th><td${mark}>${esc(f.text)}</td></tr>`;
  });
  return `<section id="tls"><h2>TLS</h2><table class="narrow"><tbody>
${rows.join('\n')}
</tbody></table></section>\n`;
}
