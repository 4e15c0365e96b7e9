// The JSON packets of the action endpoints (reference §8.5, interface "Bandwidth packet" etc.).
// `@class` is checked by suffix: the prefix is configurable (DESIGN §2.4).
import { PACKET_CLASS } from '../enums.ts';
import { nullableString, schemaId } from './common.ts';

/** The `@class` of a packet kind: checked by its suffix, since the prefix is configurable. */
export const classOf = (kind: keyof typeof PACKET_CLASS) =>
  ({ type: 'string', pattern: `\\.${PACKET_CLASS[kind].replaceAll('.', '\\.')}$` }) as const;
/** The fields every packet has. */
export const common = { comment: nullableString, requestUserPacket: { type: 'integer' } } as const;
/** A date of a packet: epoch ms, a text, or null. */
export const dateOrNull = { anyOf: [{ type: 'integer' }, { type: 'string' }, { type: 'null' }] } as const;
const idOrNull = { anyOf: [{ type: 'integer' }, { type: 'string' }, { type: 'null' }] } as const;

const logFields = {
  purge: { type: 'boolean' },
  clean: { type: 'boolean' },
  statuspending: { type: 'boolean' },
  statustransfer: { type: 'boolean' },
  statusdone: { type: 'boolean' },
  statuserror: { type: 'boolean' },
  rule: nullableString,
  request: nullableString,
  start: dateOrNull,
  stop: dateOrNull,
  startid: idOrNull,
  stopid: idOrNull,
} as const;

export const logPacketSchema = {
  $id: schemaId('log-packet'),
  title: 'LogJsonPacket (GET /log request)',
  type: 'object',
  properties: { '@class': classOf('log'), ...common, ...logFields },
  required: ['@class'],
  additionalProperties: false,
} as const;

export const logResponsePacketSchema = {
  $id: schemaId('log-response-packet'),
  title: 'LogResponseJsonPacket (GET /log answer)',
  type: 'object',
  properties: {
    '@class': classOf('logResponse'),
    ...common,
    ...logFields,
    command: { type: 'integer' },
    filename: { type: 'string' },
    exported: { type: 'integer', minimum: 0 },
    purged: { type: 'integer', minimum: 0 },
  },
  required: ['@class', 'command', 'filename', 'exported', 'purged'],
  additionalProperties: false,
} as const;

export const informationPacketSchema = {
  $id: schemaId('information-packet'),
  title: 'InformationJsonPacket (GET /info request)',
  type: 'object',
  properties: {
    '@class': classOf('information'),
    ...common,
    id: { type: 'integer', format: 'int64' },
    request: { type: 'integer', minimum: 0, maximum: 3 },
    rulename: nullableString,
    filename: nullableString,
    idRequest: { type: 'boolean' },
    to: { type: 'boolean' },
  },
  required: ['@class'],
  additionalProperties: false,
} as const;

export const bandwidthPacketSchema = {
  $id: schemaId('bandwidth-packet'),
  title: 'BandwidthJsonPacket (/bandwidth request and answer)',
  type: 'object',
  properties: {
    '@class': classOf('bandwidth'),
    ...common,
    setter: { type: 'boolean' },
    writeglobal: { type: 'integer' },
    readglobal: { type: 'integer' },
    writesession: { type: 'integer' },
    readsession: { type: 'integer' },
  },
  required: ['@class'],
  additionalProperties: false,
} as const;

export const shutdownOrBlockPacketSchema = {
  $id: schemaId('shutdown-or-block-packet'),
  title: 'ShutdownOrBlockJsonPacket (PUT /server request and answer)',
  type: 'object',
  properties: {
    '@class': classOf('shutdownOrBlock'),
    ...common,
    key: { type: ['string', 'null'], contentEncoding: 'base64' },
    shutdownOrBlock: { type: 'boolean' },
    restartOrBlock: { type: 'boolean' },
  },
  required: ['@class'],
  additionalProperties: false,
} as const;
