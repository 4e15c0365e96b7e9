// The `tls` option of `listen`, `useFakeServer` and `fakeServerPerFile`, and the error of one that
// cannot serve: what the CLI and the test helpers name without loading any TLS machinery.

/** `tls` of `listen` and `useFakeServer`: `true` makes a self-signed certificate; or PEM texts. */
export type TlsOption = true | TlsPems;

/** PEM texts (not file names): the server's certificate (chain) and key, the CA of client certificates. */
export interface TlsPems {
  /** The server certificate, optionally followed by its chain; with `key`. Absent with `key` absent: made at start, as `tls: true`. */
  readonly cert?: string;
  readonly key?: string;
  /** Clients must present a certificate signed by this CA (one or more PEM certificates); the handshake fails without one. */
  readonly clientCa?: string;
}

/** Which part of the TLS options is wrong. */
export type TlsPart = 'cert' | 'key' | 'clientCa';

/** A TLS option that cannot serve: `part` says which, the message why (without naming an option or a file: the caller adds them). */
export class TlsOptionError extends Error {
  override readonly name = 'TlsOptionError';
  constructor(
    readonly part: TlsPart,
    message: string,
  ) {
    super(message);
  }
}
