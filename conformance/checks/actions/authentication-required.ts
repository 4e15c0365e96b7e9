// authentication_required: when the target authenticates (interface "Authentication": requests are
// authenticated, signed and time-stamped; reference §10), unsigned, tampered and stale requests
// are refused with 401, while the same request correctly signed is served.
//
// How it decides: an unsigned GET /server is sent first. Served (2xx): the target runs without
// authentication and there is nothing to check. Refused: it must be 401. With the run's
// credentials (ctx.credentials), the check then builds its own variants, each differing from a
// served request in one point only: v1 without X-Auth-Key (hmac mode), v1 signed for another query
// (hmac mode), v1 and v2 HMAC with a timestamp an hour old, v2 without Authorization.
// The variants are sent with `sign: false` so the client does not sign them again; a client that
// does not offer that option signs them anyway (seen in the headers that went out): the check
// then only verifies that a request signed with the run's credentials is served.
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { parseIsoDate } from '../../../contract/index.ts';
import { built, isoAt, keptAsBuilt, runCredentials, v1Headers, v2HmacHeaders, type BuiltRequest, type RunCredentials } from './auth-requests.ts';

const HOUR_MS = 3600 * 1000;
const PROBE_QUERY = { tmkit: '1' };
const TAMPERED_QUERY = { tmkit: '2' };

const received = (ex: Exchange) => `Received: ${ex.response?.status ?? `no answer (${ex.error?.message ?? 'unknown'})`}`;
const served = (ex: Exchange) => ex.response !== undefined && ex.response.status < 300;

type Credentials = RunCredentials & { readonly user: string };

/** Sends a built request; undefined when the client changed it (it signed it), so nothing can be concluded. */
async function send(ctx: CheckContext, r: BuiltRequest): Promise<Exchange | undefined> {
  const ex = await ctx.call(r.call);
  return keptAsBuilt(ex, r.url, r.call.headers ?? {}) ? ex : undefined;
}

async function expectRefused(ctx: CheckContext, r: BuiltRequest, what: string): Promise<void> {
  const ex = await send(ctx, r);
  if (ex && ex.response?.status !== 401) ctx.report({ title: `${what} was not refused`, expected: 'Expected: 401 (authentication invalid)', received: received(ex) }, ex);
}

/** The time the run signs with (its X-Auth-Timestamp), from a request the client signed. */
function signingTime(ex: Exchange): number | undefined {
  const entry = Object.entries(ex.request.headers).find(([k]) => k.toLowerCase() === 'x-auth-timestamp');
  return entry ? parseIsoDate(entry[1]) : undefined;
}

async function v1Variants(ctx: CheckContext, c: Credentials, now: number): Promise<void> {
  const fresh = isoAt(now);
  const request = (headers: Record<string, string>, query = PROBE_QUERY) => built('GET', '/server', query, headers);
  // The check's own correct signature must be served, or its variants would prove nothing.
  const valid = await send(ctx, request(v1Headers(c, '/server', PROBE_QUERY, { timestamp: fresh })));
  if (!valid || !served(valid)) return;
  if (c.mode === 'hmac') {
    await expectRefused(ctx, request(v1Headers(c, '/server', PROBE_QUERY, { timestamp: fresh, withoutKey: true })), 'a v1 request without X-Auth-Key');
    await expectRefused(ctx, request(v1Headers(c, '/server', TAMPERED_QUERY, { timestamp: fresh, signedQuery: PROBE_QUERY }), TAMPERED_QUERY), 'a v1 request whose query was changed after signing');
  }
  await expectRefused(ctx, request(v1Headers(c, '/server', PROBE_QUERY, { timestamp: isoAt(now - HOUR_MS) })), 'a v1 request signed an hour ago');
}

async function v2Variants(ctx: CheckContext, c: Credentials, now: number): Promise<void> {
  await expectRefused(ctx, built('GET', '/v2/limits', {}, {}), 'a v2 request without Authorization');
  // Authenticated means anything but 401 (200, 404 without a row, 403 without the role).
  const valid = await send(ctx, built('GET', '/v2/limits', {}, v2HmacHeaders(c, isoAt(now))));
  if (!valid || valid.response === undefined || valid.response.status === 401) return;
  await expectRefused(ctx, built('GET', '/v2/limits', {}, v2HmacHeaders(c, isoAt(now - HOUR_MS))), 'a v2 HMAC request stamped an hour ago');
}

export const authenticationRequired: ScenarioCheck = {
  id: 'authentication_required',
  kind: 'scenario',
  severity: 'critical',
  rule: 'A target that authenticates refuses unsigned, tampered and stale requests with 401 and serves the same requests correctly signed.',
  failsWhen: 'against a target that refuses an unsigned GET /server, that refusal is not 401, an unsigned, tampered or stale variant of a served request is not refused with 401, or the same request correctly signed is not served.',
  async run(ctx: CheckContext) {
    const probe = built('GET', '/server', {}, {});
    const unsigned = await ctx.call(probe.call);
    const credentials = runCredentials(ctx);

    if (!keptAsBuilt(unsigned, probe.url, {})) {
      // The client signed the probe with the run's credentials: no unsigned request can be sent.
      if (!served(unsigned)) ctx.report({ title: 'a request signed with the run\'s credentials was refused', expected: 'Expected: 200 (check the credentials given to the run)', received: received(unsigned) }, unsigned);
      return;
    }
    if (served(unsigned)) return;
    if (unsigned.response?.status !== 401) {
      ctx.report({ title: 'an unsigned request was not refused with 401', expected: 'Expected: 401 (authentication missing)', received: received(unsigned) }, unsigned);
      return;
    }
    if (!credentials) return;

    const signed = await ctx.call({ method: 'GET', path: '/server' });
    if (!served(signed)) {
      ctx.report({ title: 'a request signed with the run\'s credentials was refused', expected: 'Expected: 200 (check the credentials given to the run)', received: received(signed) }, signed);
      return;
    }
    const now = signingTime(signed);
    if (now === undefined) return;
    await v1Variants(ctx, credentials, now);
    await v2Variants(ctx, credentials, now);
  },
};
