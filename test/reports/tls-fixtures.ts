// TLS facts for the report tests (issue 33): a verified server with a client certificate, and one
// reached with --insecure whose verification would fail. Fixed dates: no "today" in a test.
import type { RunResult } from '../../conformance/index.ts';
import { passingResult } from './fixtures.ts';

type TlsFacts = NonNullable<RunResult['tls']>;

export const VERIFIED_TLS: TlsFacts = {
  protocol: 'TLSv1.3',
  cipher: 'TLS_AES_256_GCM_SHA384',
  certificate: {
    subject: 'CN=transfers.example.org, O=Example',
    issuer: 'CN=Example Issuing CA, O=Example',
    names: ['DNS:transfers.example.org', 'IP Address:10.0.0.1'],
    validFrom: '2024-06-01T00:00:00.000Z',
    validTo: '2025-06-01T00:00:00.000Z',
    daysLeft: 151,
    selfSigned: false,
    fingerprint256: 'AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89',
  },
  verified: true,
  insecure: false,
  servername: 'transfers.example.org',
  clientCertificateSent: true,
  clientCertificateSubject: 'CN=tmkit-client, O=Example',
};

/** 3.6.2's test certificate, reached by address with --insecure and no client certificate. */
export const INSECURE_TLS: TlsFacts = {
  protocol: 'TLSv1.2',
  cipher: 'ECDHE-RSA-AES128-GCM-SHA256',
  certificate: {
    subject: 'CN=GoldenGate, O=Waarp',
    issuer: 'CN=GoldenGate, O=Waarp',
    names: ['CN:GoldenGate'],
    validFrom: '2014-01-01T00:00:00.000Z',
    validTo: '2024-12-29T00:00:00.000Z',
    daysLeft: -3,
    selfSigned: true,
    fingerprint256: '01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF',
  },
  verified: false,
  insecure: true,
  verifyError: 'DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate',
  servername: '10.0.0.1',
  clientCertificateSent: false,
};

/** The passing run against an https:// target with the given facts. */
export const httpsResult = (tls: TlsFacts): RunResult => ({ ...passingResult(), target: { kind: 'http', url: 'https://10.0.0.1:8067' }, tls });
