// tls_certificate_valid: a production HTTPS deployment presents a certificate its clients can
// verify, with time left. The facts come from the handshake at the start of the run (run.ts):
// verification with the run's own trust (--cacert, NODE_EXTRA_CA_CERTS, Node's CAs) and name
// (--servername); under --insecure, what verification would have said.
import { NotJudged, type ScenarioCheck } from '../check.ts';
import type { CheckContext } from '../../runner/context.ts';

/** Fewer days than this before the certificate expires is a finding: time to renew, before clients fail. */
export const EXPIRY_WARNING_DAYS = 30;

export const tlsCertificateValid: ScenarioCheck = {
  id: 'tls_certificate_valid',
  kind: 'scenario',
  severity: 'minor',
  rule: `An HTTPS server presents a certificate its clients can verify (trusted chain, its name, within its validity), valid for at least ${EXPIRY_WARNING_DAYS} more days.`,
  failsWhen: `the server's certificate fails verification (an untrusted or self-signed chain, a name it does not carry, expired or not yet valid), also when --insecure skipped that verification for the run, or it expires within ${EXPIRY_WARNING_DAYS} days (https:// targets only; skipped otherwise).`,
  needs: { tls: true },
  async run(ctx: CheckContext) {
    const facts = ctx.tls?.facts;
    if (facts === undefined) throw new NotJudged('the TLS handshake at the start of the run gave no certificate');
    const c = facts.certificate;
    const presented = `Received: ${c.subject}, issued by ${c.issuer}, names ${c.names.join(', ') || 'none'}, valid ${c.validFrom} to ${c.validTo}`;
    if (!facts.verified) {
      ctx.report({
        title: `the server's certificate fails verification (${facts.verifyError ?? 'not verified'})`,
        expected: `Expected: a certificate that verifies against the trusted CAs for the name ${facts.servername}`,
        received: `${presented}; verification: ${facts.verifyError ?? 'failed'}${facts.insecure ? ' (--insecure: the run went on without verifying)' : ''}`,
      });
      return;
    }
    if (c.daysLeft < EXPIRY_WARNING_DAYS) {
      ctx.report({
        title: `the server's certificate expires in ${c.daysLeft} day(s)`,
        expected: `Expected: at least ${EXPIRY_WARNING_DAYS} days of validity left`,
        received: `${presented} (${c.daysLeft} day(s) left)`,
      });
    }
  },
};
