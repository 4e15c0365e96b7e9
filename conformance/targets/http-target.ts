// A server behind a URL (DESIGN §6): keep-alive, a per-request timeout that covers the whole
// exchange (connect, headers and body: a server that trickles bytes cannot hold the run), at most
// `maxRps` requests per second, a cap on the body read, and retries only when the connection
// failed before any answer (never on an answer). Redirects are not followed: a 3xx is the
// target's answer, and the runner reports it. `node:http` rather than fetch: the interface sends
// JSON bodies with GET, which WHATWG fetch refuses (DESIGN §8). The request budget and the time
// budget belong to the run (conformance/client/run-control.ts), not to the transport.
import http from 'node:http';
import https from 'node:https';
import { TransportError, type Target, type WireRequest, type WireResponse } from './target.ts';

export interface HttpTargetOptions {
  /** The longest one exchange may take, from connecting to the last byte of the answer. */
  readonly timeoutMs: number;
  /** 0 or less: no rate limit. */
  readonly maxRps: number;
  /** Bodies larger than this are cut and flagged as truncated (default 10 MiB). */
  readonly maxBodyBytes?: number;
  /** How often a request whose connection failed before any answer is sent again (default 2). */
  readonly retries?: number;
}

export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Connection failures before any answer: nothing reached the server's handler, or the socket was stale. */
const RETRYABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/** A failure the transport may try again (it never reached an answer). */
class RetryableError extends TransportError {}

function headersOf(res: http.IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  return headers;
}

export function httpTarget(baseUrl: string, options: HttpTargetOptions): Target {
  const base = new URL(baseUrl);
  const secure = base.protocol === 'https:';
  const agent = secure ? new https.Agent({ keepAlive: true, maxSockets: 4 }) : new http.Agent({ keepAlive: true, maxSockets: 4 });
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const gap = options.maxRps > 0 ? 1000 / options.maxRps : 0;
  const prefix = base.pathname.replace(/\/+$/, '');
  let nextSlot = 0;

  const pace = async () => {
    if (gap === 0) return;
    // Rate limiting is about real time on the wire, not the fake's clock.
    const now = performance.now();
    const wait = nextSlot - now;
    nextSlot = Math.max(now, nextSlot) + gap;
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  };

  const once = (request: WireRequest, signal: AbortSignal | undefined): Promise<WireResponse> =>
    new Promise((resolve, reject) => {
      const url = new URL(request.url, base);
      const body = Buffer.from(request.body, 'utf8');
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        outcome();
      };
      const fail = (e: TransportError) => {
        settle(() => reject(e));
        req.destroy();
      };
      const req = (secure ? https : http).request(
        url,
        { method: request.method, agent, headers: { ...request.headers, ...(body.length > 0 ? { 'Content-Length': String(body.length) } : {}) } },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const done = (truncated: boolean) => settle(() => resolve({ status: res.statusCode ?? 0, headers: headersOf(res), body: Buffer.concat(chunks).toString('utf8'), truncated }));
          res.on('data', (c: Buffer) => {
            if (settled) return;
            if (size + c.length > maxBody) {
              chunks.push(c.subarray(0, maxBody - size));
              done(true);
              // The rest is never read: the socket goes, so the agent cannot hand it to the next request.
              req.destroy();
              return;
            }
            size += c.length;
            chunks.push(c);
          });
          res.on('end', () => done(false));
          const cut = () => fail(new TransportError('reset', `the connection was closed in the middle of the answer (status ${res.statusCode}, ${size} bytes of the body read)`));
          res.on('aborted', cut);
          res.on('error', cut);
        },
      );
      // First of all: every way out below destroys the request, which then emits 'error'.
      req.on('error', (e: NodeJS.ErrnoException) => {
        const failure = e.code === 'ECONNREFUSED' ? 'refused' : 'reset';
        const message = `${e.code ?? 'error'}: ${e.message}`;
        fail(e.code !== undefined && RETRYABLE.has(e.code) ? new RetryableError(failure, message) : new TransportError(failure, message));
      });
      const timer = setTimeout(() => fail(new TransportError('timeout', `no whole answer within ${options.timeoutMs} ms`)), options.timeoutMs);
      const onAbort = () => fail(new TransportError('aborted', 'the run stopped this request before its answer'));
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      req.end(body);
    });

  return {
    kind: 'http',
    baseUrl: base.origin + prefix,
    maxBodyBytes: maxBody,
    async send(request, signal) {
      const retries = options.retries ?? 2;
      for (let attempt = 0; ; attempt++) {
        await pace();
        try {
          return await once({ ...request, url: prefix + request.url }, signal);
        } catch (e) {
          // Only a connection that failed before any answer is retried: an answer, even a bad one, is the finding.
          if (attempt < retries && e instanceof RetryableError && signal?.aborted !== true) continue;
          throw e;
        }
      }
    },
    close: async () => agent.destroy(),
  };
}
