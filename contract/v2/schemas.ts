// JSON Schemas of REST v2's bodies (docs/rest-v2-3.6.2.md §2, as a running 3.6.2 writes and reads
// them; where the maker's file disagrees, the server decides and docs/rest-v2-3.6.2.md §6 says
// where). Answers are closed (no other key); request bodies list what the server reads.
import { ERROR_CODES, TASK_STEP, UPDATED_INFO } from '../enums.ts';
import { int32, int64, schemaId } from '../schemas/common.ts';
import { V2_RULE_MODES } from './names.ts';
import { V2_ERRORS, V2_GLOBAL_STEPS, V2_OVERALL, V2_OVERALL_DATES, V2_RUNNING_STEPS } from './status-keys.ts';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
/** Joda's `DateTime.toString()`: ISO 8601 with milliseconds and the JVM's offset. */
const isoDate = { type: 'string', format: 'iso-date-time-offset' } as const;
const count = { type: 'integer', minimum: 0 } as const;
const texts = { type: 'array', items: text } as const;
const closed = <P extends Record<string, unknown>, R extends readonly (keyof P & string)[]>(id: string, title: string, properties: P, required: R) =>
  ({ $id: schemaId(id), title, type: 'object', properties, required, additionalProperties: false }) as const;

/** The names v2 writes for GLOBALSTEP, UPDATEDINFO and STEPSTATUS. */
const stepName = { type: 'string', enum: Object.keys(TASK_STEP) } as const;
const statusName = { type: 'string', enum: Object.keys(UPDATED_INFO) } as const;
const errorCodeName = { type: 'string', enum: ERROR_CODES.map((e) => e.name) } as const;
const ruleMode = { type: 'string', enum: V2_RULE_MODES } as const;

/** The keys of a v2 transfer, in the order the server writes them (`TransferConverter.transferToNode`). */
export const V2_TRANSFER_FIELDS = ['id', 'globalStep', 'globalLastStep', 'step', 'rank', 'status', 'stepStatus', 'errorCode', 'errorMessage', 'originalFilename', 'filename', 'ruleName', 'blockSize', 'fileInfo', 'transferInfo', 'start', 'stop', 'requested', 'requester', 'retrieve'] as const;
export const v2TransferSchema = closed('v2-transfer', 'Transfer (REST v2)', {
  id: int64, globalStep: stepName, globalLastStep: stepName, step: int32, rank: int32, status: statusName, stepStatus: errorCodeName,
  // The char code of INFOSTATUS's letter (79 for `O`), and its English text.
  errorCode: { type: 'integer', enum: ERROR_CODES.map((e) => e.letter.charCodeAt(0)) }, errorMessage: text,
  originalFilename: text, filename: text, ruleName: text, blockSize: int32, fileInfo: nullableText, transferInfo: nullableText,
  start: isoDate, stop: isoDate, requested: text, requester: text, retrieve: { type: 'boolean' },
}, V2_TRANSFER_FIELDS);

/** The fields POST /v2/transfers reads; other keys are ignored (no error 5, unlike the other bodies). */
export const V2_TRANSFER_CREATE_FIELDS = ['ruleName', 'filename', 'requested', 'blockSize', 'fileInfo', 'transferInfo', 'start'] as const;
export const v2TransferCreateSchema = {
  $id: schemaId('v2-transfer-create'), title: 'POST /v2/transfers body', type: 'object',
  properties: { ruleName: { type: 'string', minLength: 1 }, filename: { type: 'string', minLength: 1 }, requested: { type: 'string', minLength: 1 }, blockSize: { type: 'integer', minimum: 1, maximum: 2147483647 }, fileInfo: text, transferInfo: text, start: { type: 'string', format: 'iso-date-time' } },
  required: ['ruleName', 'filename', 'requested'],
} as const;

/** The keys of a v2 host, in the server's order (`HostConverter.hostToNode`). */
export const V2_HOST_FIELDS = ['name', 'address', 'port', 'password', 'isSSL', 'isClient', 'isAdmin', 'isActive', 'isProxy'] as const;
const hostProperties = { name: text, address: text, port: int32, password: nullableText, isSSL: { type: 'boolean' }, isClient: { type: 'boolean' }, isAdmin: { type: 'boolean' }, isActive: { type: 'boolean' }, isProxy: { type: 'boolean' } } as const;
export const v2HostSchema = closed('v2-host', 'Host (REST v2)', hostProperties, V2_HOST_FIELDS);
const hostInputProperties = { ...hostProperties, name: { type: 'string', minLength: 1 }, address: { type: 'string', minLength: 1 }, password: { type: 'string', minLength: 1 } } as const;
/** POST /v2/hosts: name, address, port and password required; an unknown key is error 5. */
export const v2HostCreateSchema = closed('v2-host-create', 'POST /v2/hosts body', hostInputProperties, ['name', 'address', 'port', 'password']);
/** PUT /v2/hosts/{id}: any of the fields; `name`, if given, must be the id (else error 13). */
export const v2HostUpdateSchema = closed('v2-host-update', 'PUT /v2/hosts/{id} body', hostInputProperties, []);

const task = closed('v2-rule-task', 'Rule task (REST v2)', { type: text, arguments: text, delay: { type: 'integer', minimum: 0 } }, ['type', 'arguments', 'delay']);
const tasks = { type: 'array', items: { $ref: schemaId('v2-rule-task') } } as const;
/** The keys of a v2 rule, in the server's order (`RuleConverter.ruleToNode`: four task lists, see docs/rest-v2-3.6.2.md §2.3). */
export const V2_RULE_FIELDS = ['name', 'hostIds', 'mode', 'recvPath', 'sendPath', 'archivePath', 'workPath', 'rPreTasks', 'rPostTasks', 'sPreTasks', 'sErrorTasks'] as const;
const ruleProperties = { name: text, hostIds: texts, mode: ruleMode, recvPath: text, sendPath: text, archivePath: text, workPath: text, rPreTasks: tasks, rPostTasks: tasks, sPreTasks: tasks, sErrorTasks: tasks } as const;
export const v2RuleSchema = closed('v2-rule', 'Rule (REST v2)', ruleProperties, V2_RULE_FIELDS);
const ruleInputProperties = { ...ruleProperties, name: { type: 'string', minLength: 1 } } as const;
/** POST /v2/rules: name and mode required; an unknown key (`rErrorTasks`, `sPostTasks` too) is error 5. */
export const v2RuleCreateSchema = closed('v2-rule-create', 'POST /v2/rules body', ruleInputProperties, ['name', 'mode']);
/** PUT /v2/rules/{id}: any of the fields; `name`, if given, must be the id (else error 13). */
export const v2RuleUpdateSchema = closed('v2-rule-update', 'PUT /v2/rules/{id} body', ruleInputProperties, []);

const roleEntry = closed('v2-role-entry', 'Roles of one host (REST v2)', { hostName: text, roleList: texts }, ['hostName', 'roleList']);
const aliasEntry = closed('v2-alias-entry', 'Aliases of one host (REST v2)', { hostName: text, aliasList: texts }, ['hostName', 'aliasList']);
const hostConfigProperties = { business: texts, roles: { type: 'array', items: { $ref: schemaId('v2-role-entry') } }, aliases: { type: 'array', items: { $ref: schemaId('v2-alias-entry') } }, others: text } as const;
/** The keys of this server's host configuration as PUT and POST answer it. */
export const V2_HOSTCONFIG_FIELDS = ['business', 'roles', 'aliases', 'others'] as const;
export const v2HostConfigWrittenSchema = closed('v2-hostconfig-written', 'Host configuration as written (REST v2 PUT/POST answer)', hostConfigProperties, V2_HOSTCONFIG_FIELDS);
/** GET /v2/hostconfig adds the versions. */
export const v2HostConfigSchema = closed('v2-hostconfig', 'Host configuration (GET /v2/hostconfig)', { ...hostConfigProperties, versionR66: text, versionBin: text }, [...V2_HOSTCONFIG_FIELDS, 'versionR66', 'versionBin']);
export const v2HostConfigInputSchema = closed('v2-hostconfig-input', 'POST or PUT /v2/hostconfig body', { ...hostConfigProperties, others: { type: 'string', pattern: '^<root><version>.+</version></root>$' } }, []);

const listOf = (id: string, title: string, item: string, keyOrder: 'results-first' | 'total-first') => ({
  $id: schemaId(id), title, type: 'object',
  properties: { results: { type: 'array', items: { $ref: schemaId(item) } }, totalResults: count },
  required: keyOrder === 'results-first' ? ['results', 'totalResults'] : ['totalResults', 'results'],
  additionalProperties: false,
}) as const;
/** GET /v2/transfers: `totalResults` is the size of this page on 3.6.2 (docs/rest-v2-3.6.2.md §3.1). */
export const v2TransferListSchema = listOf('v2-transfer-list', 'GET /v2/transfers answer', 'v2-transfer', 'results-first');
export const v2HostListSchema = listOf('v2-host-list', 'GET /v2/hosts answer', 'v2-host', 'total-first');
export const v2RuleListSchema = listOf('v2-rule-list', 'GET /v2/rules answer', 'v2-rule', 'total-first');
/** Any v2 list with `countOrder=true`: the count alone. */
export const v2CountSchema = closed('v2-count', 'v2 list count (countOrder=true)', { totalResults: count }, ['totalResults']);

const group = <K extends readonly (readonly [string, string])[]>(pairs: K, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { ...Object.fromEntries(pairs.map(([k]) => [k, count])), ...extra },
  required: [...pairs.map(([k]) => k), ...Object.keys(extra)],
  additionalProperties: false,
}) as const;
export const v2ServerStatusSchema = {
  $id: schemaId('v2-server-status'), title: 'GET /v2/server/status answer', type: 'object',
  properties: {
    serverName: text, date: isoDate, lastRun: { anyOf: [isoDate, { type: 'null' }] }, fromDate: isoDate,
    secondsRunning: count, networkConnections: count, nbThreads: count, inBandwidth: count, outBandwidth: count,
    overall: group(V2_OVERALL, Object.fromEntries(V2_OVERALL_DATES.map(([k]) => [k, isoDate]))),
    globalSteps: group(V2_GLOBAL_STEPS), runningSteps: group(V2_RUNNING_STEPS), errors: group(V2_ERRORS),
  },
  required: ['serverName', 'date', 'lastRun', 'fromDate', 'secondsRunning', 'networkConnections', 'nbThreads', 'inBandwidth', 'outBandwidth', 'overall', 'globalSteps', 'runningSteps', 'errors'],
  additionalProperties: false,
} as const;

/** GET /v2/server/logs: where the XML export was written, how many transfers it holds, how many were purged. */
export const v2LogsSchema = closed('v2-logs', 'GET /v2/server/logs answer', { filePath: text, exported: count, purged: count }, ['filePath', 'exported', 'purged']);
/** GET /v2/server/config: one file path per exported part asked for (none asked: `{}`). */
export const v2ConfigExportSchema = closed('v2-config-export', 'GET /v2/server/config answer', { fileHost: text, fileRule: text, fileBusiness: text, fileAlias: text, fileRoles: text }, []);
/** PUT /v2/server/config: `"true"` per part imported (the texts of ServerHandler.setConfig). */
export const v2ConfigImportSchema = closed('v2-config-import', 'PUT /v2/server/config answer', { purgedHost: { const: 'true' }, purgedRule: { const: 'true' }, purgedBusiness: { const: 'true' }, purgedAlias: { const: 'true' }, purgedRoles: { const: 'true' } }, []);

/**
 * One file monitor as SpooledInformTask.buildSpooledJsonElement writes it for REST v2 (`strict`):
 * keys upper case, LAST_UPDATE the epoch ms of the last report, DIRECTORIES one text
 * (`<dir>(1) <dir>(2) `), FILES the files seen (their paths as `(<n>)/<name>`, HASH, LASTTIME and
 * USEDTIME null when unknown, ID a text, `""` when no transfer) or `[0]` when there are none.
 * A monitor that has not reported its FileMonitor yet has only NAME, HOST and LAST_UPDATE.
 */
const fileMonitorFile = {
  type: 'object',
  properties: { FILE: text, HASH: { type: ['string', 'null'] }, LASTTIME: { anyOf: [int64, { type: 'null' }] }, USEDTIME: { anyOf: [int64, { type: 'null' }] }, USED: { type: 'boolean' }, ID: text },
  required: ['FILE', 'HASH', 'LASTTIME', 'USEDTIME', 'USED', 'ID'],
  additionalProperties: false,
} as const;
export const v2FileMonitorSchema = {
  $id: schemaId('v2-file-monitor'), title: 'File monitor (REST v2)', type: 'object',
  properties: {
    NAME: text, HOST: text, LAST_UPDATE: int64, GLOBALOK: count, GLOBALERROR: count, TODAYOK: count, TODAYERROR: count, INTERVAL: count,
    STOPFILE: text, STATUSFILE: text, SUBDIRS: { type: 'boolean' }, DIRECTORIES: text,
    FILES: { type: 'array', items: { anyOf: [fileMonitorFile, { const: 0 }] } },
  },
  required: ['NAME', 'HOST', 'LAST_UPDATE'],
  additionalProperties: false,
} as const;
export const v2FileMonitorListSchema = closed('v2-file-monitor-list', 'GET /v2/filemonitors answer', { results: { type: 'array', items: { $ref: schemaId('v2-file-monitor') } }, totalResults: count, totalSubResults: count }, ['results', 'totalResults', 'totalSubResults']);
export const v2FileMonitorCountSchema = closed('v2-file-monitor-count', 'GET /v2/filemonitors answer with countOrder=true', { totalResults: count, totalSubResults: count }, ['totalResults', 'totalSubResults']);

const orCount = (id: string, list: string, countId = 'v2-count') => ({ $id: schemaId(id), title: `${list} or its count`, anyOf: [{ $ref: schemaId(list) }, { $ref: schemaId(countId) }] }) as const;
const listsOrCounts = [
  orCount('v2-transfer-list-or-count', 'v2-transfer-list'), orCount('v2-host-list-or-count', 'v2-host-list'),
  orCount('v2-rule-list-or-count', 'v2-rule-list'), orCount('v2-file-monitor-list-or-count', 'v2-file-monitor-list', 'v2-file-monitor-count'),
];

/** Every v2 schema besides /v2/limits' and the error body's (contract/schemas/v2.schema.ts). */
export const V2_SCHEMAS: readonly { $id: string }[] = [
  v2TransferSchema, v2TransferCreateSchema, v2TransferListSchema,
  v2HostSchema, v2HostCreateSchema, v2HostUpdateSchema, v2HostListSchema,
  task, v2RuleSchema, v2RuleCreateSchema, v2RuleUpdateSchema, v2RuleListSchema,
  roleEntry, aliasEntry, v2HostConfigSchema, v2HostConfigWrittenSchema, v2HostConfigInputSchema,
  v2CountSchema, v2ServerStatusSchema, v2LogsSchema, v2ConfigExportSchema, v2ConfigImportSchema,
  v2FileMonitorSchema, v2FileMonitorListSchema, v2FileMonitorCountSchema, ...listsOrCounts,
];
