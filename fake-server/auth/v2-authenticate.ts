// v2 authentication (reference §10.2): `Authorization: Basic base64(user:password)`, or
// `Authorization: HMAC <hex>` with the X-Auth-User and X-Auth-Timestamp headers; in `hmac` mode a
// request with a body must also carry X-Auth-Signature. OPTIONS needs nothing. Like the real
// server, v2 accepts any host with the right password: neither the sign of its PORT nor ISACTIVE
// is looked at (v1 requires an active client-only account).
import { parseIsoDate, readV2BasicCredential, v2BodySignature, v2HmacCredential } from '../../contract/index.ts';
import type { Deps } from '../deps.ts';
import { authNow } from './auth-clock.ts';
import type { ParsedRequest } from '../http/request.ts';
import { ADMINISTRATOR, ANONYMOUS, allow, deny, type Authentication } from './caller.ts';
import { v2Unauthorized, v2Unsigned } from './replies.ts';
import { rolesOf } from './roles.ts';
import { passwordText, sameSecret } from './secrets.ts';

// The real pattern `Basic (\w+=*)` cuts a value at `+` or `/` (a bug, §10.2): the fake reads the
// whole base64 value, as the scheme intends.
const BASIC = /^\s*basic\s+([A-Za-z0-9+/]+=*)\s*$/i;
const HMAC = /^\s*hmac\s+(\w+)\s*$/i;

/** The user whose credentials hold, or undefined. */
function credentialsOf(req: ParsedRequest, deps: Deps): string | undefined {
  const authorization = req.headers['authorization'];
  if (authorization === undefined) return undefined;
  const basic = BASIC.exec(authorization);
  if (basic) {
    const given = readV2BasicCredential(basic[1] ?? '');
    if (given === undefined) return undefined;
    const secret = deps.store.hosts.get(given.user)?.secret;
    return secret !== undefined && sameSecret(Buffer.from(given.password, 'utf8'), secret) ? given.user : undefined;
  }
  const hmac = HMAC.exec(authorization);
  // v2 reads these two from the headers only, never from the query.
  const user = req.headers['x-auth-user'];
  const timestamp = req.headers['x-auth-timestamp'];
  if (!hmac || user === undefined || timestamp === undefined) return undefined;
  const at = parseIsoDate(timestamp);
  // One-sided expiry: a future timestamp always passes; with a limit of 0 or less any past one has expired.
  if (at === undefined || authNow(deps) > at + deps.config.timeLimitMs) return undefined;
  const secret = deps.store.hosts.get(user)?.secret;
  if (secret === undefined) return undefined;
  // Compared as sent: the real server compares the hex case-sensitively.
  return sameSecret(hmac[1] ?? '', v2HmacCredential(deps.config.signatureKey, timestamp, user, passwordText(secret))) ? user : undefined;
}

/** `hmac` mode: a request with a body signs Authorization + body + URI + method (§10.2). */
function bodySignaturePasses(req: ParsedRequest, deps: Deps): boolean {
  if (deps.config.auth !== 'hmac' || req.bodyText === '') return true;
  const signature = req.headers['x-auth-signature'];
  const authorization = req.headers['authorization'];
  if (signature === undefined || authorization === undefined) return false;
  return sameSecret(signature, v2BodySignature(deps.config.signatureKey, authorization, req.bodyText, req.url, req.method));
}

export function authenticateV2(req: ParsedRequest, deps: Deps): Authentication {
  if (deps.config.auth === 'none') return allow(ADMINISTRATOR);
  if (req.method === 'OPTIONS') return allow(ANONYMOUS);
  const user = credentialsOf(req, deps);
  const row = user === undefined ? undefined : deps.store.hosts.get(user);
  if (user === undefined || row === undefined) return deny(v2Unauthorized());
  if (!bodySignaturePasses(req, deps)) return deny(v2Unsigned());
  return allow({ user, roles: rolesOf(row.record, deps) });
}
