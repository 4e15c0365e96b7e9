// DbConfiguration, the per-host bandwidth and delay limits (reference §8.4), and its bodies.
import { schemaId, updatedInfo, RECORD_MODEL } from './common.ts';

/**
 * Bytes per second or ms, 0 = no limit. The interface types them bigint and sets no lower bound,
 * and a real 3.6.2 server stores negative values as given (docs/real-server-3.6.2.md); kept within
 * ±(2^53 - 1) so every JSON reader reads them exactly (a bound of JSON readers, not of the interface).
 */
const limit = { type: 'integer', minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER } as const;

/** JSON Schema of the bandwidth configuration record (DbConfiguration, reference §8.4): limits as integers within ±(2^53 - 1), negative ones included. `$id` `urn:tmkit:configuration`. */
export const configurationSchema = {
  $id: schemaId('configuration'),
  title: 'Bandwidth configuration record (DbConfiguration)',
  type: 'object',
  properties: {
    '@model': { type: 'string', const: RECORD_MODEL.configurations },
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
  properties: { '@model': { type: 'string', const: RECORD_MODEL.configurations }, HOSTID: { type: 'string', minLength: 1 }, ...writableConfigurationFields },
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
