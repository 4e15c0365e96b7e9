// DbHostConfiguration (reference §8.3): XML fragments stored as text, and its bodies.
import { nullableString, schemaId, updatedInfo } from './common.ts';


export const hostConfigSchema = {
  $id: schemaId('hostconfig'),
  title: 'Host configuration record (DbHostConfiguration)',
  type: 'object',
  properties: {
    '@model': { type: 'string', const: 'DbHostConfiguration' },
    HOSTID: { type: 'string' },
    BUSINESS: nullableString,
    ROLES: nullableString,
    ALIASES: nullableString,
    OTHERS: nullableString,
    UPDATEDINFO: updatedInfo,
  },
  required: ['@model', 'HOSTID', 'BUSINESS', 'ROLES', 'ALIASES', 'OTHERS', 'UPDATEDINFO'],
  additionalProperties: false,
} as const;

const writableHostConfigFields = {
  BUSINESS: nullableString,
  ROLES: nullableString,
  ALIASES: nullableString,
  OTHERS: nullableString,
  UPDATEDINFO: updatedInfo,
} as const;

export const hostConfigCreateSchema = {
  $id: schemaId('hostconfig-create'),
  title: 'POST /hostconfigs body',
  type: 'object',
  properties: { '@model': { type: 'string', const: 'DbHostConfiguration' }, HOSTID: { type: 'string', minLength: 1 }, ...writableHostConfigFields },
  required: ['HOSTID'],
  additionalProperties: false,
} as const;

export const hostConfigUpdateSchema = {
  $id: schemaId('hostconfig-update'),
  title: 'PUT /hostconfigs/:id body',
  type: 'object',
  properties: writableHostConfigFields,
  additionalProperties: false,
} as const;
