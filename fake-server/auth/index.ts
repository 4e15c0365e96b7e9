// Authentication and authorisation (reference §10): who the caller is, and whether that caller may
// use an entry point. The dispatcher calls the four functions below. The signing algorithms are
// facts of the wire (contract/wire/signatures.ts): the fake checks with the code clients sign with.
//
// Modes (`--auth`, with `--time-limit` = timeLimitMs, default 60000, and the signature key
// `restsigkey`, default `secret-key`):
//
// | Mode    | Real server            | v1 (`/transfers`, `/log`, ...)                               | v2 (`/v2/limits`)                 |
// |---------|------------------------|--------------------------------------------------------------|-----------------------------------|
// | `none`  | restauthenticated=false | no check: everyone is the administrator (FULLADMIN)          | no check                          |
// | `basic` | restauthenticated=true, restsignature=false | `X-Auth-User` names an active client-only host (PORT < 0); password NOT checked (as the real server); `X-Auth-Timestamp` required when the time limit is > 0 | `Authorization: Basic` or `HMAC` |
// | `hmac`  | restauthenticated=true, restsignature=true | as `basic`, plus `X-Auth-Timestamp` always required and `X-Auth-Key` = the request signature | as `basic`, plus `X-Auth-Signature` on requests with a body |
//
// - v1 failures: 401 HTML page. The real server answers 500 to a missing (signature on) or
//   unparseable timestamp; the fake answers 401.
// - v1 timestamp: |now − X-Auth-Timestamp| must be strictly below the limit (limit ≤ 0: not
//   checked). v2 HMAC: rejected when now > timestamp + limit (one-sided; with a limit ≤ 0 every
//   past timestamp has expired, as on the real server).
// - v1 signed text: `<path>?<k=v&...>&X-Auth-InternalKey=<password>`, every query argument but
//   X-Auth-Key (key lower-cased, last value) plus x-auth-timestamp and x-auth-user, sorted by key.
//   The body is not signed.
// - v2 Basic: `base64(user:password)` against the host's password; HMAC: `Authorization: HMAC <hex>`
//   with `X-Auth-User`/`X-Auth-Timestamp` headers, hex = HMAC-SHA256(key, timestamp + user +
//   password), lower case. Any existing host may use v2, whatever its PORT or ISACTIVE (as on the
//   real server). Failure: 401, empty body, `WWW-Authenticate: Basic, HMAC`. OPTIONS needs nothing.
// - v2 body signature (`hmac` only, requests with a body): `X-Auth-Signature` = HMAC-SHA256(key,
//   Authorization + body + URI + method); missing or wrong: 401, empty body, no challenge.
// - Roles: ADMINROLE ⇒ FULLADMIN, else the user's entry in this server's own host configuration
//   ROLES (`<roles><role><roleid>h</roleid><roleset>READONLY TRANSFER</roleset></role></roles>`,
//   names separated by spaces or `|`), else none. The role each operation needs and the status of
//   its refusal are the operations table's `access` column (contract/operations.ts); the styles:
//   403 HTML on the collections (OPTIONS included); 401 JSON on GET /log (interface; the real
//   server answers 400) and on /bandwidth (without Content-Type); 400 "Invalid Shutdown/Block
//   comand" on PUT /server, as a wrong key; 403 empty on /v2/limits. The action endpoints answer a
//   packet error (400) or a method/packet mismatch (409 in 400) before the role failure: the real
//   server reads the body first.
// - No answer ever contains a password, key or signature; every comparison is constant-time.
export { authenticateV1 } from './v1-authenticate.ts';
export { authenticateV2 } from './v2-authenticate.ts';
export { authorizeV1, authorizeV2 } from './authorize.ts';
export { ADMINISTRATOR, type Authentication, type Caller } from './caller.ts';
export { parseRoles, roleMask } from './roles.ts';
