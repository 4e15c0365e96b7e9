// tls_no_legacy_protocol: TLS 1.0 and 1.1 are deprecated (RFC 8996); a server that still completes
// a handshake in either offers clients a downgrade. One connection offering only those two.
import { NotJudged, type ScenarioCheck } from '../check.ts';
import type { CheckContext } from '../../runner/context.ts';

export const tlsNoLegacyProtocol: ScenarioCheck = {
  id: 'tls_no_legacy_protocol',
  kind: 'scenario',
  severity: 'minor',
  rule: 'An HTTPS server refuses TLS 1.0 and TLS 1.1 (RFC 8996).',
  failsWhen: 'a connection that offers only TLS 1.0 and 1.1 completes its handshake (https:// targets only; skipped otherwise).',
  needs: { tls: true },
  async run(ctx: CheckContext) {
    if (ctx.tls === undefined) throw new NotJudged('the TLS handshake at the start of the run did not complete');
    const outcome = await ctx.tls.offerLegacyProtocols();
    if (!outcome.accepted) return;
    ctx.report({
      title: `the server completes a ${outcome.protocol} handshake`,
      expected: 'Expected: a handshake offering only TLS 1.0 and 1.1 refused (protocol_version alert)',
      received: `Received: ${outcome.protocol} negotiated`,
    });
  },
};
