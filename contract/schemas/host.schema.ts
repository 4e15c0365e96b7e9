// DbHostAuth, the partner host record (reference §8.2), and its create and update bodies.
import { schemaId, updatedInfo, RECORD_MODEL } from './common.ts';

/** HOSTKEY on output: base64 of the hex text of the encrypted key, or null (reference §3.3). */
const hostKeyOutput = { type: ['string', 'null'], pattern: '^[A-Za-z0-9+/]*={0,2}$' } as const;

/** JSON Schema of the host record (DbHostAuth, reference §8.2) as the server writes it; HOSTKEY is base64 text or null. `$id` `urn:tmkit:host`. */
export const hostSchema = {
  $id: schemaId('host'),
  title: 'Host record (DbHostAuth)',
  type: 'object',
  properties: {
    '@model': { type: 'string', const: RECORD_MODEL.hosts },
    HOSTID: { type: 'string' },
    ADDRESS: { type: 'string' },
    PORT: { type: 'integer' },
    HOSTKEY: hostKeyOutput,
    ISSSL: { type: 'boolean' },
    ISCLIENT: { type: 'boolean' },
    ISPROXIFIED: { type: 'boolean' },
    ADMINROLE: { type: 'boolean' },
    ISACTIVE: { type: 'boolean' },
    UPDATEDINFO: updatedInfo,
  },
  required: ['@model', 'HOSTID', 'ADDRESS', 'PORT', 'HOSTKEY', 'ISSSL', 'ISCLIENT', 'ISPROXIFIED', 'ADMINROLE', 'ISACTIVE', 'UPDATEDINFO'],
  additionalProperties: false,
} as const;

const writableHostFields = {
  ADDRESS: { type: 'string', minLength: 1 },
  // Any negative port makes a client-only account (reference §3.3); 65535 is the largest TCP port.
  PORT: { type: 'integer', minimum: -2147483648, maximum: 65535 },
  ISSSL: { type: 'boolean' },
  HOSTKEY: { type: 'string', minLength: 1 },
  ADMINROLE: { type: 'boolean' },
  ISCLIENT: { type: 'boolean' },
  ISACTIVE: { type: 'boolean' },
  ISPROXIFIED: { type: 'boolean' },
  UPDATEDINFO: updatedInfo,
} as const;

/** POST /hosts: HOSTID, ADDRESS and HOSTKEY are required (reference §3.3). */
export const hostCreateSchema = {
  $id: schemaId('host-create'),
  title: 'POST /hosts body',
  type: 'object',
  properties: { '@model': { type: 'string', const: RECORD_MODEL.hosts }, HOSTID: { type: 'string', minLength: 1 }, ...writableHostFields },
  required: ['HOSTID', 'ADDRESS', 'HOSTKEY'],
  additionalProperties: false,
} as const;

/** PUT /hosts/:id: the host id is the path. */
export const hostUpdateSchema = {
  $id: schemaId('host-update'),
  title: 'PUT /hosts/:id body',
  type: 'object',
  properties: writableHostFields,
  additionalProperties: false,
} as const;
