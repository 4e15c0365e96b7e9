// log_missing_class_rejected: GET /log needs a LogJsonPacket (interface: 400 "error in the request
// body (for example the missing @class property)"). As the real server answers (reference §2.3,
// §4, §17): a body without `@class`, with an unknown `@class` or that is not JSON gets HTTP 400
// with the short body `{message, code: 400, detail}` (no routing fields, no export); no body gets
// the full envelope with detail "not enough information"; a readable packet of another kind gets
// JSON 412 inside an HTTP 400. Every /log counts as a write for the safety rules (DESIGN §6).
import type { CallRequest } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { packetClass } from '../scenarios/helpers.ts';
import { firstResult, rootOf, statusText, v1Code } from './support.ts';

interface Case {
  readonly what: string;
  readonly body: CallRequest['body'];
  /** JSON `code` expected inside the HTTP 400. */
  readonly code: number;
  /** The short body of an unreadable packet, without the routing fields. */
  readonly short: boolean;
  readonly detail?: string;
}

const ROUTING_FIELDS = ['X-method', 'path', 'base', 'uri'];

function cases(ctx: CheckContext): Case[] {
  return [
    { what: 'a packet without @class', body: { requestUserPacket: 16, statusdone: true }, code: 400, short: true },
    { what: 'an unknown @class', body: { '@class': packetClass(ctx, 'NoSuchLogJsonPacket'), requestUserPacket: 16 }, code: 400, short: true },
    { what: 'a body that is not JSON', body: { raw: `{"@class":"${packetClass(ctx, 'LogJsonPacket')}",` }, code: 400, short: true },
    { what: 'no body', body: undefined, code: 400, short: false, detail: 'not enough information' },
    { what: 'a packet of another kind (BandwidthJsonPacket)', body: { '@class': packetClass(ctx, 'BandwidthJsonPacket'), requestUserPacket: 19 }, code: 412, short: false },
  ];
}

export const logMissingClassRejected: ScenarioCheck = {
  id: 'log_missing_class_rejected',
  kind: 'scenario',
  severity: 'major',
  rule: 'GET /log without a readable LogJsonPacket (no @class, unknown @class, not JSON, no body, another packet) is refused with 400 and exports nothing.',
  failsWhen: 'GET /log without a readable LogJsonPacket (no `@class`, an unknown `@class`, a body that is not JSON, no body, another packet) is not refused with HTTP 400, or exports transfers anyway.',
  needs: { writes: true },
  async run(ctx: CheckContext) {
    for (const c of cases(ctx)) {
      const ex = await ctx.call({ method: 'GET', path: '/log', ...(c.body === undefined ? {} : { body: c.body }) });
      const status = ex.response?.status;
      if (status !== 400 || v1Code(ex) !== c.code) {
        ctx.report({ title: `GET /log with ${c.what} was not refused as expected`, expected: `Expected: HTTP 400 with JSON code ${c.code}`, received: `Received: ${statusText(ex)}` }, ex);
        continue;
      }
      const root = rootOf(ex) ?? {};
      if (firstResult(ex)?.['exported'] !== undefined) {
        ctx.report({ title: `GET /log with ${c.what} answered an export`, expected: 'Expected: no export in a refusal', received: `Received: exported = ${String(firstResult(ex)?.['exported'])}` }, ex);
      }
      if (typeof root['detail'] !== 'string' || (c.detail !== undefined && !root['detail'].includes(c.detail))) {
        ctx.report({ title: `GET /log with ${c.what}: the refusal does not say why`, expected: `Expected: a detail text${c.detail ? ` "${c.detail}"` : ''}`, received: `Received: detail ${JSON.stringify(root['detail'] ?? null)}` }, ex);
      }
      const routing = ROUTING_FIELDS.filter((f) => f in root);
      if (c.short && routing.length > 0) {
        ctx.report({ title: `GET /log with ${c.what}: not the short error body of an unreadable packet`, expected: 'Expected: {"message","code","detail"} only (the packet is read before the envelope is filled, reference §2.3)', received: `Received: also ${routing.join(', ')}` }, ex);
      }
      if (!c.short && routing.length < ROUTING_FIELDS.length) {
        ctx.report({ title: `GET /log with ${c.what}: the error envelope lacks its routing fields`, expected: `Expected: ${ROUTING_FIELDS.join(', ')} in the envelope`, received: `Received: ${ROUTING_FIELDS.filter((f) => !(f in root)).join(', ')} missing` }, ex);
      }
    }
  },
};
