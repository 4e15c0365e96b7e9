// The transfer rule (DbRule, docs/rest-v2-3.6.2.md §2.3) as the fake stores it and a dataset holds
// it: the columns of the RULES table, with host ids and tasks as lists (the server keeps them as
// XML texts; the views write them in their own form: lists in REST v2, XML in v1's /rules).
import { schemaId, updatedInfo } from './common.ts';

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

/** The six task lists of a rule, in the RULES table's column order. */
export const RULE_TASK_COLUMNS = ['RPRETASKS', 'RPOSTTASKS', 'RERRORTASKS', 'SPRETASKS', 'SPOSTTASKS', 'SERRORTASKS'] as const;
/** The four path columns of a rule, in the RULES table's order. */
export const RULE_PATH_COLUMNS = ['RECVPATH', 'SENDPATH', 'ARCHIVEPATH', 'WORKPATH'] as const;

/** JSON Schema of a stored rule: IDRULE, its partner hosts, MODETRANS 1-8, four paths, six task lists. `$id` `urn:tmkit:rule`. */
export const ruleSchema = {
  $id: schemaId('rule'),
  title: 'Transfer rule (DbRule), as stored',
  type: 'object',
  properties: {
    IDRULE: { type: 'string', minLength: 1 },
    HOSTIDS: { type: 'array', items: { type: 'string' } },
    MODETRANS: { type: 'integer', minimum: 1, maximum: 8 },
    RECVPATH: { type: 'string' },
    SENDPATH: { type: 'string' },
    ARCHIVEPATH: { type: 'string' },
    WORKPATH: { type: 'string' },
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
