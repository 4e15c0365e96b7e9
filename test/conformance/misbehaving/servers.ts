// Small local servers that misbehave on purpose, for the suite to meet in tests: a port nobody
// listens on, a plain node:http server with a handler of the test's own, and the real fake served
// over HTTP with a hook in front that may take a request over (answer it badly, stall, reset,
// redirect, kill the server). All listen on 127.0.0.1, port 0.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeServer, createKoaApp, type FakeServer } from '../../../fake-server/index.ts';

export interface LocalServer {
  readonly url: string;
  readonly server: http.Server;
  /** Stops listening and cuts every connection; safe to call twice. */
  close(): Promise<void>;
}

export async function serve(handler: http.RequestListener): Promise<LocalServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        // A server that a test already closed answers ERR_SERVER_NOT_RUNNING: closed is closed.
        server.close(() => resolve());
      }),
  };
}

/** A URL on 127.0.0.1 whose port was free a moment ago and is closed now: connections are refused. */
export async function closedPort(): Promise<string> {
  const s = await serve(() => undefined);
  await s.close();
  return s.url;
}

/**
 * A request the hook answers itself (true) or leaves to the fake (false). `toFake` hands it to the
 * fake later (a slow answer); `server` is the one serving, for a hook that kills it.
 */
export type Hook = (req: http.IncomingMessage, res: http.ServerResponse, tools: { readonly toFake: () => void; readonly server: LocalServer }) => boolean;

export interface ServedFake extends LocalServer {
  readonly fake: FakeServer;
  /** `METHOD path` of every request that reached the server, hooked or not. */
  readonly seen: string[];
}

/** The fake (seeded, the test run's archive folder for /log exports) over HTTP, `hook` in front. */
export async function servedFake(seed: number, hook: Hook = () => false): Promise<ServedFake> {
  const fake = createFakeServer({ seed, archiveDir: process.env['TMKIT_TEST_ARCHIVE'] });
  const app = createKoaApp(fake).callback();
  const seen: string[] = [];
  let self: LocalServer | undefined;
  const local = await serve((req, res) => {
    seen.push(`${req.method} ${(req.url ?? '').split('?')[0]}`);
    const toFake = () => void app(req, res);
    if (!hook(req, res, { toFake, server: self as LocalServer })) toFake();
  });
  self = local;
  return { ...local, fake, seen };
}

/** `GET /hosts` (the list): the request most misbehaviours below pick on. */
export const isHostList = (req: http.IncomingMessage): boolean => req.method === 'GET' && (req.url ?? '').split('?')[0] === '/hosts';

/** A hook that answers `GET /hosts` itself with `answer` and leaves every other request to the fake. */
export const onHostList = (answer: (res: http.ServerResponse, tools: Parameters<Hook>[2]) => void): Hook => (req, res, tools) => {
  if (!isHostList(req)) return false;
  answer(res, tools);
  return true;
};
