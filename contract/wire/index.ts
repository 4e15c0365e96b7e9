// The wire: facts of the interface that the fake and the suite both need, in one place (DESIGN
// §3), so the judge never borrows them from what it judges. Lossless JSON with 64-bit ids, the
// seeded random source, the credential algorithms of reference §10, and the shared settings.
export { parseJson, JsonSyntaxError, isJsonObject, type JsonValue, type JsonObject } from './lossless-json.ts';
export { serialize, quote, RawJson, type Serialisable } from './serialize.ts';
export { INT64_MIN, INT64_MAX, isInt64, outOfInt64, forSchema } from './int64.ts';
export { createRandom, type Random } from './random.ts';
export { hmacHex, v1SignedText, v1Signature, v2HmacCredential, v2BodySignature, v2BasicCredential, readV2BasicCredential, type V1SignedParts } from './signatures.ts';
export { ADMIN_USER, DEFAULT_ADMIN_PASSWORD, DEFAULT_SIGNATURE_KEY, type AuthMode } from './server-settings.ts';
