// What a run learnt of an HTTPS target's TLS (issue 33): the handshake the suite's own connection
// made, and the server's certificate as it was presented. Read once, at the start of a run
// (conformance/tls/probe.ts), carried in the run's result (`report.json` `tls`) and shown by every
// report. An http:// target has none.

/** The server certificate as presented (the leaf; `verified` says whether the chain was trusted). */
export interface TlsCertificateFacts {
  /** Subject distinguished name, one `KEY=value` per line joined with ', ' (`CN=GoldenGate, O=Waarp`). */
  readonly subject: string;
  readonly issuer: string;
  /** The names it carries: subjectAltName entries (`DNS:localhost`, `IP Address:127.0.0.1`), or, with none, its CN as `CN:name`. */
  readonly names: readonly string[];
  /** ISO 8601. */
  readonly validFrom: string;
  readonly validTo: string;
  /** Whole days from the run's start to `validTo` (negative once expired). */
  readonly daysLeft: number;
  /** Self-signed: subject and issuer are the same and it signs itself. */
  readonly selfSigned: boolean;
  /** SHA-256 fingerprint, colon-separated upper-case hex (as openssl and keytool print it). */
  readonly fingerprint256: string;
}

/** What one handshake with an https:// target showed: `report.json`'s `tls` (docs/report-format.md). */
export interface TlsFacts {
  /** Negotiated protocol, as OpenSSL names it (`TLSv1.2`, `TLSv1.3`). */
  readonly protocol: string;
  /** Negotiated cipher suite, OpenSSL's name (`ECDHE-RSA-AES128-GCM-SHA256`) and the IETF one where they differ. */
  readonly cipher: string;
  readonly certificate: TlsCertificateFacts;
  /**
   * true: the chain was verified against the trusted CAs (Node's, NODE_EXTRA_CA_CERTS, --cacert)
   * and the name matched; false with `insecure`: not verified on purpose (--insecure), with
   * `verifyError` saying what verification would have said.
   */
  readonly verified: boolean;
  /** --insecure was given: the run did not verify the server (every report says so). */
  readonly insecure: boolean;
  /** Why verification fails (an OpenSSL code such as `DEPTH_ZERO_SELF_SIGNED_CERT` and its text), when it does. */
  readonly verifyError?: string;
  /** The name the certificate was checked against (and sent as SNI): --servername, else the URL's host. */
  readonly servername: string;
  /** A client certificate was offered (--cert/--key or a PKCS#12 file). */
  readonly clientCertificateSent: boolean;
  /** The client certificate's subject, when one was sent. */
  readonly clientCertificateSubject?: string;
}
