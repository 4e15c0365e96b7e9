// A recording HTTP proxy for one client at a time: it listens on 127.0.0.1 (port 0: a free one),
// forwards every request to the target server as it came (method, path, headers, body) and hands
// back the answer, and keeps each exchange in the order the requests arrived. The Waarp client
// sends a chain of requests on one keep-alive connection (a POST, then a GET of what it made,
// then a PUT, then a DELETE) and closes its channel after each step; the proxy keeps the
// client's connection open or closes it as the target's answer says. Each client connection has
// one connection to the target of its own (a keep-alive agent of one socket), so the target sees
// the client's own pattern: the same requests on the same connection, a close when it closes.
// Bodies are recorded decoded (the client asks for gzip; the real server gives it) and forwarded
// as they came.
import { Agent, createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';
import { KEPT_HEADERS, type Exchange } from './transcript.ts';

/** A running proxy: its port, what it has recorded so far, and how to stop it. */
export interface RecordingProxy {
  readonly port: number;
  /** The exchanges so far, in the order the requests arrived (an answer fills its slot when it comes). */
  exchanges(): Exchange[];
  /** Stops listening and drops open client connections. */
  close(): Promise<void>;
}

/** Where to forward, and how long to wait for one answer before recording "no answer". */
export interface ProxyOptions {
  readonly targetHost: string;
  readonly targetPort: number;
  readonly timeoutMs?: number;
}

// Hop-by-hop headers belong to one connection, not to the exchange: not forwarded either way.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade', 'te', 'trailer']);

function endToEnd(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function decoded(body: Buffer, encoding: string | undefined): string {
  try {
    if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
    if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  } catch (e) {
    return `undecodable ${encoding} body: ${(e as Error).message}`;
  }
  return body.toString('utf8');
}

function keptHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = headers[name];
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

interface Upstream {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

function forward(options: ProxyOptions, agent: Agent, req: IncomingMessage, body: Buffer): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    const closing = /\bclose\b/i.test(String(req.headers.connection ?? ''));
    const headers = {
      ...endToEnd(req.headers),
      host: `${options.targetHost}:${options.targetPort}`,
      'content-length': String(body.length),
      ...(closing ? { connection: 'close' } : {}),
    };
    const out = request(
      { host: options.targetHost, port: options.targetPort, method: req.method, path: req.url, headers, agent, timeout: options.timeoutMs ?? 30_000 },
      (res) => readBody(res).then((b) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: b }), reject),
    );
    out.on('timeout', () => out.destroy(new Error(`no answer within ${options.timeoutMs ?? 30_000} ms`)));
    out.on('error', reject);
    out.end(body);
  });
}

async function handle(options: ProxyOptions, agent: Agent, log: Exchange[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  const n = log.length + 1;
  const base = { n, method: req.method ?? '', path: req.url ?? '' };
  log.push({ ...base, requestBody: '', status: null, headers: {}, body: '(request still in flight)' });
  const body = await readBody(req);
  try {
    const up = await forward(options, agent, req, body);
    const text = decoded(up.body, up.headers['content-encoding']);
    log[n - 1] = { ...base, requestBody: body.toString('utf8'), status: up.status, headers: keptHeaders(up.headers), body: text };
    const closing = /\bclose\b/i.test(String(up.headers.connection ?? ''));
    res.writeHead(up.status, { ...endToEnd(up.headers), 'content-length': String(up.body.length), ...(closing ? { connection: 'close' } : {}) });
    res.end(up.body);
  } catch (e) {
    // No answer from the target: the client gets none either (its connection is dropped), as it would have.
    log[n - 1] = { ...base, requestBody: body.toString('utf8'), status: null, headers: {}, body: `no answer: ${(e as Error).message}` };
    res.destroy();
  }
}

/** Starts a proxy in front of `options.target…`; resolves once it listens. */
export async function startRecordingProxy(options: ProxyOptions): Promise<RecordingProxy> {
  const log: Exchange[] = [];
  const agents = new WeakMap<Socket, Agent>();
  const agentOf = (socket: Socket): Agent => {
    let agent = agents.get(socket);
    if (agent === undefined) {
      const made = new Agent({ keepAlive: true, maxSockets: 1 });
      socket.once('close', () => made.destroy());
      agents.set(socket, made);
      agent = made;
    }
    return agent;
  };
  const server: Server = createServer((req, res) => void handle(options, agentOf(req.socket), log, req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    exchanges: () => log.slice(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
