// The credentials the interface's server accepts (reference §10), as data: the header each one
// travels in, and the combinations a request of each API generation presents. Which combination a
// server wants depends on its configuration (restauthenticated, restsignature), so each is one
// accepted alternative; the empty combination is a server that authenticates nobody.

/** The header names the credentials travel in (reference §10): `X-Auth-User`, `X-Auth-Timestamp`, the v1 `X-Auth-Key`, the v2 `X-Auth-Signature`, and `Authorization`. */
export const AUTH_HEADER = {
  user: 'X-Auth-User',
  timestamp: 'X-Auth-Timestamp',
  v1Signature: 'X-Auth-Key',
  v2Signature: 'X-Auth-Signature',
  authorization: 'Authorization',
} as const;

/** Paths under this prefix are served by the v2 router, every other path by v1 (reference §1.1). */
export const V2_PATH_PREFIX = '/v2/';
/** The two routers of the interface: v1 (the collections, /log, /info, /bandwidth, /server) and v2 (/v2/limits). */
export type ApiGeneration = 'v1' | 'v2';
/** Which router serves `path`: v2 for `/v2` and under `/v2/`, v1 for every other path. */
export const apiGenerationOf = (path: string): ApiGeneration => (path === '/v2' || path.startsWith(V2_PATH_PREFIX) ? 'v2' : 'v1');

/** One credential a request can present: how it is carried and what it holds. */
export interface Credential {
  /** `basic`: HTTP Basic in Authorization; `header`: an opaque value in the named header. */
  readonly kind: 'basic' | 'header';
  readonly header: string;
  readonly description: string;
}

/** Every credential the server accepts, by name: user, timestamp, v1 key, v2 Basic, v2 HMAC and the v2 body signature. */
export const CREDENTIALS = {
  authUser: {
    kind: 'header',
    header: AUTH_HEADER.user,
    description: 'v1 and v2 HMAC: the user, a host id; in v1 an active host with a negative PORT (client-only). v1 also reads it from the query string.',
  },
  authTimestamp: {
    kind: 'header',
    header: AUTH_HEADER.timestamp,
    description: 'v1 and v2 HMAC: ISO 8601 time of the request, checked against the server time limit. v1 also reads it from the query string.',
  },
  v1Signature: {
    kind: 'header',
    header: AUTH_HEADER.v1Signature,
    description: 'v1 with signatures on: lower-case hex HMAC-SHA256 under the server key of `<path>?<sorted lower-cased query args, x-auth-timestamp, x-auth-user>` followed by `&X-Auth-InternalKey=<password>` when authenticated. The body is not signed. Also read from the query string.',
  },
  v2Basic: {
    kind: 'basic',
    header: AUTH_HEADER.authorization,
    description: 'v2: `Authorization: Basic base64(user:password)`, the password of a known host.',
  },
  v2Hmac: {
    kind: 'header',
    header: AUTH_HEADER.authorization,
    description: 'v2: `Authorization: HMAC <hex>`, hex = lower-case HMAC-SHA256 under the server key of timestamp + user + password, with X-Auth-User and X-Auth-Timestamp.',
  },
  v2BodySignature: {
    kind: 'header',
    header: AUTH_HEADER.v2Signature,
    description: 'v2 with signatures on, requests with a body: hex HMAC-SHA256 under the server key of Authorization header + body + URI + method.',
  },
} as const satisfies Record<string, Credential>;
/** The name of a credential of {@link CREDENTIALS}. */
export type CredentialName = keyof typeof CREDENTIALS;

/**
 * The credential combinations a request presents, per generation: no authentication; v1 signed
 * only; v1 authenticated only (the timestamp is added when a time limit is set); both; v2 Basic;
 * v2 HMAC.
 */
export const CREDENTIAL_SETS: Readonly<Record<ApiGeneration, readonly (readonly CredentialName[])[]>> = {
  v1: [[], ['authTimestamp', 'v1Signature'], ['authUser'], ['authUser', 'authTimestamp', 'v1Signature']],
  v2: [[], ['v2Basic'], ['v2Hmac', 'authUser', 'authTimestamp']],
};

/** Added to every authenticated combination of a v2 request that carries a body when signatures are on. */
export const V2_BODY_CREDENTIAL: CredentialName = 'v2BodySignature';
