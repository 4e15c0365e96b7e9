// A client of the fake over HTTPS for the TLS tests: node:https with the certificate to trust and,
// for mutual TLS, the client's own; an Agent keeps the connection alive across requests.
import { Agent, request } from 'node:https';
import type { CertificatePair } from '../../fake-server/tls/certificate.ts';

export interface HttpsAnswer {
  readonly status: number;
  readonly body: string;
  /** The request went on a connection an earlier request had opened (keep-alive). */
  readonly reused: boolean;
}

/** A kept-alive client trusting `ca`, presenting `client` when given; `destroy()` when done. */
export function httpsClient(ca: string | undefined, client?: CertificatePair): Agent {
  return new Agent({ keepAlive: true, maxSockets: 1, ...(ca === undefined ? {} : { ca }), ...(client ?? {}) });
}

/** One request through `agent`; rejects on a TLS or connection failure. */
export function httpsRequest(agent: Agent, url: string, method = 'GET', body = ''): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method, headers: body === '' ? {} : { 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), reused: req.reusedSocket }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
