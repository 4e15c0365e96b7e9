// Faults of authentication: a v1 signature that is not checked, an authentication failure
// answered 403. Both show only when the fake authenticates (`auth: 'hmac'`).
import { passwordText } from '../auth/secrets.ts';
import { v1Signature, v1SignedText } from '../../contract/index.ts';
import { htmlError } from '../http/reply.ts';
import { parseRequest } from '../http/request.ts';
import type { Fault } from './types.ts';
import { isV2 } from './rewrite.ts';

export const AUTH_FAULTS: readonly Fault[] = [
  {
    name: 'auth-v1-signature-unchecked',
    family: 'auth',
    description: 'With signatures on (auth hmac), a v1 request from a known user with a valid timestamp is accepted whatever its X-Auth-Key (missing or wrong).',
    expectedCheck: ['authentication_required'],
    needs: { auth: 'hmac' },
    apply: {
      request: (raw, deps) => {
        if (deps.config.auth !== 'hmac') return raw;
        const req = parseRequest(raw);
        const { user, timestamp } = req.auth;
        const secret = user === undefined ? undefined : deps.store.hosts.get(user)?.secret;
        if (isV2(req) || user === undefined || timestamp === undefined || secret === undefined) return raw;
        const q = raw.url.indexOf('?');
        const text = v1SignedText({ path: req.path, query: q < 0 ? '' : raw.url.slice(q + 1), timestamp, user, password: passwordText(secret) });
        const headers = Object.fromEntries(Object.entries(raw.headers).filter(([k]) => k.toLowerCase() !== 'x-auth-key'));
        return { ...raw, headers: { ...headers, 'x-auth-key': v1Signature(deps.config.signatureKey, text) } };
      },
    },
  },
  {
    name: 'auth-v1-failure-answers-403',
    family: 'auth',
    description: 'A v1 request that fails authentication gets the 403 page (role missing) instead of the 401 page.',
    expectedCheck: ['authentication_required', 'status_code_conformance'],
    needs: { auth: 'hmac' },
    apply: {
      reply: (req, reply) =>
        !isV2(req) && reply.status === 401 && (reply.headers['Content-Type'] ?? '').startsWith('text/html') ? htmlError(req, 403) : reply,
    },
  },
];
