// A bench child's server: listen on a free loopback port, tell the parent its URL as one JSON
// line on stdout, and close (dropping kept-alive connections) on SIGTERM.
import type { Server } from 'node:http';
import { Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

export function listenAsChild(server: Server): void {
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    const scheme = server instanceof HttpsServer ? 'https' : 'http';
    process.stdout.write(`${JSON.stringify({ url: `${scheme}://127.0.0.1:${port}` })}\n`);
  });
  process.once('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
