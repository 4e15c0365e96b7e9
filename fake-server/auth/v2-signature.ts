// The two v2 HMAC values (reference §10.2): the `Authorization: HMAC <hex>` credential and the
// `X-Auth-Signature` of a request with a body. Exported for clients as well as used by the checks.
import { hmacHex } from './secrets.ts';

/** hex of `Authorization: HMAC <hex>`: HMAC-SHA256(key, timestamp + user + password). */
export const v2HmacCredential = (signatureKey: string, timestamp: string, user: string, password: string): string =>
  hmacHex(signatureKey, timestamp + user + password);

/** X-Auth-Signature: HMAC-SHA256(key, Authorization header + body + request URI + method). */
export const v2BodySignature = (signatureKey: string, authorization: string, body: string, uri: string, method: string): string =>
  hmacHex(signatureKey, authorization + body + uri + method);
