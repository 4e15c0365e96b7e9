// The contract: the only public door of contract/. Imports nothing of ours.
export * from './enums.ts';
export * from './types.ts';
export * from './columns.ts';
export * from './operations.ts';
export * from './operation-of.ts';
export * from './list-order.ts';
export * from './unobservable-parameters.ts';
export * from './iso-date.ts';
export { ajv, validatorFor, checkAgainst, ALL_SCHEMAS, FILE_SCHEMAS, type SchemaViolation } from './ajv.ts';
export {
  SCRIPT_FORMAT, RECORDING_FORMAT, UNSCRIPTED_HEADERS, scriptedHeaders, RECORDED_ANSWER_HEADERS, ASSIGNED_ID_AT, ASSIGNED_ID_FIELDS, scriptFileSchema, recordingFileSchema,
  type ScriptFile, type ScriptRequest, type RecordingFile, type RecordedExchange,
} from './schemas/script.schema.ts';
export { COLLECTIONS, isCollection, RECORD_MODEL, ACTION_MODEL, type ActionModel, type Collection, schemaId } from './schemas/common.ts';
export { RECORD_SCHEMA_OF, singleEnvelopeSchemaId, listEnvelopeSchemaId } from './schemas/envelope.schema.ts';
export { transferSchema, transferCreateSchema, transferUpdateSchema } from './schemas/transfer.schema.ts';
export { hostSchema, hostCreateSchema, hostUpdateSchema } from './schemas/host.schema.ts';
export { hostConfigSchema, hostConfigCreateSchema, hostConfigUpdateSchema } from './schemas/hostconfig.schema.ts';
export { configurationSchema, configurationCreateSchema, configurationUpdateSchema } from './schemas/configuration.schema.ts';
export { OVERALL_COUNTERS, STEPS_COUNTERS, RUNNINGSTEPS_COUNTERS, ERRORTYPES_COUNTERS } from './schemas/server-status.schema.ts';
export { LIMITS_FIELDS } from './schemas/v2.schema.ts';
export * from './status-codes.ts';
export * from './http-reasons.ts';
export * from './new-record-defaults.ts';
export * from './packets.ts';
export * from './sanity.ts';
export * from './about.ts';
export * from './authentication.ts';
export { openApiDocument, openApiJson, OPENAPI_VERSION, JSON_SCHEMA_DIALECT, type OpenApiDocument, type OpenApiOptions } from './openapi/index.ts';
export * from './wire/index.ts';
export * from './value-classes.ts';
export * from './input-spec.ts';
export * from './input-space.ts';
export * from './mapping-values.ts';
export { ruleSchema, ruleTaskSchema, ruleRecordSchema, ruleCreateSchema, ruleUpdateSchema, RULE_TASK_COLUMNS, RULE_PATH_COLUMNS, RULE_MODEL } from './schemas/rule.schema.ts';
export * from './rule-record.ts';
export * from './v2/index.ts';
export { valueAt, idAt } from './json-pointer.ts';
export { LOAD_TIME_FIELDS, isInstantLike, type LoadTimeKind } from './load-time.ts';
export { assignedIdOf } from './assigned-id.ts';
export { CROSS_FIELD_RULES, CLIENT_ADDRESS, type CrossFieldRule, type CrossFieldCase, type ClassedValue } from './cross-field.ts';
export { RECORD_VIEWS, REFERENCE_VIEWS, LIST_VIEWS, viewFormOf, type RecordView, type ViewedRecord, type ViewScope } from './views.ts';
export { STORED_VALUE_RULES, storedValueOf, type StoredValueRule } from './stored-values.ts';
export { RELEASES, DEFAULT_RELEASE, versionBinOf, releaseOfVersionBin, isRelease, nearestRelease, type Release, type NearestRelease } from './releases.ts';
export { RELEASE_FACTS, releaseFactsOf, columnsOfRelease, UnknownReleaseError, type ReleaseFacts } from './release-facts.ts';
