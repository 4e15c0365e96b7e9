// The transfer rule (DbRule, docs/rest-v2-3.6.2.md §2.3) as the fake stores it and a dataset holds
// it: the columns of the RULES table, with host ids and tasks as lists (the server keeps them as
// XML texts; the views write them in their own form: lists in REST v2, XML in v1's /rules).
import { int32, nullableString, schemaId, updatedInfo } from './common.ts';

/**
 * The `@model` that marks a rule where records of several kinds mix (a line of an NDJSON dataset
 * file): the server's table class, as RECORD_MODEL names the other records. A stored rule has none.
 */
export const RULE_MODEL = 'DbRule';

/** One task of a rule: its type (`LOG`, `COPY`, `EXEC`, ...), its argument text (`path`) and its delay in ms. */
export const ruleTaskSchema = {
  $id: schemaId('rule-task'),
  title: 'Rule task (RuleTask)',
  type: 'object',
  properties: { type: { type: 'string', minLength: 1 }, path: { type: 'string' }, delay: { type: 'integer', minimum: 0 } },
  required: ['type', 'path', 'delay'],
  additionalProperties: false,
} as const;

const tasks = { type: 'array', items: { $ref: schemaId('rule-task') } } as const;
const xmlTasks = { type: 'string', pattern: '^<tasks>.*</tasks>$' } as const;
const nullablePath = { type: ['string', 'null'] } as const;

/** The six task lists of a rule, in the RULES table's column order. */
export const RULE_TASK_COLUMNS = ['RPRETASKS', 'RPOSTTASKS', 'RERRORTASKS', 'SPRETASKS', 'SPOSTTASKS', 'SERRORTASKS'] as const;
/** The four path columns of a rule, in the RULES table's order. */
export const RULE_PATH_COLUMNS = ['RECVPATH', 'SENDPATH', 'ARCHIVEPATH', 'WORKPATH'] as const;

/** JSON Schema of a stored rule: IDRULE, its partner hosts, MODETRANS, four paths (or null), six task lists. `$id` `urn:tmkit:rule`. */
export const ruleSchema = {
  $id: schemaId('rule'),
  title: 'Transfer rule (DbRule), as stored',
  type: 'object',
  properties: {
    IDRULE: { type: 'string', minLength: 1 },
    HOSTIDS: { type: 'array', items: { type: 'string' } },
    // Any int: v1's POST /rules stores what it reads (0 for a text, 99 as given); v2 writes 1-8.
    MODETRANS: int32,
    // null where the rule was made without it (v1 and v2 both store and show the null).
    RECVPATH: nullablePath,
    SENDPATH: nullablePath,
    ARCHIVEPATH: nullablePath,
    WORKPATH: nullablePath,
    RPRETASKS: tasks,
    RPOSTTASKS: tasks,
    RERRORTASKS: tasks,
    SPRETASKS: tasks,
    SPOSTTASKS: tasks,
    SERRORTASKS: tasks,
    UPDATEDINFO: updatedInfo,
  },
  required: ['IDRULE', 'HOSTIDS', 'MODETRANS', ...RULE_PATH_COLUMNS, ...RULE_TASK_COLUMNS, 'UPDATEDINFO'],
  additionalProperties: false,
} as const;

/**
 * The v1 record of /rules (DbRule's JSON, as 3.6.2 writes it): host ids and task lists as the XML
 * texts the RULES table holds, paths null where none was given. Keys in the server's order.
 * `$id` `urn:tmkit:rule-record`.
 */
export const ruleRecordSchema = {
  $id: schemaId('rule-record'),
  title: 'Transfer rule record (DbRule), v1 /rules',
  type: 'object',
  properties: {
    '@model': { type: 'string', const: RULE_MODEL },
    IDRULE: { type: 'string' },
    MODETRANS: int32,
    RECVPATH: nullableString,
    SENDPATH: nullableString,
    ARCHIVEPATH: nullableString,
    WORKPATH: nullableString,
    UPDATEDINFO: updatedInfo,
    HOSTIDS: { type: 'string', pattern: '^<hostids>.*</hostids>$' },
    SPRETASKS: xmlTasks,
    SERRORTASKS: xmlTasks,
    RPRETASKS: xmlTasks,
    RPOSTTASKS: xmlTasks,
    RERRORTASKS: xmlTasks,
    SPOSTTASKS: xmlTasks,
  },
  required: ['@model', 'IDRULE', 'MODETRANS', ...RULE_PATH_COLUMNS, 'UPDATEDINFO', 'HOSTIDS', ...RULE_TASK_COLUMNS],
  additionalProperties: false,
} as const;

const writableRuleFields = {
  '@model': { type: 'string', const: RULE_MODEL },
  MODETRANS: int32,
  RECVPATH: nullableString,
  SENDPATH: nullableString,
  ARCHIVEPATH: nullableString,
  WORKPATH: nullableString,
  HOSTIDS: nullableString,
  RPRETASKS: nullableString,
  RPOSTTASKS: nullableString,
  RERRORTASKS: nullableString,
  SPRETASKS: nullableString,
  SPOSTTASKS: nullableString,
  SERRORTASKS: nullableString,
  UPDATEDINFO: updatedInfo,
} as const;

/** POST /rules: IDRULE is required, the rest optional (host ids and tasks as XML texts). `$id` `urn:tmkit:rule-create`. */
export const ruleCreateSchema = {
  $id: schemaId('rule-create'),
  title: 'POST /rules body',
  type: 'object',
  properties: { IDRULE: { type: 'string', minLength: 1 }, ...writableRuleFields },
  required: ['IDRULE'],
  additionalProperties: false,
} as const;

/** PUT /rules/:id: the rule id is the path (an IDRULE in the body is ignored); every field optional. `$id` `urn:tmkit:rule-update`. */
export const ruleUpdateSchema = {
  $id: schemaId('rule-update'),
  title: 'PUT /rules/:id body',
  type: 'object',
  properties: { IDRULE: { type: 'string' }, ...writableRuleFields },
  additionalProperties: false,
} as const;
