// A small HTTP client for the hostile tests: node:http (WHATWG fetch refuses a body on GET,
// DESIGN §8), any method and header, the answer's status, headers and text.
import { request, type Agent, type IncomingHttpHeaders } from 'node:http';

export interface HttpAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export interface HttpCall {
  readonly method: string;
  /** Path and query. */
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly agent?: Agent | false;
}

/**
 * What node's client will put on the wire: it refuses a path with characters outside
 * \u0021-\u00ff, so those are percent-encoded (Latin-1 bytes still travel raw).
 */
export const wirePath = (url: string): string =>
  url.replace(/[^\u0021-\u00ff]/gu, (c) => [...Buffer.from(c, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''));

export function httpCall(base: string, c: HttpCall): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const body = c.body === undefined || c.body === '' ? undefined : Buffer.from(c.body, 'utf8');
    const headers: Record<string, string> = { ...(c.headers ?? {}) };
    if (body) headers['content-length'] = String(body.length);
    // host, port and path given apart: a URL string would be normalised (`/a/../b` sent as `/b`).
    const { hostname, port } = new URL(base);
    const path = wirePath(c.url.startsWith('/') ? c.url : `/${c.url}`);
    const req = request({ hostname, port, path, method: c.method, headers, agent: c.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
