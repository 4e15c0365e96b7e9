// envelope_conformance: the v1 envelope describes the request it answers (reference §2.4):
// X-method, path, base and uri agree with what was sent, `command` with the operation, and
// `message`/`code` with the status (action endpoints carry their intended status inside an
// HTTP 400: 400, 404, 406 (/control), 409 or 412).
import { HTTP_REASON, isCollection, isSaneString, OPERATIONS } from '../../contract/index.ts';
import type { Finding } from '../runner/deviation.ts';
import type { ResponseCheck } from './check.ts';
import { sameJson } from './same-json.ts';

/** The v1 action endpoints: the operations table's families besides the collections and /v2/limits. */
const ACTION_BASES: ReadonlySet<string> = new Set(OPERATIONS.map((o) => o.family).filter((f) => !isCollection(f) && f !== 'limits'));

/** The `uri` a request should be echoed with: sane query arguments as strings (repeated as arrays), `_id` for one sub-segment. */
function expectedUri(url: string, path: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const q = url.indexOf('?');
  for (const [k, v] of new URLSearchParams(q < 0 ? '' : url.slice(q + 1))) {
    if (['x-auth-key', 'x-auth-user', 'x-auth-timestamp'].includes(k.toLowerCase()) || !isSaneString(k) || !isSaneString(v)) continue;
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 2) out['_id'] = segments[1] as string;
  return out;
}


export const envelopeConformance: ResponseCheck = {
  id: 'envelope_conformance',
  kind: 'response',
  severity: 'major',
  rule: 'The v1 envelope repeats the request (X-method, path, base, uri) and agrees with the operation (command) and the status (message, code).',
  failsWhen: 'a v1 envelope\'s X-method, path, base or uri differs from the request it answers, its `command` from the operation, or its `message` and `code` from the status.',
  inspect(ex) {
    const body = ex.json as Record<string, unknown> | undefined;
    if (!ex.response || !body || typeof body !== 'object' || Array.isArray(body) || !('X-method' in body)) return undefined;
    const findings: Finding[] = [];
    const expect = (field: string, expected: unknown, received: unknown) => {
      if (!sameJson(expected, received)) findings.push({ title: `envelope ${field} disagrees with the request`, expected: `${field}: ${JSON.stringify(expected)}`, received: `${field}: ${JSON.stringify(received)}` });
    };
    const segments = ex.path.split('/').filter(Boolean);
    expect('X-method', ex.request.method, body['X-method']);
    expect('path', ex.path, body['path']);
    expect('base', segments[0] ?? '', body['base']);
    expect('uri', expectedUri(ex.request.url, ex.path), body['uri']);
    const status = ex.response.status;
    const base = segments[0] ?? '';
    if (ex.request.method !== 'OPTIONS' && 'code' in body) {
      const code = body['code'];
      // 406: 3.6.2's /control, /config and /business ("Export configuration in error", "Task in Error").
      const allowed = status === 400 && ACTION_BASES.has(base) ? [400, 404, 406, 409, 412] : [status];
      if (typeof code !== 'number' || !allowed.includes(code)) findings.push({ title: 'envelope code disagrees with the status', expected: `code: ${allowed.join(' or ')}`, received: `code: ${JSON.stringify(code)} (HTTP ${status})` });
      else expect('message', HTTP_REASON[code] ?? body['message'], body['message']);
    }
    const command = ex.operation?.command;
    if (command !== undefined && status === 200 && 'command' in body) expect('command', command, body['command']);
    return findings;
  },
};
