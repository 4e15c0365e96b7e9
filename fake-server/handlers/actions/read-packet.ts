// Reading the packet of an action endpoint (reference §2.2, §8.5): the body must be a JSON
// object whose `@class` names a packet under the configured prefix; it is then checked against
// the contract's packet schema. Each failure has the real server's answer shape.
import { ACTION_MODEL, checkAgainst, PACKET_FIELDS, packetKindOf, packetOf, schemaId, type PacketKind, forSchema, outOfInt64, isJsonObject, type JsonObject, type JsonValue, serialize, type ActionModel } from '../../../contract/index.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { isSaneValue } from '../../http/sanity.ts';
import { coerceScalars } from './jackson-scalars.ts';
import type { FakeConfig } from '../../config.ts';
import { factsOf } from '../../release.ts';

/** What reading a packet depends on: the `@class` prefix, and the release (whether it filters values). */
export type PacketConfig = Pick<FakeConfig, 'classPrefix' | 'release'>;
import { actionError, notEnoughInformation, unreadablePacket } from './action-reply.ts';

const SCHEMA_OF: Readonly<Record<PacketKind, string>> = {
  log: schemaId('log-packet'),
  logResponse: schemaId('log-response-packet'),
  information: schemaId('information-packet'),
  bandwidth: schemaId('bandwidth-packet'),
  shutdownOrBlock: schemaId('shutdown-or-block-packet'),
  transferRequest: schemaId('transfer-request-packet'),
  restartTransfer: schemaId('restart-transfer-packet'),
  stopOrCancel: schemaId('stop-or-cancel-packet'),
  configExport: schemaId('config-export-packet'),
  configExportResponse: schemaId('config-export-response-packet'),
  configImport: schemaId('config-import-packet'),
  configImportResponse: schemaId('config-import-response-packet'),
  businessRequest: schemaId('business-request-packet'),
};

export type PacketRead =
  | { readonly ok: true; readonly packet: JsonObject }
  | { readonly ok: false; readonly reply: Reply }
  | { readonly ok: 'none' };

/** A readable packet's known fields: unknown extra properties are ignored (reference §8.5). */
function knownFields(kind: PacketKind, packet: JsonObject): JsonObject {
  const known: JsonObject = Object.create(null);
  for (const name of ['@class', ...PACKET_FIELDS[kind].map(([n]) => n)]) if (packet[name] !== undefined) known[name] = packet[name] as JsonValue;
  return known;
}

/** /bandwidth echoes a packet of the wrong kind without `@model`; /log and /info with it (reference §17-§18). */
const ECHO_MODEL: Readonly<Record<ActionModel, boolean>> = {
  [ACTION_MODEL.log]: true,
  [ACTION_MODEL.info]: true,
  [ACTION_MODEL.server]: true,
  [ACTION_MODEL.bandwidth]: false,
  [ACTION_MODEL.control]: true,
  [ACTION_MODEL.config]: true,
  [ACTION_MODEL.business]: true,
};

/**
 * The packet of kind `kind` (or one of the kinds, as PUT /control takes two) in the request body.
 * `ok: 'none'` when there is no body at all, so the caller decides (most answer "not enough
 * information"; a bandwidth getter needs none).
 */
export function readPacket(req: ParsedRequest, config: PacketConfig, kind: PacketKind | readonly PacketKind[], model: ActionModel): PacketRead {
  const prefix = config.classPrefix;
  if (req.body.kind === 'none') return { ok: 'none' };
  if (req.body.kind === 'invalid') return { ok: false, reply: unreadablePacket(req, `the body is not valid JSON: ${req.body.error}`) };
  const value: JsonValue = req.body.value;
  if (!isJsonObject(value)) return { ok: false, reply: unreadablePacket(req, 'the body must be a JSON object with an @class property') };
  const className = value['@class'];
  if (className === undefined) return { ok: false, reply: unreadablePacket(req, "missing type id property '@class'") };
  const found = typeof className === 'string' ? packetKindOf(className, prefix) : undefined;
  if (found === undefined) {
    // serialize, not JSON.stringify: an @class of 2^64 is read as a bigint, which JSON.stringify refuses.
    return { ok: false, reply: unreadablePacket(req, `Could not resolve type id ${serialize(className, false)}: known packets are ${prefix}protocol.localhandler.packet.json.*JsonPacket`) };
  }
  // 3.5.2 reads the packet's values as sent (no HttpRestV1Utils): release-facts.ts v1BodySanityFilter.
  if (factsOf({ config }).v1BodySanityFilter && !isSaneValue(value)) return { ok: false, reply: unreadablePacket(req, 'Issue on values: the packet holds a control character or markup that is not allowed') };
  const packet = coerceScalars(found, knownFields(found, value));
  const tooLarge = outOfInt64(packet);
  if (tooLarge !== undefined) return { ok: false, reply: unreadablePacket(req, `invalid ${found} packet: ${tooLarge} is outside the 64-bit integer range`) };
  const violations = checkAgainst(SCHEMA_OF[found], forSchema(packet));
  if (violations.length > 0) {
    const v = violations[0] as { instancePath: string; message: string };
    return { ok: false, reply: unreadablePacket(req, `invalid ${found} packet: ${v.instancePath === '/' ? '' : `${v.instancePath.slice(1)} `}${v.message}`) };
  }
  if (typeof kind === 'string' ? found !== kind : !kind.includes(found)) {
    // A readable packet of another kind: JSON 412 "Unknown command" in an HTTP 400, the packet echoed.
    const echo = [packetOf(found, prefix, packet) as never];
    return { ok: false, reply: actionError(req, 412, 'Unknown command', ECHO_MODEL[model] ? model : null, { results: echo }) };
  }
  return { ok: true, packet };
}

/** A required packet: a missing body answers "not enough information". */
export function requirePacket(req: ParsedRequest, config: PacketConfig, kind: PacketKind | readonly PacketKind[], model: ActionModel): { ok: true; packet: JsonObject } | { ok: false; reply: Reply } {
  const read = readPacket(req, config, kind, model);
  if (read.ok === 'none') return { ok: false, reply: notEnoughInformation(req) };
  return read;
}
