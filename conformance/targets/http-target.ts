// A server behind a URL (DESIGN §6): keep-alive, a per-request timeout, at most `maxRps`
// requests per second, a total request budget, and retries only when the connection failed
// before any answer (never on an answer). `node:http` rather than fetch: the interface sends
// JSON bodies with GET, which WHATWG fetch refuses (DESIGN §8).
import http from 'node:http';
import https from 'node:https';
import { TransportError, type Target, type WireRequest, type WireResponse } from './target.ts';

export interface HttpTargetOptions {
  readonly timeoutMs: number;
  /** 0 or less: no rate limit. */
  readonly maxRps: number;
  /** Total requests the run may send (retries included). */
  readonly budget: number;
  /** Bodies larger than this are cut and flagged as truncated. */
  readonly maxBodyBytes?: number;
  readonly retries?: number;
}

const RETRYABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

export function httpTarget(baseUrl: string, options: HttpTargetOptions): Target {
  const base = new URL(baseUrl);
  const secure = base.protocol === 'https:';
  const agent = secure ? new https.Agent({ keepAlive: true, maxSockets: 4 }) : new http.Agent({ keepAlive: true, maxSockets: 4 });
  const maxBody = options.maxBodyBytes ?? 10 * 1024 * 1024;
  const gap = options.maxRps > 0 ? 1000 / options.maxRps : 0;
  let sent = 0;
  let nextSlot = 0;

  const pace = async () => {
    if (gap === 0) return;
    // Rate limiting is about real time on the wire, not the fake's clock.
    const now = performance.now();
    const wait = nextSlot - now;
    nextSlot = Math.max(now, nextSlot) + gap;
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  };

  const once = (request: WireRequest): Promise<WireResponse> =>
    new Promise((resolve, reject) => {
      const url = new URL(request.url, base);
      const body = Buffer.from(request.body, 'utf8');
      const req = (secure ? https : http).request(
        url,
        { method: request.method, agent, headers: { ...request.headers, ...(body.length > 0 ? { 'Content-Length': String(body.length) } : {}) } },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          let truncated = false;
          res.on('data', (c: Buffer) => {
            if (truncated) return;
            size += c.length;
            if (size > maxBody) {
              truncated = true;
              chunks.push(c.subarray(0, c.length - (size - maxBody)));
              res.destroy();
              finish();
              return;
            }
            chunks.push(c);
          });
          let done = false;
          const finish = () => {
            if (done) return;
            done = true;
            const headers: Record<string, string> = {};
            for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
            resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8'), truncated });
          };
          res.on('end', finish);
          res.on('error', (e) => (truncated ? finish() : reject(new TransportError('reset', `the answer was cut: ${e.message}`))));
          res.on('aborted', () => {
            if (!truncated) reject(new TransportError('reset', 'the connection was reset in the middle of the answer'));
          });
        },
      );
      req.setTimeout(options.timeoutMs, () => req.destroy(new TransportError('timeout', `no answer within ${options.timeoutMs} ms`)));
      req.on('error', (e: NodeJS.ErrnoException) => {
        if (e instanceof TransportError) return reject(e);
        reject(Object.assign(new TransportError(e.code === 'ECONNREFUSED' ? 'refused' : 'reset', `${e.code ?? 'error'}: ${e.message}`), { code: e.code }));
      });
      req.end(body);
    });

  return {
    kind: 'http',
    baseUrl: base.origin + base.pathname.replace(/\/+$/, ''),
    async send(request) {
      const retries = options.retries ?? 2;
      for (let attempt = 0; ; attempt++) {
        if (sent >= options.budget) throw new TransportError('budget', `the request budget of ${options.budget} is spent`);
        sent++;
        await pace();
        try {
          const prefix = base.pathname.replace(/\/+$/, '');
          return await once({ ...request, url: prefix + request.url });
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code;
          // Only a connection that failed before any answer is retried: an answer, even a bad one, is the finding.
          if (attempt < retries && code !== undefined && RETRYABLE.has(code)) continue;
          throw e;
        }
      }
    },
    close: async () => agent.destroy(),
  };
}
