// DbHostConfiguration (reference §8.3): XML fragments stored as text, and its bodies.
import { nullableString, schemaId, updatedInfo, RECORD_MODEL } from './common.ts';


/** JSON Schema of the host configuration record (DbHostConfiguration, reference §8.3): XML fragments as text, or null. `$id` `urn:tmkit:hostconfig`. */
export const hostConfigSchema = {
  $id: schemaId('hostconfig'),
  title: 'Host configuration record (DbHostConfiguration)',
  type: 'object',
  properties: {
    '@model': { type: 'string', const: RECORD_MODEL.hostconfigs },
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

/** POST /hostconfigs: HOSTID is required. `$id` `urn:tmkit:hostconfig-create`. */
export const hostConfigCreateSchema = {
  $id: schemaId('hostconfig-create'),
  title: 'POST /hostconfigs body',
  type: 'object',
  properties: { '@model': { type: 'string', const: RECORD_MODEL.hostconfigs }, HOSTID: { type: 'string', minLength: 1 }, ...writableHostConfigFields },
  required: ['HOSTID'],
  additionalProperties: false,
} as const;

/** PUT /hostconfigs/:id: the host id is the path; every field optional. `$id` `urn:tmkit:hostconfig-update`. */
export const hostConfigUpdateSchema = {
  $id: schemaId('hostconfig-update'),
  title: 'PUT /hostconfigs/:id body',
  type: 'object',
  properties: writableHostConfigFields,
  additionalProperties: false,
} as const;
