// `transfer-monitor-kit/vitest`: one fake on loopback HTTP (or HTTPS, `tls`) per test file, back to its seeded state
// before each test, closed after the file. For suites whose client speaks real HTTP (no msw).
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { fakeServerPerFile, type FakeServerHandle, type UseFakeServerOptions } from './test-hooks.ts';

export type { FakeServerHandle, UseFakeServerOptions };
// The journal's assertion, here too: a vitest suite imports its whole stand-in from one door.
export { verify, VerificationError, type RequestMatcher, type MishapSpec, type JournalEntry } from './stand-in/index.ts';
// Certificates for a mutual-TLS test: a CA, a client certificate it signs (fake-server/tls/).
export { makeCertificate, type CertificatePair, type CertificateRequest } from './tls/certificate.ts';
export type { TlsOption } from './tls/tls-option.ts';

/**
 * Registers vitest hooks: `beforeAll` starts a fake on loopback, `beforeEach` puts it back to its
 * seeded state (data, block flag, frozen clock), `afterAll` closes it. Call it at the top of a test
 * file or `describe` block. (In jest: `fakeServerPerFile` from the main door, with jest's hooks.)
 *
 * @example
 * const monitor = useFakeServer({ seed: 3, dataset: 'small' });
 * it('lists transfers', async () => {
 *   const res = await fetch(`${monitor.url}/transfers?LIMIT=5`);
 *   expect(res.status).toBe(200);
 * });
 * // Over HTTPS: trust the certificate made at start.
 * const secure = useFakeServer({ tls: true });
 * // new undici.Agent({ connect: { ca: secure.ca } }), https.request(url, { ca: secure.ca })
 */
export function useFakeServer(options: UseFakeServerOptions = {}): FakeServerHandle {
  return fakeServerPerFile({ beforeAll, beforeEach, afterAll }, options);
}
