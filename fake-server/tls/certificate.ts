// Certificates made in code: the self-signed one `tmkit serve --tls` makes at start, and the CAs,
// server and client certificates the tests make (expired, misnamed, PKCS#12...). The key pair comes
// from Node's own crypto (fast, native); the X.509 and PKCS#12 encoding from node-forge, a
// well-kept library, never hand-written ASN.1.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import forge from 'node-forge';

/** A certificate and its key, both PEM. */
export interface CertificatePair {
  readonly cert: string;
  readonly key: string;
}

/** What {@link makeCertificate} makes: a subject, its names, who signs it, what it is for, and when it is valid. */
export interface CertificateRequest {
  /** The subject's common name. */
  readonly commonName: string;
  /** Subject alternative names: DNS names and IP addresses (an IP is told by its form). */
  readonly names?: readonly string[];
  /** Who signs it; absent: the certificate signs itself. */
  readonly issuer?: CertificatePair;
  /** A CA (it may sign other certificates). */
  readonly ca?: boolean;
  /** Validity, in ms since the epoch; default: from a day ago to a year from `now`. */
  readonly notBefore?: number;
  readonly notAfter?: number;
  /** The clock the default validity counts from (default: the system clock; certificates are about real time). */
  readonly now?: number;
  /** What the certificate is for (default: server and client authentication). */
  readonly usage?: readonly ('serverAuth' | 'clientAuth')[];
  /** RSA key size (default 2048). */
  readonly bits?: number;
}

const DAY = 86_400_000;

function altName(name: string): { type: number; value?: string; ip?: string } {
  // GeneralName types of RFC 5280: 2 dNSName, 7 iPAddress.
  return isIP(name) !== 0 ? { type: 7, ip: name } : { type: 2, value: name };
}

/** Makes a certificate for `request` (self-signed unless it names an issuer). */
export function makeCertificate(request: CertificateRequest): CertificatePair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: request.bits ?? 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const now = request.now ?? Date.now();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial: the top bit cleared, as RFC 5280 asks.
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f;
  cert.serialNumber = serial.toString('hex');
  cert.validity.notBefore = new Date(request.notBefore ?? now - DAY);
  cert.validity.notAfter = new Date(request.notAfter ?? now + 365 * DAY);
  const subject = [{ name: 'commonName', value: request.commonName }];
  cert.setSubject(subject);
  const issuerCert = request.issuer ? forge.pki.certificateFromPem(request.issuer.cert) : undefined;
  cert.setIssuer(issuerCert ? issuerCert.subject.attributes : subject);
  const usage = request.usage ?? ['serverAuth', 'clientAuth'];
  const extensions: object[] = [
    { name: 'basicConstraints', cA: request.ca === true, critical: true },
    request.ca
      ? { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true }
      : { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ];
  if (!request.ca) extensions.push({ name: 'extKeyUsage', serverAuth: usage.includes('serverAuth'), clientAuth: usage.includes('clientAuth') });
  if (request.names && request.names.length > 0) extensions.push({ name: 'subjectAltName', altNames: request.names.map(altName) });
  cert.setExtensions(extensions);
  const signer = forge.pki.privateKeyFromPem(request.issuer ? request.issuer.key : privateKey);
  cert.sign(signer, forge.md.sha256.create());
  return { cert: forge.pki.certificateToPem(cert), key: privateKey };
}

/** The `tmkit serve --tls` certificate: self-signed for the loopback names a client uses. */
export function makeLoopbackCertificate(now?: number): CertificatePair {
  return makeCertificate({ commonName: 'localhost', names: ['localhost', '127.0.0.1', '::1'], ...(now !== undefined ? { now } : {}) });
}

/**
 * A PKCS#12 file of `pair` (and the chain above it), encrypted with `password` in AES-256 and
 * SHA-256, the form Java's keytool writes since Java 12 and OpenSSL 3 reads without its legacy provider.
 */
export function toPkcs12(pair: CertificatePair, password: string, chain: readonly string[] = []): Buffer {
  const key = forge.pki.privateKeyFromPem(pair.key);
  const certs = [pair.cert, ...chain].map((pem) => forge.pki.certificateFromPem(pem));
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, certs, password, { algorithm: 'aes256', friendlyName: 'tmkit' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}
