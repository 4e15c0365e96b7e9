// The checks of an https:// target's TLS (issue 33); skipped, with the reason, against any other.
import type { Check } from '../check.ts';
import { tlsCertificateValid } from './tls-certificate-valid.ts';
import { tlsNoLegacyProtocol } from './tls-no-legacy-protocol.ts';

export const tls_CHECKS: readonly Check[] = [tlsCertificateValid, tlsNoLegacyProtocol];
