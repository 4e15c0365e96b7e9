// The refusal an access check expects, in the style of the operation's view: a v1 refusal is
// judged by its status (its HTML page and JSON bodies by the response checks); a v2 refusal
// (/v2/limits and every other REST v2 resource, reference §10.2, docs/rest-v2-3.6.2.md §5) has an
// empty body, and its 401 names the schemes in `WWW-Authenticate` (`Basic, HMAC`), which a client
// needs to know how to authenticate. Not for a request with a body: with signatures on, 3.6.2
// refuses one that lacks X-Auth-Signature with a 401 that has none (reference §20 (d)).
import type { Operation } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { expectStatus } from '../scenarios/helpers.ts';

/** Reports unless `ex` has `status` and, for a v2 operation, the shape of a v2 refusal; answers whether it had the status. */
export function expectRefusal(ctx: CheckContext, ex: Exchange, op: Operation, status: number, what: string): boolean {
  if (!expectStatus(ctx, ex, status, what)) return false;
  const response = ex.response;
  if (op.view !== 'v2' || response === undefined || status < 400) return true;
  if (response.body !== '') {
    ctx.report({ title: `${what}: the refusal has a body`, expected: `Expected: ${status} with an empty body`, received: `Received: ${response.body.slice(0, 200)}` }, ex);
  }
  if (status === 401 && ex.request.body === '' && !(response.headers['www-authenticate'] ?? '').trim()) {
    ctx.report({ title: `${what}: 401 without WWW-Authenticate`, expected: 'Expected: WWW-Authenticate naming the schemes (Basic, HMAC)', received: 'Received: no WWW-Authenticate header' }, ex);
  }
  return true;
}
