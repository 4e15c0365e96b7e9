// The TLS probe at the start of a run against an https:// target (issue 33): one handshake with
// the run's own settings, verification done by hand so that the certificate is read even when it
// would be refused, then one `OPTIONS /` on that connection (the suite's first request anyway):
// with TLS 1.3 a server that requires a client certificate says so only after the handshake,
// on the first read. Answers the facts every report shows, or the one-line TLS failure.
import { isIP } from 'node:net';
import { connect, type TLSSocket } from 'node:tls';
import { certificateFacts } from './certificate-facts.ts';
import { opensslReason, tlsCauseOf, tlsFailure, type FailureContext, TlsFailure } from './tls-failure.ts';
import type { TlsFacts } from './tls-facts.ts';
import { connectOptionsOf, sendsClientCertificate, type TlsClientOptions } from './tls-options.ts';
import { subjectOfClientCertificate } from './client-certificate.ts';

/** A connection that failed for another reason than TLS (refused, timeout): the run's own probe reports it as before. */
export class NotTlsRelated extends Error {}

export interface Endpoint {
  readonly host: string;
  readonly port: number;
  /** What SNI and the name check use: --servername, else the host. */
  readonly servername: string;
}

export function endpointOf(url: URL, o: TlsClientOptions | undefined): Endpoint {
  // URL keeps an IPv6 address in brackets; sockets want it bare.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return { host, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)), servername: o?.servername ?? host };
}

/** tls.connect to `e` with `o`, nothing verified yet (the caller decides); SNI only for a name (RFC 6066 forbids an address). */
export function openTls(e: Endpoint, o: TlsClientOptions | undefined, extra: object = {}): TLSSocket {
  const sni = isIP(e.servername) === 0 ? { servername: e.servername } : {};
  return connect({ host: e.host, port: e.port, ...connectOptionsOf(o), ...sni, ...extra, rejectUnauthorized: false });
}

/**
 * Runs `run` on `socket` until it calls `done` once, or `timeoutMs` pass (then `onTimeout` is the
 * outcome); the socket is destroyed either way. An Error outcome rejects, anything else resolves.
 */
export function settle<T>(socket: TLSSocket, timeoutMs: number, onTimeout: () => T | Error, run: (done: (v: T | Error) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => done(onTimeout()), timeoutMs);
    let settled = false;
    function done(v: T | Error): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (v instanceof Error) reject(v);
      else resolve(v);
    }
    run(done);
  });
}

/** What a TLS failure's line names of `url` reached with `o`: the origin, the name checked, a client certificate sent. */
export function failureContextOf(url: URL, o: TlsClientOptions | undefined): FailureContext {
  return { target: url.origin, servername: endpointOf(url, o).servername, clientCertificateSent: sendsClientCertificate(o) };
}

function failureOf(e: NodeJS.ErrnoException, ctx: FailureContext): Error {
  const cause = tlsCauseOf(e.code);
  if (cause === undefined) return new NotTlsRelated(`${e.code ?? 'error'}: ${e.message}`);
  return tlsFailure(cause, { ...ctx, detail: opensslReason(e.message) }, e.code);
}

/**
 * Handshakes with `url`, reads the certificate, verifies it unless `o.insecure`, and sends
 * `OPTIONS /` to see the first bytes of an answer. Throws a {@link TlsFailure} for a TLS problem
 * (its message is the line to print) and {@link NotTlsRelated} for anything else.
 */
export function probeTls(url: URL, o: TlsClientOptions | undefined, timeoutMs: number, now: number): Promise<TlsFacts> {
  const e = endpointOf(url, o);
  const base = failureContextOf(url, o);
  const socket = openTls(e, o);
  return settle<TlsFacts>(socket, timeoutMs, () => new NotTlsRelated(`no TLS handshake within ${timeoutMs} ms`), (done) => {
    let facts: TlsFacts | undefined;
    socket.once('error', (err: NodeJS.ErrnoException) => done(failureOf(err, { ...base, ...(facts ? { certificate: facts.certificate } : {}) })));
    socket.once('close', () => {
      if (!facts) return done(new NotTlsRelated('the server closed the connection during the handshake'));
      // A server that checks the client certificate after the handshake (Node's own TLS server
      // does) closes the connection without an alert when it refuses one: with a certificate
      // sent, that is what a close before any answer says.
      if (base.clientCertificateSent) return done(tlsFailure('client-certificate-refused', { ...base, certificate: facts.certificate, detail: 'the connection was closed right after the handshake, before any answer' }));
      done(new NotTlsRelated('the server closed the connection after the handshake without an answer'));
    });
    socket.once('secureConnect', () => {
      const peer = socket.getPeerX509Certificate();
      if (peer === undefined) return done(tlsFailure('handshake-refused', { ...base, detail: 'the server sent no certificate' }));
      const certificate = certificateFacts(peer, now);
      const verifyError = socket.authorized ? undefined : String(socket.authorizationError);
      facts = {
        protocol: socket.getProtocol() ?? 'unknown',
        cipher: cipherName(socket),
        certificate,
        verified: socket.authorized,
        insecure: o?.insecure === true,
        ...(verifyError !== undefined ? { verifyError } : {}),
        servername: e.servername,
        clientCertificateSent: base.clientCertificateSent,
        ...(base.clientCertificateSent ? { clientCertificateSubject: subjectOfClientCertificate(o) } : {}),
      };
      if (verifyError !== undefined && o?.insecure !== true) {
        const cause = tlsCauseOf(verifyError) ?? 'unknown-issuer';
        return done(tlsFailure(cause, { ...base, certificate }, verifyError));
      }
      const found = facts;
      socket.once('data', () => done(found));
      socket.write(`OPTIONS / HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    });
  });
}

function cipherName(socket: TLSSocket): string {
  const c = socket.getCipher();
  return c.standardName && c.standardName !== c.name ? `${c.name} (${c.standardName})` : c.name;
}

export { TlsFailure };
