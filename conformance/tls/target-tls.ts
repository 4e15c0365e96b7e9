// The TLS side of an HTTP target (targets/target.ts TargetTls), built from the run's TLS settings:
// the probe and the legacy offer for an https:// URL, and, for an http:// URL that got no answer,
// whether the port speaks TLS instead.
import type { TargetTls } from '../targets/target.ts';
import { offerLegacyProtocols } from './legacy-handshake.ts';
import { endpointOf, failureContextOf, openTls, probeTls, settle } from './probe.ts';
import { tlsFailure, type TlsFailure } from './tls-failure.ts';
import type { TlsClientOptions } from './tls-options.ts';

export function targetTlsOf(url: URL, o: TlsClientOptions | undefined, timeoutMs: number): TargetTls | undefined {
  if (url.protocol !== 'https:') return undefined;
  return {
    probe: (now) => probeTls(url, o, timeoutMs, now),
    offerLegacyProtocols: () => offerLegacyProtocols(url, o, timeoutMs),
  };
}

/** For an http:// URL: a TLS handshake on its port; when the server completes it, the one-line failure that says to use https://. */
export async function explainNoAnswer(url: URL, timeoutMs: number): Promise<TlsFailure | undefined> {
  if (url.protocol !== 'http:') return undefined;
  const socket = openTls(endpointOf(url, undefined), { insecure: true });
  const spoke = await settle<boolean>(socket, timeoutMs, () => false, (done) => {
    socket.once('secureConnect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('close', () => done(false));
  });
  return spoke ? tlsFailure('plain-http-on-tls-port', failureContextOf(url, undefined)) : undefined;
}
