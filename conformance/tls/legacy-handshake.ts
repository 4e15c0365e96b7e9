// Whether a server completes a TLS 1.0 or 1.1 handshake (tls_no_legacy_protocol). Node's OpenSSL 3
// refuses both at its default security level, so the offer lowers it for this one connection: the
// question is what the server accepts, not what this client would.
import { endpointOf, openTls, settle } from './probe.ts';
import type { TlsClientOptions } from './tls-options.ts';
import { opensslReason } from './tls-failure.ts';

export type LegacyOutcome = { readonly accepted: true; readonly protocol: string } | { readonly accepted: false; readonly why: string };

export function offerLegacyProtocols(url: URL, o: TlsClientOptions | undefined, timeoutMs: number): Promise<LegacyOutcome> {
  const socket = openTls(endpointOf(url, o), o, { minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0' });
  return settle<LegacyOutcome>(socket, timeoutMs, () => ({ accepted: false, why: `no answer within ${timeoutMs} ms` }), (done) => {
    socket.once('secureConnect', () => done({ accepted: true, protocol: socket.getProtocol() ?? 'TLSv1.x' }));
    socket.once('error', (e: NodeJS.ErrnoException) => done({ accepted: false, why: `${e.code ?? 'error'}: ${opensslReason(e.message)}` }));
    socket.once('close', () => done({ accepted: false, why: 'the server closed the connection' }));
  });
}
