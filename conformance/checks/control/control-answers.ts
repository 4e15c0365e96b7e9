// What the /control checks share: the packets they send and how they judge an action answer
// (HttpRestControlR66Handler: `{"@model":"Control","results":[…]}`, soft errors as HTTP 400 with
// the intended status in the JSON `code`).
import { ACTION_MODEL, REQUEST_USER_PACKET } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { answerOf, packetClass, type JsonRecord } from '../scenarios/helpers.ts';
import { rootOf, v1Code } from '../actions/support.ts';
import { answerText } from '../v2/v2-writes.ts';

/** An InformationJsonPacket on a transfer: `remote` the partner, `to` whether it requested from this server. */
export const informationPacket = (ctx: CheckContext, id: bigint, remote: string, to: boolean, idRequest = true): JsonRecord => ({
  '@class': packetClass(ctx, 'InformationJsonPacket'), requestUserPacket: REQUEST_USER_PACKET.INFORMATIONPACKET, id, rulename: remote, idRequest, to,
});

/** A StopOrCancelJsonPacket (9 stop, 10 cancel) or RestartTransferJsonPacket of this server's transfer. */
export function controlPacket(ctx: CheckContext, action: 'stop' | 'cancel' | 'restart', t: { id: bigint; requester: string; requested: string }): JsonRecord {
  const hosts = { requester: t.requester, requested: t.requested, specialid: t.id };
  if (action === 'restart') return { '@class': packetClass(ctx, 'RestartTransferJsonPacket'), requestUserPacket: REQUEST_USER_PACKET.REQUESTPACKET, ...hosts };
  const user = action === 'stop' ? REQUEST_USER_PACKET.STOPPACKET : REQUEST_USER_PACKET.CANCELPACKET;
  return { '@class': packetClass(ctx, 'StopOrCancelJsonPacket'), requestUserPacket: user, ...hosts };
}

/**
 * A failure unless `ex` is HTTP `status` with JSON `code` (and `command` when given) and the
 * answer's model Control.
 */
export function controlAnswerFailure(what: string, ex: Exchange, status: number, code: number, command?: string): Failure | undefined {
  const root = rootOf(ex);
  const ok = ex.response?.status === status && v1Code(ex) === code && (command === undefined || root?.['command'] === command)
    && answerOf(ex)?.['@model'] === ACTION_MODEL.control;
  if (ok) return undefined;
  const expected = `Expected: HTTP ${status}, JSON code ${code}${command ? `, command ${command}` : ''}, answer {"@model":"Control",…}`;
  return { finding: { title: `${what}: status ${ex.response?.status ?? 'none'}`, expected, received: `Received: ${answerText(ex)}` }, exchange: ex };
}
