// The v1 JSON envelope (reference §2.4) around every answer of the v1 endpoints: single record,
// list `{filter, results?, count, limit}`, action answers, errors, and the OPTIONS document (§2.5).
import { V1_COMMAND } from '../enums.ts';
import { ACTION_MODEL, COLLECTIONS, type Collection, schemaId } from './common.ts';

/** The `$id` of each collection's record schema (`transfers` → `urn:tmkit:transfer`). */
export const RECORD_SCHEMA_OF: Record<Collection, string> = {
  transfers: schemaId('transfer'),
  hosts: schemaId('host'),
  hostconfigs: schemaId('hostconfig'),
  configurations: schemaId('configuration'),
  rules: schemaId('rule-record'),
};

const envelopeProperties = {
  'X-Auth-User': { type: 'string' },
  'X-method': { type: 'string' },
  path: { type: 'string' },
  base: { type: 'string' },
  subpath: { type: 'array', items: { type: 'string' } },
  uri: {
    type: 'object',
    additionalProperties: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
  },
  cookie: { type: 'object' },
  detail: { type: 'string' },
} as const;
const routing = ['X-method', 'path', 'base', 'uri'] as const;
const ok = { message: { type: 'string', const: 'OK' }, code: { type: 'integer', const: 200 } } as const;

/** The `$id` of the v1 envelope a collection's single-record answers (GET one, POST, PUT, DELETE) match: `urn:tmkit:v1-single-<collection>`. */
export const singleEnvelopeSchemaId = (c: Collection) => schemaId(`v1-single-${c}`);
/** The `$id` of the v1 envelope a collection's list answer (GET with filters) matches: `urn:tmkit:v1-list-<collection>`. */
export const listEnvelopeSchemaId = (c: Collection) => schemaId(`v1-list-${c}`);

/** GET one, POST, PUT and DELETE of a collection: `answer` is the record itself. */
const singleEnvelope = (c: Collection) => ({
  $id: singleEnvelopeSchemaId(c),
  title: `v1 single-record answer (${c})`,
  type: 'object',
  properties: {
    ...envelopeProperties,
    answer: { $ref: RECORD_SCHEMA_OF[c] },
    command: { type: 'string', enum: [V1_COMMAND.GET, V1_COMMAND.CREATE, V1_COMMAND.UPDATE, V1_COMMAND.DELETE] },
    ...ok,
  },
  required: [...routing, 'answer', 'command', 'message', 'code'],
  additionalProperties: false,
});

/** GET of a collection: `results` is left out when nothing matched (reference §2.4). */
const listEnvelope = (c: Collection) => ({
  $id: listEnvelopeSchemaId(c),
  title: `v1 list answer (${c})`,
  type: 'object',
  properties: {
    ...envelopeProperties,
    answer: {
      type: 'object',
      properties: {
        filter: { type: 'object' },
        results: { type: 'array', minItems: 1, items: { $ref: RECORD_SCHEMA_OF[c] } },
        count: { type: 'integer', minimum: 0 },
        limit: { type: 'integer' },
      },
      required: ['filter', 'count', 'limit'],
      additionalProperties: false,
    },
    command: { type: 'string', const: V1_COMMAND.MULTIGET },
    ...ok,
  },
  required: [...routing, 'answer', 'command', 'message', 'code'],
  additionalProperties: false,
});

export const collectionEnvelopeSchemas = COLLECTIONS.flatMap((c) => [singleEnvelope(c), listEnvelope(c)]);

/** Action handlers answer `{"@model": M, "results": [...]}` (GET /server has no `@model`). */
const actionEnvelope = (name: string, model: string | null, commands: readonly string[], item: object) => ({
  $id: schemaId(`v1-action-${name}`),
  title: `v1 ${name} answer`,
  type: 'object',
  properties: {
    ...envelopeProperties,
    answer: {
      type: 'object',
      properties: {
        ...(model === null ? {} : { '@model': { type: 'string', const: model } }),
        results: { type: 'array', items: item },
      },
      required: model === null ? ['results'] : ['@model', 'results'],
      additionalProperties: false,
    },
    command: { type: 'string', enum: commands },
    ...ok,
  },
  required: [...routing, 'answer', 'command', 'message', 'code'],
  additionalProperties: false,
});

export const actionEnvelopeSchemas = [
  actionEnvelope('log', ACTION_MODEL.log, [V1_COMMAND.GetLog], { $ref: schemaId('log-response-packet') }),
  actionEnvelope('info', ACTION_MODEL.info, [V1_COMMAND.GetTransferInformation, V1_COMMAND.GetInformation], {
    anyOf: [{ $ref: schemaId('transfer') }, { type: 'string' }],
  }),
  actionEnvelope('bandwidth', ACTION_MODEL.bandwidth, [V1_COMMAND.GetBandwidth, V1_COMMAND.SetBandwidth], { $ref: schemaId('bandwidth-packet') }),
  actionEnvelope('server-status', null, [V1_COMMAND.GetStatus], { $ref: schemaId('server-status') }),
  actionEnvelope('shutdown', ACTION_MODEL.server, [V1_COMMAND.ShutdownOrBlock], { $ref: schemaId('shutdown-or-block-packet') }),
  // /control: the transfer record (GetTransferInformation) or the packet echoed (the three writes).
  actionEnvelope('control', ACTION_MODEL.control, [V1_COMMAND.GetTransferInformation, V1_COMMAND.CreateTransfer, V1_COMMAND.RestartTransfer, V1_COMMAND.StopOrCancelTransfer], {
    anyOf: [{ $ref: schemaId('transfer') }, { $ref: schemaId('transfer-request-packet') }, { $ref: schemaId('restart-transfer-packet') }, { $ref: schemaId('stop-or-cancel-packet') }],
  }),
  // 3.6.2's /config and /business (docs/real-server-3.6.2.md "/config and /business").
  actionEnvelope('config-export', ACTION_MODEL.config, [V1_COMMAND.ExportConfig], { $ref: schemaId('config-export-response-packet') }),
  actionEnvelope('config-import', ACTION_MODEL.config, [V1_COMMAND.ImportConfig], { $ref: schemaId('config-import-response-packet') }),
  actionEnvelope('business', ACTION_MODEL.business, [V1_COMMAND.ExecuteBusiness], { $ref: schemaId('business-request-packet') }),
];

/**
 * Any v1 error in JSON: the full envelope, or the short body of action handlers whose packet
 * could not be read (`{message, code, detail}`, reference §17).
 */
export const v1ErrorSchema = {
  $id: schemaId('v1-error'),
  title: 'v1 error body',
  type: 'object',
  properties: {
    ...envelopeProperties,
    answer: { type: 'object' },
    command: { type: 'string' },
    message: { type: 'string', minLength: 1 },
    code: { type: 'integer', minimum: 400, maximum: 599 },
  },
  required: ['message', 'code'],
  additionalProperties: false,
} as const;

/** OPTIONS: the self-describing "detailed allow" document; no `code`/`message` (reference §2.5). */
export const optionsDocumentSchema = {
  $id: schemaId('v1-options'),
  title: 'v1 OPTIONS document',
  type: 'object',
  properties: {
    ...envelopeProperties,
    command: { type: 'string', const: V1_COMMAND.OPTIONS },
    answer: {
      type: 'object',
      properties: {
        allow: { type: 'string', pattern: '^(GET|PUT|POST|DELETE|OPTIONS)(,(GET|PUT|POST|DELETE|OPTIONS))*$' },
        UriAllowed: { type: 'string' },
        DetailedAllow: {
          type: 'array',
          items: { type: 'object', minProperties: 1, maxProperties: 1 },
        },
      },
      required: ['allow', 'UriAllowed', 'DetailedAllow'],
      additionalProperties: false,
    },
  },
  required: [...routing, 'command', 'answer'],
  additionalProperties: false,
} as const;
