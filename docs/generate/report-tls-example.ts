// The https:// part of docs/report-format.md: the example run's result with an https:// target's
// TLS facts attached, once verified (with a client certificate) and once under --insecure, and
// what each format then shows. The facts are written here, not probed: the documented runs are
// against the in-process fake, which has no TLS. The field tables are still checked against the
// report.json these results render (report-shape.ts), and every example is the writers' output.
import type { RunResult } from '../../conformance/index.ts';
import { consoleSummary, renderJunit, renderMarkdown } from '../../reports/index.ts';

type TlsFacts = NonNullable<RunResult['tls']>;

const URL = 'https://transfers.example.org:8067';

const VERIFIED: TlsFacts = {
  protocol: 'TLSv1.3',
  cipher: 'TLS_AES_256_GCM_SHA384',
  certificate: {
    subject: 'CN=transfers.example.org, O=Example',
    issuer: 'CN=Example Issuing CA, O=Example',
    names: ['DNS:transfers.example.org'],
    validFrom: '2025-01-01T00:00:00.000Z',
    validTo: '2026-01-01T00:00:00.000Z',
    daysLeft: 200,
    selfSigned: false,
    fingerprint256: '3F:9A:1C:44:0B:D2:7E:85:A1:6C:0F:93:58:E4:2B:71:CC:08:5D:B6:19:F0:A7:3E:62:D5:8B:04:C9:1E:77:A2',
  },
  verified: true,
  insecure: false,
  servername: 'transfers.example.org',
  clientCertificateSent: true,
  clientCertificateSubject: 'CN=tmkit-ci, O=Example',
};

const { clientCertificateSubject: _client, ...NO_CLIENT_CERTIFICATE } = VERIFIED;

/** The same server with a self-signed certificate, reached with --insecure and no client certificate. */
const INSECURE: TlsFacts = {
  ...NO_CLIENT_CERTIFICATE,
  certificate: { ...VERIFIED.certificate, issuer: VERIFIED.certificate.subject, selfSigned: true },
  verified: false,
  insecure: true,
  verifyError: 'DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate',
  clientCertificateSent: false,
};

// A URL target's run also reports its rate: the default cap of a real server (the fake's would be `stand-in`).
const withTls = (r: RunResult, tls: TlsFacts): RunResult => ({ ...r, target: { kind: 'http', url: URL }, tls, rate: { maxRps: 20, source: 'default' } });

/** The example result against an https:// target: verified, and under --insecure. */
export const tlsResults = (example: RunResult): { readonly verified: RunResult; readonly insecure: RunResult } => ({
  verified: withTls(example, VERIFIED),
  insecure: withTls(example, INSECURE),
});

/** The lines of `text` from the one that starts with `from` up to (not including) the first that starts with `to`. */
function slice(text: string, from: string, to: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith(from));
  const end = lines.findIndex((l, i) => i > start && l.startsWith(to));
  if (start < 0 || end < 0) throw new Error(`docs/generate/report-tls-example.ts: no "${from}" … "${to}" in a writer's output: update it`);
  return lines.slice(start, end).join('\n');
}

/** What each format shows of the TLS facts: the console headers of both results, and the --insecure result's summary.md and junit.xml parts. */
export interface TlsExamples {
  readonly url: string;
  readonly console: string;
  readonly markdown: string;
  readonly junit: string;
  readonly json: string;
}

export function tlsExamples(example: RunResult): TlsExamples {
  const { verified, insecure } = tlsResults(example);
  const md = renderMarkdown(insecure);
  const xml = renderJunit(insecure);
  return {
    url: URL,
    console: [verified, insecure].map((r) => slice(consoleSummary(r, { color: false }), 'tmkit check:', 'deviations:')).join('\n\n'),
    markdown: [slice(md, '**', '- target:').trimEnd(), '', '…', '', slice(md, '## TLS', '## Deviations')].join('\n'),
    junit: [slice(xml, '<testsuites', '  <testsuite name="'), slice(xml, '  <testsuite name="tls"', '  <testsuite name="'), '  …'].join('\n'),
    json: JSON.stringify({ tls: verified.tls }, null, 2),
  };
}
