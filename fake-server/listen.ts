// Puts a fake on HTTP, or HTTPS with `tls`: 127.0.0.1 unless told otherwise, port 0 picks a free one.
import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FakeServer } from './fake.ts';
import { DEFAULT_MAX_BODY_BYTES, type KoaAppOptions } from './koa-app.ts';
import { createRequestListener } from './node-listener.ts';
import { serveDirectly } from './direct-http/take-over.ts';
import { serverTls } from './tls/server-tls.ts';
import type { TlsOption } from './tls/tls-option.ts';
import { journalSource, ScriptCollector } from './stand-in/journal-script.ts';

/** Options of {@link listen}: where to listen, TLS, and the Koa app's own options. */
export interface ListenOptions extends KoaAppOptions {
  /** TCP port (default 0: a free port, chosen by the system; read it from `url`). */
  readonly port?: number;
  /** Address to listen on (default `127.0.0.1`; an IPv6 address is shown in brackets in `url`). */
  readonly host?: string;
  /**
   * HTTPS: `true` makes a key and a self-signed certificate for `localhost`, `127.0.0.1` and `::1`;
   * `{ cert, key }` serves that certificate (PEM texts); `clientCa` (PEM) requires a client
   * certificate signed by it. Bad PEM, or a key not of its certificate, throws a `TlsOptionError`.
   */
  readonly tls?: TlsOption;
  /**
   * A file the journal is written to, as a replayable script (docs/replay.md), when the server
   * closes: every request the fake answered, in order, across resets, without credentials.
   */
  readonly journalOut?: string;
}

/** A fake listening on HTTP or HTTPS, as {@link listen} answers it. */
export interface RunningServer {
  /** Base URL of the fake, e.g. `http://127.0.0.1:39517` or `https://127.0.0.1:39517` (no trailing slash). */
  readonly url: string;
  /**
   * Over HTTPS: the server's certificate (PEM), the one to trust to reach a fake made with
   * `tls: true` (`fetch` through an undici Agent's `connect: { ca }`, `https.request({ ca })`).
   * Undefined over HTTP.
   */
  readonly ca?: string;
  /** The underlying `node:http` server (a `node:https` one over HTTPS). */
  readonly server: Server;
  /** Closes the server and every open connection; resolves once it is closed. */
  close(): Promise<void>;
}

/**
 * Puts a fake on real HTTP: a `node:http` server (`node:https` with `tls`) answering the interface
 * through {@link createRequestListener} (the control API and failures through {@link createKoaApp}),
 * with plain kept-alive requests answered directly on their sockets, as node:http would answer them
 * (direct-http/take-over.ts), on 127.0.0.1 and a free port unless told otherwise. The control
 * API is served under `/_fake` (health, reset, reseed, clock) unless `control` is false.
 *
 * @param fake - The fake to serve (from `createFakeServer`); the caller keeps it, e.g. to move its clock.
 * @param options - Port (default 0, a free one), host (default `127.0.0.1`), TLS, body limit, control API.
 * @returns Once listening: the base URL, the certificate to trust over HTTPS, the server, and `close()`.
 *
 * @example
 * const fake = createFakeServer({ seed: 7 });
 * const running = await listen(fake, { port: 0 });
 * const res = await fetch(`${running.url}/hosts`);
 * await running.close();
 */
export async function listen(fake: FakeServer, options: ListenOptions = {}): Promise<RunningServer> {
  const listener = createRequestListener(fake, options);
  const tls = options.tls === undefined ? undefined : await serverTls(options.tls);
  // An https.Server is an http.Server in all that matters here (node:https borrows node:http's parts).
  const server: Server = tls === undefined ? createServer(listener) : (createHttpsServer(tls.serverOptions, listener) as unknown as Server);
  serveDirectly(server, fake, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const script = options.journalOut === undefined ? undefined : new ScriptCollector(fake.journal);
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `${tls === undefined ? 'http' : 'https'}://${shown}:${port}`,
    ...(tls === undefined ? {} : { ca: tls.cert }),
    server,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      });
      if (script && options.journalOut !== undefined) script.write(options.journalOut, journalSource(fake));
    },
  };
}
