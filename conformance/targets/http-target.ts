// A server behind a URL (DESIGN §6): keep-alive, a per-request timeout that covers the whole
// exchange (connect, headers and body: a server that trickles bytes cannot hold the run), at most
// `maxRps` requests per second, a cap on the body read, and retries only when the connection
// failed before any answer (never on an answer). Redirects are not followed: a 3xx is the
// target's answer, and the runner reports it. undici's `request` API rather than fetch: the
// interface sends JSON bodies with GET, which WHATWG fetch refuses (DESIGN §8). The request budget
// and the time budget belong to the run (conformance/client/run-control.ts), not to the transport.
//
// What undici offers and what is not taken: its headersTimeout and bodyTimeout are idle timers
// (a trickle of bytes resets them), so they are off and one AbortSignal per exchange carries the
// whole-exchange timeout and the run's stop instead. Its retry interceptor is not used: it sends
// again after 5xx and 429 answers and resumes a cut body with a Range request, while here an
// answer is never sent again and every attempt is paced.
import { Client as Connection, Pool, type Dispatcher } from 'undici';
import { apiGenerationOf } from '../../contract/index.ts';
import { TransportError, type OneConnectionResult, type Target, type WireRequest, type WireResponse } from './target.ts';
import { connectOptionsOf, type TlsClientOptions } from '../tls/tls-options.ts';
import { opensslReason, tlsCauseOf, tlsFailure, type FailureContext } from '../tls/tls-failure.ts';
import { explainNoAnswer, targetTlsOf } from '../tls/target-tls.ts';
import { failureContextOf } from '../tls/probe.ts';
import { targetRate, type RateSetting, type TargetRate } from './rate.ts';

export interface HttpTargetOptions {
  /** The longest one exchange may take, from connecting to the last byte of the answer. */
  readonly timeoutMs: number;
  /** 0 or less: no rate limit. */
  readonly maxRps: number;
  /**
   * `default`: maxRps is the safety default for a real server, lifted when the target answers as
   * the tmkit fake (targets/rate.ts). `given` (when left out): the user's, it always holds.
   */
  readonly maxRpsSource?: 'given' | 'default';
  /** Called when the target answers as the tmkit fake and its default cap goes (a command's line that says so). */
  readonly onRateLifted?: (setting: RateSetting) => void;
  /** Bodies larger than this are cut and flagged as truncated (default 10 MiB). */
  readonly maxBodyBytes?: number;
  /** How often a request whose connection failed before any answer is sent again (default 2). */
  readonly retries?: number;
  /** For an https:// URL: what to trust, the name to check, a client certificate (conformance/tls/tls-options.ts). */
  readonly tls?: TlsClientOptions;
}

export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * Connection failures before any answer: nothing reached the server's handler, or the socket was
 * stale. UND_ERR_SOCKET is undici's "other side closed" (node:http said ECONNRESET there).
 */
const RETRYABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_SOCKET']);
/** undici refused to build the request (a header it does not allow): the caller's bug, not the target's answer. */
const NOT_SENT = new Set(['UND_ERR_INVALID_ARG', 'UND_ERR_NOT_SUPPORTED']);

/**
 * Requests after which the connection is not used again. HEAD: a server may send a body anyway.
 * /v2: a real 3.6.2 server swaps its v1 handler out of a connection's pipeline for a /v2 request
 * and cannot put it back, so the next v1 request on that connection never gets an answer
 * (docs/real-server-3.6.2.md); one connection per /v2 request costs little, and the defect is
 * still reported, once, by keep_alive_after_v2, which sends on one connection on purpose. A
 * request that got no answer needs no rule here: aborting it destroys its socket.
 */
export const closesConnection = (request: Pick<WireRequest, 'method' | 'url'>): boolean =>
  request.method === 'HEAD' || apiGenerationOf(request.url.split('?')[0] ?? '') === 'v2';

/** A failure the transport may try again (it never reached an answer). */
class RetryableError extends TransportError {}

function headersOf(res: Dispatcher.ResponseData): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  return headers;
}

/** Spaces requests `1000 / maxRps` ms apart, at the rate in force when each goes (no wait when maxRps is 0 or less). */
function pacer(rate: TargetRate): () => Promise<void> {
  let nextSlot = 0;
  return async () => {
    const { maxRps } = rate.setting();
    if (maxRps <= 0) return;
    const gap = 1000 / maxRps;
    // Rate limiting is about real time on the wire, not the fake's clock.
    const now = performance.now();
    const wait = nextSlot - now;
    nextSlot = Math.max(now, nextSlot) + gap;
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  };
}

/** What a request that got no answer at all failed with (`timedOut`: the message of a timeout; `tls`: what a TLS failure's line needs). */
function failureBeforeAnswer(e: unknown, timedOut: string, tls: TlsContext): unknown {
  const code = (e as NodeJS.ErrnoException).code;
  if (code !== undefined && NOT_SENT.has(code)) return e;
  // A certificate or handshake problem is never "reset": the user has an option to fix it.
  const cause = tlsCauseOf(code);
  if (cause !== undefined) {
    const failure = tlsFailure(cause, { ...tls, detail: opensslReason((e as Error).message) }, code);
    return new TransportError('tls', failure.message, failure);
  }
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return new TransportError('timeout', timedOut);
  const failure = code === 'ECONNREFUSED' ? 'refused' : 'reset';
  const message = `${code ?? 'error'}: ${(e as Error).message}`;
  return code !== undefined && RETRYABLE.has(code) ? new RetryableError(failure, message) : new TransportError(failure, message);
}

/** The answer's body, at most `maxBody` bytes of it (`truncated` when there was more). */
async function readBody(res: Dispatcher.ResponseData, maxBody: number, exchange: AbortSignal): Promise<{ body: string; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const c of res.body as AsyncIterable<Buffer>) {
      if (size + c.length > maxBody) {
        chunks.push(c.subarray(0, maxBody - size));
        // Leaving the loop destroys the body, and undici the socket with it: the rest is never read, the connection never reused.
        truncated = true;
        break;
      }
      size += c.length;
      chunks.push(c);
    }
  } catch {
    throw exchange.aborted ? exchange.reason : new TransportError('reset', `the connection was closed in the middle of the answer (status ${res.statusCode}, ${size} bytes of the body read)`);
  }
  return { body: Buffer.concat(chunks).toString('utf8'), truncated };
}

interface Wire {
  readonly prefix: string;
  readonly timeoutMs: number;
  readonly maxBody: number;
  readonly tls: TlsContext;
}

/** What a TLS failure's line names of this target (tls/tls-failure.ts). */
type TlsContext = Pick<FailureContext, 'target' | 'servername' | 'clientCertificateSent'>;

/** One exchange through `via`. `request.url` is the interface's path (no base prefix): `closesConnection` reads it. */
async function exchangeOnce(wire: Wire, request: WireRequest, signal: AbortSignal | undefined, via: Dispatcher, keepAlive: boolean): Promise<WireResponse> {
  const timedOut = `no whole answer within ${wire.timeoutMs} ms`;
  // One signal for the whole exchange; its reason is the TransportError to report.
  const exchange = new AbortController();
  const timer = setTimeout(() => exchange.abort(new TransportError('timeout', timedOut)), wire.timeoutMs);
  const onAbort = () => exchange.abort(new TransportError('aborted', 'the run stopped this request before its answer'));
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (signal?.aborted) onAbort();
    if (exchange.signal.aborted) throw exchange.signal.reason;
    let res: Dispatcher.ResponseData;
    try {
      // `reset: false`: undici would close the connection after a GET or DELETE with a body; node:http kept it.
      // HEAD keeps undici's close, against a server that sends a body anyway, and so does every
      // /v2 request (closesConnection).
      res = await via.request({ path: wire.prefix + request.url, method: request.method, headers: request.headers, body: request.body, signal: exchange.signal, reset: !keepAlive && closesConnection(request) });
    } catch (e) {
      throw exchange.signal.aborted ? exchange.signal.reason : failureBeforeAnswer(e, timedOut, wire.tls);
    }
    const { body, truncated } = await readBody(res, wire.maxBody, exchange.signal);
    return { status: res.statusCode, headers: headersOf(res), body, truncated };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

export function httpTarget(baseUrl: string, options: HttpTargetOptions): Target {
  const base = new URL(baseUrl);
  // A connect that hangs is given up with the exchange, so its socket does not linger either.
  // TLS is transport (DESIGN §6b): the same settings for every connection, nothing else knows.
  const connect = { timeout: options.timeoutMs, ...(base.protocol === 'https:' ? connectOptionsOf(options.tls) : {}) };
  const pool = new Pool(base.origin, { connections: 4, headersTimeout: 0, bodyTimeout: 0, connect });
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const tls: TlsContext = failureContextOf(base, options.tls);
  const wire: Wire = { prefix: base.pathname.replace(/\/+$/, ''), timeoutMs: options.timeoutMs, maxBody, tls };
  const targetTls = targetTlsOf(base, options.tls, options.timeoutMs);
  const rate = targetRate({ maxRps: options.maxRps, source: options.maxRpsSource ?? 'given' }, options.onRateLifted);
  const pace = pacer(rate);
  const once = (request: WireRequest, signal: AbortSignal | undefined, via: Dispatcher = pool, keepAlive = false) => exchangeOnce(wire, request, signal, via, keepAlive);

  return {
    kind: 'http',
    baseUrl: base.origin + wire.prefix,
    maxBodyBytes: maxBody,
    async send(request, signal) {
      const retries = options.retries ?? 2;
      for (let attempt = 0; ; attempt++) {
        await pace();
        try {
          return await once(request, signal);
        } catch (e) {
          // Only a connection that failed before any answer is retried: an answer, even a bad one, is the finding.
          if (attempt < retries && e instanceof RetryableError && signal?.aborted !== true) continue;
          throw e;
        }
      }
    },
    async sendOnOneConnection(requests, signal): Promise<OneConnectionResult> {
      // A connection of its own, kept alive whatever the requests are; `connections` counts the
      // connects, so a server that closed it in between is told from one that kept it.
      const connection = new Connection(base.origin, { pipelining: 1, headersTimeout: 0, bodyTimeout: 0, connect });
      let connections = 0;
      connection.on('connect', () => void connections++);
      const answers: (WireResponse | TransportError)[] = [];
      try {
        for (const request of requests) {
          await pace();
          try {
            answers.push(await once(request, signal, connection, true));
          } catch (e) {
            if (!(e instanceof TransportError)) throw e;
            answers.push(e);
            break;
          }
        }
      } finally {
        await connection.destroy();
      }
      return { answers, connections };
    },
    ...(targetTls ? { tls: targetTls } : {}),
    rate,
    explainNoAnswer: () => explainNoAnswer(base, options.timeoutMs),
    close: () => pool.destroy(),
  };
}
