// DbConfiguration, the per-host bandwidth and delay limits (reference §8.4), and its bodies.
import { schemaId, updatedInfo } from './common.ts';

/** Bytes per second or ms, 0 = no limit; kept below 2^53 so every JSON reader reads it exactly. */
const limit = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;

/** JSON Schema of the bandwidth configuration record (DbConfiguration, reference §8.4): limits as integers from 0 to 2^53 - 1. `$id` `urn:tmkit:configuration`. */
export const configurationSchema = {
  $id: schemaId('configuration'),
  title: 'Bandwidth configuration record (DbConfiguration)',
  type: 'object',
  properties: {
    '@model': { type: 'string', const: 'DbConfiguration' },
    HOSTID: { type: 'string' },
    READGLOBALLIMIT: limit,
    WRITEGLOBALLIMIT: limit,
    READSESSIONLIMIT: limit,
    WRITESESSIONLIMIT: limit,
    DELAYLIMIT: limit,
    UPDATEDINFO: updatedInfo,
  },
  required: ['@model', 'HOSTID', 'READGLOBALLIMIT', 'WRITEGLOBALLIMIT', 'READSESSIONLIMIT', 'WRITESESSIONLIMIT', 'DELAYLIMIT', 'UPDATEDINFO'],
  additionalProperties: false,
} as const;

const writableConfigurationFields = {
  READGLOBALLIMIT: limit,
  WRITEGLOBALLIMIT: limit,
  READSESSIONLIMIT: limit,
  WRITESESSIONLIMIT: limit,
  DELAYLIMIT: limit,
  UPDATEDINFO: updatedInfo,
  /** The interface spells it in lower case for this resource; both are accepted and ignored. */
  updatedinfo: updatedInfo,
} as const;

/** POST /configurations: HOSTID is required; UPDATEDINFO may also be spelt `updatedinfo`. `$id` `urn:tmkit:configuration-create`. */
export const configurationCreateSchema = {
  $id: schemaId('configuration-create'),
  title: 'POST /configurations body',
  type: 'object',
  properties: { '@model': { type: 'string', const: 'DbConfiguration' }, HOSTID: { type: 'string', minLength: 1 }, ...writableConfigurationFields },
  required: ['HOSTID'],
  additionalProperties: false,
} as const;

/** PUT /configurations/:id: the host id is the path; every field optional. `$id` `urn:tmkit:configuration-update`. */
export const configurationUpdateSchema = {
  $id: schemaId('configuration-update'),
  title: 'PUT /configurations/:id body',
  type: 'object',
  properties: writableConfigurationFields,
  additionalProperties: false,
} as const;
