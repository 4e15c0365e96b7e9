// One request over node:http with its answer as raw bytes: the benchmarks record what a server
// answers (to serve the same bytes from the baseline and the peers) and check it before timing.
// node:http, not fetch: it keeps the bytes as sent and does not refuse a body on GET (DESIGN §8).
// An https:// base goes through node:https without verifying the certificate, as autocannon does:
// the bench measures a server of its own making; the TLS tests (test/tls/) are what verify.
import { request, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface RawRequestSpec {
  readonly method: string;
  /** Path and query. */
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

export function fetchRaw(base: string, spec: RawRequestSpec, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...spec.headers };
    if (spec.body !== undefined) headers['content-length'] = String(Buffer.byteLength(spec.body));
    const { hostname, port } = new URL(base);
    // The path goes out verbatim (not resolved as a URL): `//x` or `/./x` are paths too.
    const options = { host: hostname, port, path: spec.path, method: spec.method, headers, timeout: timeoutMs, agent: false };
    const onAnswer = (res: IncomingMessage): void => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const h: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h[k] = Array.isArray(v) ? v.join(', ') : v;
        resolve({ status: res.statusCode ?? 0, headers: h, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    };
    const req = base.startsWith('https:') ? httpsRequest({ ...options, rejectUnauthorized: false }, onAnswer) : request(options, onAnswer);
    req.on('timeout', () => req.destroy(new Error(`${spec.method} ${spec.path}: no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(spec.body);
  });
}
