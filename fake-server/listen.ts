// Puts a fake on HTTP: 127.0.0.1 unless told otherwise, port 0 picks a free one.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeServer } from './fake.ts';
import { createKoaApp, type KoaAppOptions } from './koa-app.ts';

export interface ListenOptions extends KoaAppOptions {
  readonly port?: number;
  readonly host?: string;
}

export interface RunningServer {
  readonly url: string;
  readonly server: Server;
  close(): Promise<void>;
}

export async function listen(fake: FakeServer, options: ListenOptions = {}): Promise<RunningServer> {
  const app = createKoaApp(fake, options);
  const server = createServer(app.callback());
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
