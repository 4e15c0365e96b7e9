// The contract: the only public door of contract/. Imports nothing of ours.
export * from './enums.ts';
export * from './types.ts';
export * from './columns.ts';
export * from './operations.ts';
export * from './iso-date.ts';
export { ajv, validatorFor, checkAgainst, ALL_SCHEMAS, type SchemaViolation } from './ajv.ts';
export { COLLECTIONS, type Collection, schemaId } from './schemas/common.ts';
export { RECORD_SCHEMA_OF, singleEnvelopeSchemaId, listEnvelopeSchemaId } from './schemas/envelope.schema.ts';
export { transferSchema, transferCreateSchema, transferUpdateSchema } from './schemas/transfer.schema.ts';
export { hostSchema, hostCreateSchema, hostUpdateSchema } from './schemas/host.schema.ts';
export { hostConfigSchema, hostConfigCreateSchema, hostConfigUpdateSchema } from './schemas/hostconfig.schema.ts';
export { configurationSchema, configurationCreateSchema, configurationUpdateSchema } from './schemas/configuration.schema.ts';
export { OVERALL_COUNTERS, STEPS_COUNTERS, RUNNINGSTEPS_COUNTERS, ERRORTYPES_COUNTERS } from './schemas/server-status.schema.ts';
export { LIMITS_FIELDS } from './schemas/v2.schema.ts';
export * from './status-codes.ts';
export * from './packets.ts';
export * from './sanity.ts';
