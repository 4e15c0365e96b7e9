// DbTaskRunner, the transfer record, as the real server encodes it (reference §8.1), and the
// bodies of POST /transfers and PUT /transfers/:id (interface, "Transfers").
import { STATUS_JSON_PATTERN, TASK_STEP_VALUES, UPDATED_INFO_VALUES, MODE_TRANS } from '../enums.ts';
import { epochMs, int32, int64, schemaId, timestampInput, RECORD_MODEL } from './common.ts';

const modeTrans = { type: 'integer', minimum: 0, maximum: MODE_TRANS.length - 1 } as const;
const taskStep = { type: 'integer', enum: TASK_STEP_VALUES } as const;
const updatedInfo = { type: 'integer', enum: UPDATED_INFO_VALUES } as const;
const status = { type: 'string', pattern: STATUS_JSON_PATTERN } as const;

/**
 * JSON Schema of the transfer record (DbTaskRunner, reference §8.1) as the server writes it: every
 * field required (RESCHEDULE and THROUGHMODE only when true), no other field. `$id` `urn:tmkit:transfer`.
 */
export const transferSchema = {
  $id: schemaId('transfer'),
  title: 'Transfer record (DbTaskRunner)',
  type: 'object',
  properties: {
    '@model': { type: 'string', const: RECORD_MODEL.transfers },
    SPECIALID: int64,
    RETRIEVEMODE: { type: 'boolean' },
    IDRULE: { type: 'string' },
    MODETRANS: modeTrans,
    FILENAME: { type: 'string' },
    ORIGINALNAME: { type: 'string' },
    FILEINFO: { type: 'string' },
    ISMOVED: { type: 'boolean' },
    BLOCKSZ: int32,
    OWNERREQ: { type: 'string' },
    REQUESTER: { type: 'string' },
    REQUESTED: { type: 'string' },
    TRANSFERINFO: { type: 'string' },
    GLOBALSTEP: taskStep,
    GLOBALLASTSTEP: taskStep,
    STEP: int32,
    STEPSTATUS: status,
    INFOSTATUS: status,
    RANK: int32,
    STARTTRANS: epochMs,
    STOPTRANS: epochMs,
    UPDATEDINFO: updatedInfo,
    RESCHEDULE: { type: 'boolean', const: true },
    THROUGHMODE: { type: 'boolean', const: true },
    ORIGINALSIZE: { type: 'integer' },
    follow: { type: 'string' },
  },
  required: [
    '@model', 'SPECIALID', 'RETRIEVEMODE', 'IDRULE', 'MODETRANS', 'FILENAME', 'ORIGINALNAME',
    'FILEINFO', 'ISMOVED', 'BLOCKSZ', 'OWNERREQ', 'REQUESTER', 'REQUESTED', 'TRANSFERINFO',
    'GLOBALSTEP', 'GLOBALLASTSTEP', 'STEP', 'STEPSTATUS', 'INFOSTATUS', 'RANK', 'STARTTRANS',
    'STOPTRANS', 'UPDATEDINFO', 'ORIGINALSIZE', 'follow',
  ],
  additionalProperties: false,
} as const;

/** Input properties shared by create and update: the interface's field types, as a client sends them. */
const writableTransferFields = {
  GLOBALSTEP: taskStep,
  GLOBALLASTSTEP: taskStep,
  STEP: int32,
  RANK: int32,
  STEPSTATUS: { type: 'string' },
  RETRIEVEMODE: { type: 'boolean' },
  FILENAME: { type: 'string' },
  ISMOVED: { type: 'boolean' },
  BLOCKSZ: int32,
  ORIGINALNAME: { type: 'string' },
  FILEINFO: { type: 'string' },
  TRANSFERINFO: { type: 'string' },
  MODETRANS: modeTrans,
  STARTTRANS: timestampInput,
  STOPTRANS: timestampInput,
  INFOSTATUS: { type: 'string' },
  UPDATEDINFO: updatedInfo,
} as const;

/** POST /transfers: all 22 fields; FILENAME, IDRULE, REQUESTER and REQUESTED are required (reference §3.2). */
export const transferCreateSchema = {
  $id: schemaId('transfer-create'),
  title: 'POST /transfers body',
  type: 'object',
  properties: {
    '@model': { type: 'string', const: RECORD_MODEL.transfers },
    SPECIALID: int64,
    IDRULE: { type: 'string', minLength: 1 },
    OWNERREQ: { type: 'string' },
    REQUESTER: { type: 'string', minLength: 1 },
    REQUESTED: { type: 'string', minLength: 1 },
    ...writableTransferFields,
    FILENAME: { type: 'string', minLength: 1 },
  },
  required: ['FILENAME', 'IDRULE', 'REQUESTER', 'REQUESTED'],
  additionalProperties: false,
} as const;

/** PUT /transfers/:id: the identity (REQUESTER, REQUESTED, OWNERREQ; SPECIALID is the path) plus the writable fields. */
export const transferUpdateSchema = {
  $id: schemaId('transfer-update'),
  title: 'PUT /transfers/:id body',
  type: 'object',
  properties: {
    SPECIALID: int64,
    REQUESTER: { type: 'string', minLength: 1 },
    REQUESTED: { type: 'string', minLength: 1 },
    OWNERREQ: { type: 'string' },
    ...writableTransferFields,
  },
  additionalProperties: false,
} as const;
