// Puts the direct path (connection.ts) in front of a node:http or node:https server: every new
// connection is served directly until a request needs node:http, and is then given to the server's own
// connection listener with its unread bytes, exactly as if it had just been accepted. The server's
// `closeAllConnections` and `closeIdleConnections` (and so `close`) also close the direct ones,
// which node:http does not know about. Over TLS the connection node:http is given is the TLSSocket of
// a finished handshake: node:https registers node:http's connection listener for 'secureConnection'
// (the raw TCP 'connection' is the TLS server's own), and a TLSSocket is a net.Socket to both paths.
import type { Server } from 'node:http';
import { Server as HttpsServer } from 'node:https';
import type { Socket } from 'node:net';
import type { FakeServer } from '../fake.ts';
import { DirectConnection, type DirectServer } from './connection.ts';
import { noteOutcome, type Outcome } from './handed-over.ts';

export function serveDirectly(server: Server, fake: FakeServer, maxBodyBytes: number): void {
  const event = server instanceof HttpsServer ? 'secureConnection' : 'connection';
  const nodeListeners = server.listeners(event) as ((socket: Socket) => void)[];
  server.removeAllListeners(event);
  const connections = new Set<DirectConnection>();

  const toNode = (socket: Socket): void => {
    for (const listener of nodeListeners) listener.call(server, socket);
  };
  const direct: DirectServer = {
    fake,
    maxBodyBytes,
    keepAliveMs: () => server.keepAliveTimeout,
    handOver(socket: Socket, unread: Buffer, outcome: Outcome | undefined) {
      if (outcome !== undefined) noteOutcome(socket, outcome);
      // As a connection sniffed before it is given to node:http: paused while node attaches, the bytes put back.
      socket.pause();
      toNode(socket);
      if (unread.length > 0) socket.unshift(unread);
      process.nextTick(() => socket.resume());
    },
    done: (connection) => void connections.delete(connection),
  };

  server.on(event, (socket: Socket) => {
    // A limit on requests per connection is node's to count and announce.
    if ((server.maxRequestsPerSocket ?? 0) > 0) return toNode(socket);
    connections.add(new DirectConnection(socket, direct));
  });

  const closeAll = server.closeAllConnections.bind(server);
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeAllConnections = () => {
    closeAll();
    for (const c of [...connections]) c.close();
  };
  server.closeIdleConnections = () => {
    closeIdle();
    for (const c of [...connections]) if (c.idle()) c.close();
  };
}
