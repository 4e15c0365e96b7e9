// The JSON packets of /control, /config and /business (3.6.2's localhandler.packet.json classes,
// docs/real-server-3.6.2.md "The four v1 entry points beyond the interface"): requests and the
// answers that echo them. Fields in the classes' order; none required but `@class`, as Jackson
// reads them (a response packet sent as a request, without `command`, is still one: JSON 412).
import { CONFIG_PARTS } from '../packets.ts';
import { classOf, common, dateOrNull } from './packets.schema.ts';
import { nullableString, schemaId } from './common.ts';

const int64 = { type: 'integer', format: 'int64' } as const;
const flags = (prefix: string) => Object.fromEntries(CONFIG_PARTS.map((p) => [`${prefix}${p}`, { type: 'boolean' }]));
const texts = Object.fromEntries(CONFIG_PARTS.map((p) => [p, nullableString]));
const ids = Object.fromEntries(CONFIG_PARTS.map((p) => [`${p}id`, int64]));
const files = Object.fromEntries(CONFIG_PARTS.map((p) => [`file${p}`, nullableString]));

const packet = (name: string, title: string, kind: Parameters<typeof classOf>[0], properties: object, required: readonly string[] = []) => ({
  $id: schemaId(name), title, type: 'object', properties: { '@class': classOf(kind), ...common, ...properties }, required: ['@class', ...required], additionalProperties: false,
}) as const;

/** TransferRequestJsonPacket: POST /control, and its answer with the new transfer's id. `$id` `urn:tmkit:transfer-request-packet`. */
export const transferRequestPacketSchema = packet('transfer-request-packet', 'TransferRequestJsonPacket (POST /control)', 'transferRequest', {
  rulename: nullableString, mode: { type: 'integer' }, filename: nullableString, requested: nullableString, blocksize: { type: 'integer' },
  rank: { type: 'integer' }, specialId: int64, validate: { type: 'integer' }, originalSize: int64, fileInformation: nullableString,
  separator: nullableString, start: dateOrNull, delay: int64, additionalDelay: { type: 'boolean' }, toValidate: { type: 'boolean' },
});

/** RestartTransferJsonPacket: PUT /control, restart a transfer (optionally at `restarttime`). `$id` `urn:tmkit:restart-transfer-packet`. */
export const restartTransferPacketSchema = packet('restart-transfer-packet', 'RestartTransferJsonPacket (PUT /control)', 'restartTransfer', {
  requester: nullableString, requested: nullableString, specialid: int64, restarttime: dateOrNull,
});

/** StopOrCancelJsonPacket: PUT /control, stop (requestUserPacket 9) or cancel (10) a transfer. `$id` `urn:tmkit:stop-or-cancel-packet`. */
export const stopOrCancelPacketSchema = packet('stop-or-cancel-packet', 'StopOrCancelJsonPacket (PUT /control)', 'stopOrCancel', {
  requester: nullableString, requested: nullableString, specialid: int64,
});

/** ConfigExportJsonPacket: GET /config, which parts to export. `$id` `urn:tmkit:config-export-packet`. */
export const configExportPacketSchema = packet('config-export-packet', 'ConfigExportJsonPacket (GET /config)', 'configExport', flags(''));

/** ConfigExportResponseJsonPacket: the answer of GET /config, the file of each part exported. `$id` `urn:tmkit:config-export-response-packet`. */
export const configExportResponsePacketSchema = packet('config-export-response-packet', 'ConfigExportResponseJsonPacket (GET /config answer)', 'configExportResponse', {
  ...flags(''), command: { type: 'integer' }, ...files,
});

/** ConfigImportJsonPacket: PUT /config, the file (or transfer id) of each part and whether to purge it first. `$id` `urn:tmkit:config-import-packet`. */
export const configImportPacketSchema = packet('config-import-packet', 'ConfigImportJsonPacket (PUT /config)', 'configImport', { ...flags('purge'), ...texts, ...ids });

/** ConfigImportResponseJsonPacket: the answer of PUT /config, what was purged and imported. `$id` `urn:tmkit:config-import-response-packet`. */
export const configImportResponsePacketSchema = packet('config-import-response-packet', 'ConfigImportResponseJsonPacket (PUT /config answer)', 'configImportResponse', {
  ...flags('purge'), ...texts, ...ids, command: { type: 'integer' }, ...flags('purged'), ...flags('imported'),
});

/** BusinessRequestJsonPacket: GET /business, the business class to run and its arguments. `$id` `urn:tmkit:business-request-packet`. */
export const businessRequestPacketSchema = packet('business-request-packet', 'BusinessRequestJsonPacket (GET /business)', 'businessRequest', {
  className: nullableString, arguments: nullableString, extraArguments: nullableString, delay: { type: 'integer' }, toApplied: { type: 'boolean' }, validated: { type: 'boolean' },
});

/** Every packet schema of /control, /config and /business. */
export const CONTROL_PACKET_SCHEMAS = [
  transferRequestPacketSchema, restartTransferPacketSchema, stopOrCancelPacketSchema, configExportPacketSchema,
  configExportResponsePacketSchema, configImportPacketSchema, configImportResponsePacketSchema, businessRequestPacketSchema,
] as const;
