// An https:// target's TLS facts in every report (issue 33): the console header, summary.md,
// index.html, junit.xml and report.json show protocol, cipher, certificate, verification and the
// client certificate; --insecure is a warning at the top of each and a skipped testcase in JUnit.
// An http:// target's reports have no trace of TLS.
import { describe, expect, it } from 'vitest';
import { consoleSummary, renderHtml, renderJson, renderJunit, renderMarkdown } from '../../reports/index.ts';
import { daysLeftText } from '../../reports/tls.ts';
import { passingResult } from './fixtures.ts';
import { httpsResult, INSECURE_TLS, VERIFIED_TLS } from './tls-fixtures.ts';
import { descendants, parseXml, type XmlElement } from './xml.ts';

const verified = httpsResult(VERIFIED_TLS);
const insecure = httpsResult(INSECURE_TLS);
const WARNING =
  'TLS NOT VERIFIED (--insecure): the server\'s certificate was not checked, so nothing proves the run reached 10.0.0.1 and not a server in between; verification would fail with DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate';

const properties = (suite: XmlElement): Record<string, string> => Object.fromEntries(descendants(suite, 'property').map((p) => [p.attrs['name'], p.attrs['value']]));

describe('the console header of an https:// target', () => {
  it('gives the connection and the certificate under the first line, before the verdict', () => {
    const lines = consoleSummary(verified, { color: false }).split('\n');
    expect(lines[0]).toBe('tmkit check: https://10.0.0.1:8067 · seed 42 · 25 runs · 99 requests · 1.2 s');
    expect(lines[1]).toBe('tls: TLSv1.3 · TLS_AES_256_GCM_SHA384 · verified as transfers.example.org · client certificate sent: CN=tmkit-client, O=Example');
    expect(lines[2]).toBe(
      'certificate: CN=transfers.example.org, O=Example · issuer CN=Example Issuing CA, O=Example · names DNS:transfers.example.org, IP Address:10.0.0.1 · valid until 2025-06-01T00:00:00.000Z (151 days left)',
    );
    expect(lines[3]).toBe('PASS (exit 0): no deviation beyond the baseline');
  });

  it('puts --insecure first, in the failure colour, and says what verification would have said', () => {
    const lines = consoleSummary(insecure, { color: false }).split('\n');
    expect(lines[1]).toBe(`warning: ${WARNING}`);
    expect(lines[2]).toBe('tls: TLSv1.2 · ECDHE-RSA-AES128-GCM-SHA256 · NOT VERIFIED (--insecure) as 10.0.0.1 · no client certificate');
    expect(lines[3]).toBe('certificate: CN=GoldenGate, O=Waarp · issuer CN=GoldenGate, O=Waarp (self-signed) · names CN:GoldenGate · valid until 2024-12-29T00:00:00.000Z (expired 3 days ago)');
    expect(consoleSummary(insecure, { color: true })).toContain('\u001b[31;1mwarning: TLS NOT VERIFIED (--insecure)');
  });
});

describe('summary.md of an https:// target', () => {
  it('has a TLS section with every fact', () => {
    const md = renderMarkdown(verified);
    const at = md.split('\n').indexOf('## TLS');
    expect(at).toBeGreaterThan(0);
    expect(md.split('\n').slice(at + 2, at + 14)).toEqual([
      '- verification: **verified**',
      '- protocol: TLSv1.3',
      '- cipher: TLS\\_AES\\_256\\_GCM\\_SHA384',
      '- server name (checked, sent as SNI): transfers.example.org',
      '- certificate subject: CN=transfers.example.org, O=Example',
      '- issuer: CN=Example Issuing CA, O=Example',
      '- names: DNS:transfers.example.org, IP Address:10.0.0.1',
      '- valid from: 2024-06-01T00:00:00.000Z',
      '- valid until: 2025-06-01T00:00:00.000Z (151 days left)',
      '- SHA-256 fingerprint: ' + VERIFIED_TLS.certificate.fingerprint256,
      '- client certificate: sent: CN=tmkit-client, O=Example',
      '',
    ]);
    expect(md).not.toContain('NOT VERIFIED');
  });

  it('warns of --insecure right under the verdict', () => {
    const lines = renderMarkdown(insecure).split('\n');
    expect(lines[2]).toBe('**PASS** (exit 0): no deviation beyond the baseline');
    expect(lines[3]).toBe(`> **Warning:** ${WARNING.replaceAll('_', '\\_')}`);
    expect(lines).toContain('- verification: **NOT VERIFIED (--insecure)**');
    expect(lines).toContain('- verification would fail with: DEPTH\\_ZERO\\_SELF\\_SIGNED\\_CERT: self-signed certificate');
    expect(lines).toContain('- client certificate: not sent');
  });

  it('puts the --insecure warning above the cleanup warning', () => {
    const lines = renderMarkdown({ ...insecure, cleanupIncomplete: ['DELETE /hosts/tmkit-1'] }).split('\n');
    expect(lines.slice(3, 7)).toEqual([`> **Warning:** ${WARNING.replaceAll('_', '\\_')}`, '', expect.stringMatching(/^> \*\*Warning:\*\* 1 cleanup request got no answer/), '> - DELETE /hosts/tmkit-1']);
  });
});

describe('index.html of an https:// target', () => {
  const rows = (html: string) => Object.fromEntries([...html.matchAll(/<tr data-testid="tls-fact" data-key="(\w+)"><th>[^<]*<\/th><td[^>]*>([^<]*)<\/td><\/tr>/g)].map((m) => [m[1], m[2]]));

  it('has a TLS section with every fact, linked from the navigation', () => {
    const html = renderHtml(verified);
    expect(html).toContain('<a href="#tls">tls</a>');
    expect(rows(html)).toEqual({
      verification: 'verified',
      protocol: 'TLSv1.3',
      cipher: 'TLS_AES_256_GCM_SHA384',
      servername: 'transfers.example.org',
      subject: 'CN=transfers.example.org, O=Example',
      issuer: 'CN=Example Issuing CA, O=Example',
      names: 'DNS:transfers.example.org, IP Address:10.0.0.1',
      validFrom: '2024-06-01T00:00:00.000Z',
      validTo: '2025-06-01T00:00:00.000Z (151 days left)',
      fingerprint256: VERIFIED_TLS.certificate.fingerprint256,
      clientCertificate: 'sent: CN=tmkit-client, O=Example',
    });
    expect(html).not.toContain('data-testid="tls-warning"');
  });

  it('warns of --insecure in the verdict header, and marks the verification row', () => {
    const html = renderHtml(insecure);
    expect(html).toContain(`<div class="tls-warning" role="alert" data-testid="tls-warning"><b>Warning:</b> ${WARNING}</div>`);
    expect(html.indexOf('data-testid="tls-warning"')).toBeLessThan(html.indexOf('<ul class="facts">'));
    expect(html).toContain('<td class="not-verified">NOT VERIFIED (--insecure)</td>');
    expect(rows(html)).toMatchObject({ verifyError: 'DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate', clientCertificate: 'not sent', issuer: 'CN=GoldenGate, O=Waarp (self-signed)' });
  });
});

describe('junit.xml of an https:// target', () => {
  it('opens with a tls suite: the facts as properties and system-out, a passing testcase when verified', () => {
    const root = parseXml(renderJunit(verified));
    const tls = root.children[0]!;
    expect(tls.attrs).toMatchObject({ name: 'tls', tests: '1', failures: '0', skipped: '0' });
    expect(properties(tls)).toEqual({
      'tls.verified': 'true',
      'tls.protocol': 'TLSv1.3',
      'tls.cipher': 'TLS_AES_256_GCM_SHA384',
      'tls.servername': 'transfers.example.org',
      'tls.subject': 'CN=transfers.example.org, O=Example',
      'tls.issuer': 'CN=Example Issuing CA, O=Example',
      'tls.names': 'DNS:transfers.example.org, IP Address:10.0.0.1',
      'tls.validFrom': '2024-06-01T00:00:00.000Z',
      'tls.validTo': '2025-06-01T00:00:00.000Z (151 days left)',
      'tls.fingerprint256': VERIFIED_TLS.certificate.fingerprint256,
      'tls.clientCertificate': 'sent: CN=tmkit-client, O=Example',
    });
    expect(descendants(tls, 'testcase').map((c) => [c.attrs['name'], c.children.length])).toEqual([['server certificate verified', 0]]);
    expect(descendants(tls, 'system-out')[0]?.text).toContain('tls: TLSv1.3 · TLS_AES_256_GCM_SHA384 · verified as transfers.example.org');
    expect(root.attrs).toMatchObject({ name: 'tmkit check https://10.0.0.1:8067 seed 42', tests: '4', skipped: '1' });
  });

  it('says --insecure in the suite name, a property, the system-out and a skipped testcase', () => {
    const root = parseXml(renderJunit(insecure));
    const tls = root.children[0]!;
    expect(root.attrs).toMatchObject({ name: 'tmkit check https://10.0.0.1:8067 seed 42 (TLS NOT VERIFIED (--insecure))', tests: '4', skipped: '2' });
    expect(properties(tls)).toMatchObject({ 'tls.verified': 'false (--insecure)', 'tls.verifyError': 'DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate', 'tls.clientCertificate': 'not sent' });
    expect(descendants(tls, 'skipped')[0]?.attrs['message']).toBe(WARNING);
    expect(descendants(tls, 'system-out')[0]?.text.split('\n')[0]).toBe(`warning: ${WARNING}`);
  });
});

describe('report.json of an https:// target', () => {
  it('carries the facts as they are', () => {
    expect(JSON.parse(renderJson(insecure))).toEqual(insecure);
    expect(JSON.parse(renderJson(verified))).toEqual(verified);
  });
});

describe('an http:// target', () => {
  it('has no TLS in any report', () => {
    const r = passingResult();
    expect(consoleSummary(r, { color: false })).not.toMatch(/^(tls|certificate):|TLS/m);
    expect(renderMarkdown(r)).not.toContain('TLS');
    expect(renderHtml(r)).not.toMatch(/id="tls"|href="#tls"|tls-warning"/);
    expect(parseXml(renderJunit(r)).children.map((s) => s.attrs['name'])).not.toContain('tls');
    expect(renderJunit(r)).not.toContain('tls.');
    expect(JSON.parse(renderJson(r))).not.toHaveProperty('tls');
  });
});

describe('the TLS wording', () => {
  it('counts the days left in words, expired ones too', () => {
    expect([1, 2, 0, -1, -30].map(daysLeftText)).toEqual(['1 day left', '2 days left', 'expires today', 'expired 1 day ago', 'expired 30 days ago']);
  });

  it('says NOT VERIFIED without --insecure as it is, never claiming the option', () => {
    const unverified = httpsResult({ ...INSECURE_TLS, insecure: false });
    expect(consoleSummary(unverified, { color: false }).split('\n')[1]).toMatch(/^warning: TLS NOT VERIFIED: /);
    expect(properties(parseXml(renderJunit(unverified)).children[0]!)['tls.verified']).toBe('false');
  });
});
