// The /v2 part of the interface: the limits record and the v2 error body (reference §11).
import { schemaId } from './common.ts';

const limit = { type: 'integer', minimum: 0 } as const;

/** The fields of the /v2/limits record, all required in an answer: up and down global and session limits, and delayLimit. */
export const LIMITS_FIELDS = ['upGlobalLimit', 'downGlobalLimit', 'upSessionLimit', 'downSessionLimit', 'delayLimit'] as const;

export const limitsSchema = {
  $id: schemaId('limits'),
  title: 'Limits record (/v2/limits)',
  type: 'object',
  properties: {
    upGlobalLimit: limit,
    downGlobalLimit: limit,
    upSessionLimit: limit,
    downSessionLimit: limit,
    delayLimit: limit,
  },
  required: LIMITS_FIELDS,
  additionalProperties: false,
} as const;

/** POST/PUT /v2/limits limits-shaped body: every field optional (absent fields keep their value). */
export const limitsInputSchema = {
  $id: schemaId('limits-input'),
  title: 'POST or PUT /v2/limits body (limits-shaped)',
  type: 'object',
  properties: limitsSchema.properties,
  additionalProperties: false,
} as const;

/** PUT /v2/limits body as published (host-configuration-like, DESIGN §2.4). */
export const limitsPublishedPutSchema = {
  $id: schemaId('limits-published-put'),
  title: 'PUT /v2/limits body as published (host-configuration-like)',
  type: 'object',
  properties: {
    business: { type: 'array', items: { type: 'string' } },
    roles: {
      type: 'array',
      items: {
        type: 'object',
        properties: { hostName: { type: 'string' }, roleList: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    },
    aliases: {
      type: 'array',
      items: {
        type: 'object',
        properties: { hostName: { type: 'string' }, aliasList: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    },
    others: { type: 'string' },
  },
  additionalProperties: false,
} as const;

/** PUT /v2/limits body: limits-shaped, or the published host-configuration-like body (which leaves the limits as they are; DESIGN §2.4). */
export const limitsPutSchema = {
  $id: schemaId('limits-put'),
  title: 'PUT /v2/limits body: limits-shaped or as published',
  anyOf: [{ $ref: schemaId('limits-input') }, { $ref: schemaId('limits-published-put') }],
} as const;

export const v2ErrorSchema = {
  $id: schemaId('v2-error'),
  title: 'v2 error body',
  type: 'object',
  properties: {
    errors: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        properties: { message: { type: 'string' }, errorCode: { type: 'integer', minimum: 1, maximum: 13 } },
        required: ['message', 'errorCode'],
        additionalProperties: false,
      },
    },
  },
  required: ['errors'],
  additionalProperties: false,
} as const;
