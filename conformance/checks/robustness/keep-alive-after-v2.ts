// keep_alive_after_v2: v1 and /v2 share one port (interface "Deployment"), and HTTP/1.1 keeps a
// connection open unless a side says `Connection: close`; so a v1 request sent after a /v2 request
// on the same connection must be answered. A real 3.6.2 server does not: its v2 router takes the
// v1 handler out of the connection's pipeline and cannot put it back (docs/real-server-3.6.2.md).
// The rest of the suite sends every /v2 request on a connection of its own (targets/http-target.ts),
// so that defect shows here, once, and nowhere else. Only a target behind a socket has connections.
import type { CallRequest } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';

/** v1, then /v2 (OPTIONS answers 200 with or without a limits row, §11), then v1 again. */
const SEQUENCE: readonly CallRequest[] = [
  { method: 'GET', path: '/transfers', query: { LIMIT: 1 } },
  { method: 'OPTIONS', path: '/v2/limits' },
  { method: 'GET', path: '/transfers', query: { LIMIT: 1 } },
];

export const keepAliveAfterV2: ScenarioCheck = {
  id: 'keep_alive_after_v2',
  kind: 'scenario',
  severity: 'major',
  rule: 'On one keep-alive connection, a v1 request sent after a /v2 request gets its answer (no side said Connection: close).',
  failsWhen: 'on one keep-alive connection of its own, `GET /transfers`, `OPTIONS /v2/limits`, `GET /transfers` again: the third gets no answer while the second did not say `Connection: close` (a real 3.6.2 does this; no planted fault can, since the embedded fake has no connections: the check is skipped there).',
  needs: { connections: true },
  async run(ctx: CheckContext) {
    const sent = await ctx.callOnOneConnection(SEQUENCE);
    // A server that closed the connection in between (allowed) says nothing about this rule.
    if (!sent || sent.connections !== 1 || sent.exchanges.length < 2) return;
    const [first, v2, last] = sent.exchanges;
    if (first?.error || v2?.error) return;
    const closed = /\bclose\b/i.test(v2?.response?.headers['connection'] ?? '');
    if (last?.error && !closed) {
      ctx.report(
        {
          title: 'a v1 request after a /v2 request on the same keep-alive connection got no answer',
          expected: 'Expected: GET /transfers answered on the connection OPTIONS /v2/limits kept open',
          received: `Received: no answer (${last.error.failure}: ${last.error.message}); the connection had answered GET /transfers (${first?.response?.status}) and OPTIONS /v2/limits (${v2?.response?.status}) before`,
        },
        last,
      );
    }
  },
};
