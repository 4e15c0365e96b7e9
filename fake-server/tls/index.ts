// TLS of the fake: certificates made in code, the server's TLS options, the client's subject.
export { makeCertificate, makeLoopbackCertificate, toPkcs12, type CertificatePair, type CertificateRequest } from './certificate.ts';
export { serverTls, TlsOptionError, type TlsOption, type TlsPems, type TlsPart, type ServerTls } from './server-tls.ts';
export { clientSubjectOf } from './client-subject.ts';
