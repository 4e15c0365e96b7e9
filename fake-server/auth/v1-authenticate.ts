// v1 authentication (reference §10.1, confirmed §18): X-Auth-User, X-Auth-Timestamp and, with
// the signature on, X-Auth-Key, from the headers or the query. Every failure is the 401 HTML page.
// Where the real server answers 500 (a missing or unparseable timestamp) the fake answers 401
// (DESIGN §2.3: never copy a 500).
import { parseIsoDate, v1Signature, v1SignedText } from '../../contract/index.ts';
import type { Deps } from '../deps.ts';
import { authNow } from './auth-clock.ts';
import type { ParsedRequest } from '../http/request.ts';
import { ADMINISTRATOR, allow, deny, type Authentication } from './caller.ts';
import { v1Unauthorized } from './replies.ts';
import { rolesOf } from './roles.ts';
import { passwordText, sameSecret } from './secrets.ts';

/**
 * Whether X-Auth-Timestamp passes: required with the signature on, or when a time limit is set;
 * when a limit is set, |now − timestamp| must be strictly below it (the real check is symmetric).
 */
function timestampPasses(timestamp: string | undefined, signed: boolean, deps: Deps): boolean {
  const limit = deps.config.timeLimitMs;
  if (timestamp === undefined) return !signed && limit <= 0;
  const at = parseIsoDate(timestamp);
  if (at === undefined) return false;
  return limit <= 0 || Math.abs(authNow(deps) - at) < limit;
}

const rawQuery = (url: string): string => {
  const q = url.indexOf('?');
  return q < 0 ? '' : url.slice(q + 1);
};

export function authenticateV1(req: ParsedRequest, deps: Deps): Authentication {
  const mode = deps.config.auth;
  if (mode === 'none') return allow(ADMINISTRATOR);
  const signed = mode === 'hmac';
  const { user, timestamp, key } = req.auth;
  const refused = deny(v1Unauthorized(req));
  if (user === undefined || user === '') return refused;
  if (!timestampPasses(timestamp, signed, deps)) return refused;
  // Only an active "client-only" account (negative PORT) may use REST (R66Auth.connectionHttps).
  const row = deps.store.hosts.get(user);
  if (!row || row.record.PORT >= 0 || !row.record.ISACTIVE) return refused;
  // With the signature off the real server never looks at the password: the name is enough (§10.1).
  if (signed) {
    if (key === undefined || row.secret === undefined || timestamp === undefined) return refused;
    const text = v1SignedText({ path: req.path, query: rawQuery(req.url), timestamp, user, password: passwordText(row.secret) });
    // Hex compared case-insensitively, as the real server does (§18: upper case accepted).
    if (!sameSecret(key.toLowerCase(), v1Signature(deps.config.signatureKey, text))) return refused;
  }
  return allow({ user, roles: rolesOf(row.record, deps) });
}
