// TLS of the fake: the server's TLS options, the client's subject. Certificates made in code
// (certificate.ts: node-forge) are not behind this door, so that loading the fake does not load
// them; tests import them from certificate.ts or the vitest door.
export { serverTls, type ServerTls } from './server-tls.ts';
export { TlsOptionError, type TlsOption, type TlsPems, type TlsPart } from './tls-option.ts';
export { clientSubjectOf } from './client-subject.ts';
