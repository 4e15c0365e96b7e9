// The subject of the certificate a client presented on a TLS connection, for the journal: read once
// per connection (a kept-alive connection carries many requests), undefined on plain HTTP or when
// no certificate was asked for.
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';

const subjects = new WeakMap<Socket, string | undefined>();

/** `CN=alice, O=Acme` of the client certificate on `socket`, or undefined. */
export function clientSubjectOf(socket: Socket): string | undefined {
  if (!(socket as Partial<TLSSocket>).encrypted) return undefined;
  if (subjects.has(socket)) return subjects.get(socket);
  const peer = (socket as TLSSocket).getPeerX509Certificate();
  // X509Certificate.subject is one RDN a line, as OpenSSL prints it; one line reads better in a journal.
  const subject = peer?.subject.split('\n').join(', ');
  subjects.set(socket, subject);
  return subject;
}
