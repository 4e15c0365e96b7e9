// A TLS terminator in front of a plain-HTTP server, as nginx or a load balancer stands in front of
// a service in production: the test chooses its certificate, protocols and client-certificate
// demands, and the suite talks to the server behind it through real TLS on loopback.
import { connect, type AddressInfo } from 'node:net';
import { createServer, type TlsOptions } from 'node:tls';

export interface TlsFront {
  /** https://127.0.0.1:<port> */
  readonly url: string;
  /** Subjects of the client certificates presented, in order of connection. */
  readonly clientSubjects: string[];
  close(): Promise<void>;
}

export async function tlsFront(backendPort: number, options: TlsOptions): Promise<TlsFront> {
  const clientSubjects: string[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer(options, (secure) => {
    const peer = secure.getPeerX509Certificate();
    if (peer) clientSubjects.push(peer.subject.replace(/\n/g, ', '));
    const plain = connect(backendPort, '127.0.0.1');
    sockets.add(secure).add(plain);
    secure.pipe(plain).pipe(secure);
    const end = () => {
      secure.destroy();
      plain.destroy();
    };
    secure.on('error', end).on('close', end);
    plain.on('error', end).on('close', end);
  });
  // A failed handshake is the test's subject, not an error of the front.
  server.on('tlsClientError', () => {});
  server.on('connection', (s) => void sockets.add(s));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    clientSubjects,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
