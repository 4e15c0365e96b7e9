// The one Ajv instance of the process (STYLE: rules are data, compiled once, strict mode on).
// Every schema of the contract is registered here by its `$id`.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { transferCreateSchema, transferSchema, transferUpdateSchema } from './schemas/transfer.schema.ts';
import { hostCreateSchema, hostSchema, hostUpdateSchema } from './schemas/host.schema.ts';
import { hostConfigCreateSchema, hostConfigSchema, hostConfigUpdateSchema } from './schemas/hostconfig.schema.ts';
import { configurationCreateSchema, configurationSchema, configurationUpdateSchema } from './schemas/configuration.schema.ts';
import {
  bandwidthPacketSchema,
  informationPacketSchema,
  logPacketSchema,
  logResponsePacketSchema,
  shutdownOrBlockPacketSchema,
} from './schemas/packets.schema.ts';
import { serverStatusSchema } from './schemas/server-status.schema.ts';
import { limitsInputSchema, limitsPublishedPutSchema, limitsPutSchema, limitsSchema, v2ErrorSchema } from './schemas/v2.schema.ts';
import { actionEnvelopeSchemas, collectionEnvelopeSchemas, optionsDocumentSchema, v1ErrorSchema } from './schemas/envelope.schema.ts';
import { ruleCreateSchema, ruleRecordSchema, ruleSchema, ruleTaskSchema, ruleUpdateSchema } from './schemas/rule.schema.ts';
import { V2_SCHEMAS } from './v2/schemas.ts';
import { CONTROL_PACKET_SCHEMAS } from './schemas/control-packets.schema.ts';
import { isIsoDateTime, isIsoDateTimeWithOffset } from './iso-date.ts';
import { recordingFileSchema, scriptFileSchema } from './schemas/script.schema.ts';

/**
 * Every JSON Schema of the contract, each with its `$id` (`urn:tmkit:<name>`): the four records
 * and their create and update bodies, the action packets, the GET /server status, the /v2/limits
 * record, bodies and error, the v1 error and OPTIONS documents, and the v1 envelopes of every
 * collection and action endpoint. All are registered in {@link ajv}.
 */
export const ALL_SCHEMAS: readonly { $id: string }[] = [
  transferSchema, transferCreateSchema, transferUpdateSchema,
  hostSchema, hostCreateSchema, hostUpdateSchema,
  hostConfigSchema, hostConfigCreateSchema, hostConfigUpdateSchema,
  configurationSchema, configurationCreateSchema, configurationUpdateSchema,
  logPacketSchema, logResponsePacketSchema, informationPacketSchema, bandwidthPacketSchema, shutdownOrBlockPacketSchema,
  serverStatusSchema, limitsSchema, limitsInputSchema, limitsPublishedPutSchema, limitsPutSchema, v2ErrorSchema,
  v1ErrorSchema, optionsDocumentSchema, ...collectionEnvelopeSchemas, ...actionEnvelopeSchemas,
  ruleTaskSchema, ruleSchema, ruleRecordSchema, ruleCreateSchema, ruleUpdateSchema, ...CONTROL_PACKET_SCHEMAS, ...V2_SCHEMAS,
];

/** The schemas of the kit's own files (a request script, a recording: docs/replay.md), registered beside the interface's but not part of it. */
export const FILE_SCHEMAS: readonly { $id: string }[] = [scriptFileSchema, recordingFileSchema];

function createAjv(): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true });
  // int64: a JSON integer. Values beyond 2^53 arrive rounded from JSON.parse; their exact digits
  // are compared elsewhere with the lossless parser.
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 63 });
  ajv.addFormat('epoch-ms', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('iso-date-time', { type: 'string', validate: isIsoDateTime });
  ajv.addFormat('iso-date-time-offset', { type: 'string', validate: isIsoDateTimeWithOffset });
  for (const schema of [...ALL_SCHEMAS, ...FILE_SCHEMAS]) ajv.addSchema(schema);
  return ajv;
}

/**
 * The one Ajv instance of the contract (strict mode, all errors), with every schema of
 * {@link ALL_SCHEMAS} registered by its `$id` and the formats they use (`int64`, `epoch-ms`,
 * `iso-date-time`, `iso-date-time-offset`). Prefer `validatorFor` and `checkAgainst`.
 */
export const ajv = createAjv();

/** The compiled validator of a registered schema (compiled once, then cached by Ajv). */
export function validatorFor(id: string): ValidateFunction {
  const validate = ajv.getSchema(id);
  if (!validate) throw new Error(`no schema registered as ${id}`);
  return validate;
}

/** One way a value breaks a schema, as {@link checkAgainst} answers it. */
export interface SchemaViolation {
  /** JSON pointer of the offending part (`/SPECIALID`), `/` for the value itself. */
  readonly instancePath: string;
  /** Ajv's message, followed by its parameters as JSON (`must be integer {"type":"integer"}`). */
  readonly message: string;
}

/** Validates `value` against the schema `id`; answers every violation with its instance path. */
export function checkAgainst(id: string, value: unknown): SchemaViolation[] {
  const validate = validatorFor(id);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e: ErrorObject) => ({
    instancePath: e.instancePath || '/',
    message: `${e.message ?? 'invalid'}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ''}`,
  }));
}
