// The input space of REST v2 (issue 26, item 6): every query parameter and body field of the v2
// operations, with the value classes (value-classes.ts) 3.6.2's handlers and converters give a
// meaning to (docs/rest-v2-3.6.2.md §3, §4, §8): a query argument is always text, read by Java's
// Integer.parseInt / Long.parseLong, RestUtils.stringToBoolean (true or false in any case), an
// enum's exact name, Joda's DateTime.parse and Period.parse, each refusal errorCode 4; a body
// member is read by its Jackson node type (a text where a number or a boolean is read, a number
// where a text is read, null: errorCode 7). Where 3.6.2 is evidently wrong the reading here is the
// intent and the baseline names 3.6.2's answer (POST /v2/hosts creates a host; a valid date or an
// offset filters /v2/transfers; modeTrans selects the rules of that mode). /v2/limits' fields are in
// input-space.ts with the v1 operations; the cell types both tables write are in ../input-spec.ts.
import type { InputSpec, Reading } from '../input-spec.ts';
import { UPDATED_INFO } from '../enums.ts';
import { INT32_MAX, TEXT_WIDTH } from '../value-classes.ts';
import { V2_LISTS } from './lists.ts';
import { V2_RULE_MODES } from './names.ts';

const given: Reading = { as: 'given' };
/** errorCode 4: an illegal query parameter value. */
const illegalParameter: Reading = { as: 'rejected', status: 400, errorCode: 4 };
/** errorCode 7: an illegal field value (the wrong JSON type, or a value out of range). */
const illegalField: Reading = { as: 'rejected', status: 400, errorCode: 7 };
const asTrue: Reading = { as: 'value', value: true };

const texts = { 'text-ascii': given, 'text-latin': given, 'text-other-script': given, 'text-astral': given } as const;

// ---- query parameters --------------------------------------------------------------------
/** Integer.parseInt: an int, else 4; `largest` is 2^31-1 and past 2^53 cannot be an int. */
const intQuery = (nonPositive: { zero: Reading; negative: Reading }): InputSpec => ({
  kind: 'integer',
  largest: BigInt(INT32_MAX),
  classes: { 'number-text': given, zero: nonPositive.zero, negative: nonPositive.negative, largest: given, 'past-2^53': illegalParameter, 'not-a-number': illegalParameter },
});
/** Long.parseLong: a long, else 4. */
const longQuery: InputSpec = { kind: 'id', classes: { 'number-text': given, negative: given, zero: given, largest: given, 'past-2^53': given, 'not-a-number': illegalParameter } };
/** RestUtils.stringToBoolean: true or false in any case (TRUE is true); another text is 4. */
const booleanQuery: InputSpec = { kind: 'boolean', classes: { 'boolean-text': given, 'boolean-other-text': asTrue } };
/** countOrder: only `true` in any case asks for the count; another text lists. */
const countOrder: InputSpec = { kind: 'boolean', classes: { 'boolean-text': given, 'boolean-other-text': asTrue } };
/** An enum's `valueOf`: the exact name, another case is 4. */
const nameQuery = (names: readonly string[]): InputSpec => ({ kind: 'name', names, classes: { 'name-exact': given, 'name-other-case': illegalParameter } });
/** An exact text filter (SQL `=`, or Java's equals). */
const textQuery: InputSpec = { kind: 'text', width: TEXT_WIDTH.key, classes: { ...texts } };
/** DateTime.parse: an ISO 8601 date or date-time, with its offset; another text is 4. */
const dateQuery: InputSpec = {
  kind: 'time',
  classes: { 'time-iso-date': { as: 'instant' }, 'time-iso-z': { as: 'instant' }, 'time-iso-offset': { as: 'instant' }, 'not-a-number': illegalParameter },
};

const UPDATED_INFO_NAMES = Object.keys(UPDATED_INFO);
const ordersOf = (list: keyof typeof V2_LISTS) => Object.keys(V2_LISTS[list].orders);

const listTransfersV2: Record<string, InputSpec> = {
  // 0 and negatives: no LIMIT clause, every row (docs/rest-v2-3.6.2.md §3.1).
  limit: intQuery({ zero: { as: 'unbounded' }, negative: { as: 'unbounded' } }),
  // A negative offset skips nothing (the DAO writes OFFSET only when it is positive).
  offset: intQuery({ zero: given, negative: { as: 'absent' } }),
  order: nameQuery(ordersOf('v2transfers')),
  countOrder,
  ruleID: textQuery,
  partner: textQuery,
  status: nameQuery(UPDATED_INFO_NAMES),
  filename: textQuery,
  startTrans: dateQuery,
  stopTrans: dateQuery,
  followId: textQuery,
};
const listHostsV2: Record<string, InputSpec> = {
  // 0 is an empty page; a negative limit or offset is 4 (§3.2).
  limit: intQuery({ zero: given, negative: illegalParameter }),
  offset: intQuery({ zero: given, negative: illegalParameter }),
  order: nameQuery(ordersOf('v2hosts')),
  countOrder,
  address: textQuery,
  isSSL: booleanQuery,
  isActive: booleanQuery,
};
const listRulesV2: Record<string, InputSpec> = {
  // A limit of 0 or less is 4 here (§8.4).
  limit: intQuery({ zero: illegalParameter, negative: illegalParameter }),
  offset: intQuery({ zero: given, negative: illegalParameter }),
  order: nameQuery(ordersOf('v2rules')),
  countOrder,
  // The rules of that mode (3.6.2 compares the mode's position from 0, one less than its code: baseline).
  modeTrans: nameQuery(V2_RULE_MODES),
};
const listFileMonitorsV2: Record<string, InputSpec> = {
  name: textQuery,
  // 0 every file, > 0 the active ones (Integer.parseInt of the trimmed text).
  status: { kind: 'integer', largest: BigInt(INT32_MAX), classes: { 'number-text': given, zero: given, largest: given, 'not-a-number': illegalParameter } },
  countOrder,
};
/** Period.parse then toStandardSeconds: days, hours, minutes, seconds; months or years are 4. */
const period: InputSpec = { kind: 'duration', classes: { 'duration-iso': given, 'duration-months': illegalParameter, 'not-a-number': illegalParameter } };

const EXPORTS = 'an export writes the configuration files of the server (run/conf/<host>_*.xml), which the suite cannot remove or put back (DESIGN §6a)';
const flagOnce = (why: string): InputSpec => ({ ...booleanQuery, fakeOnly: { 'boolean-other-text': why } });
const getLogsV2: Record<string, InputSpec> = {
  // Only false is sent: true purges the exported transfers or marks the finished ones DONE, on the
  // fake's data too, which the other checks read (log_purge_removes_exported tries a purge).
  purge: { kind: 'boolean', classes: { 'boolean-text': given } },
  clean: { kind: 'boolean', classes: { 'boolean-text': given } },
  status: nameQuery(UPDATED_INFO_NAMES),
  ruleName: textQuery,
  start: dateQuery,
  stop: dateQuery,
  startID: longQuery,
  stopID: longQuery,
  requester: textQuery,
};
const exportConfigV2: Record<string, InputSpec> = Object.fromEntries(
  ['exportHosts', 'exportRules', 'exportBusiness', 'exportAliases', 'exportRoles'].map((n) => [n, flagOnce(EXPORTS)]),
);

// ---- body members --------------------------------------------------------------------------
/** A text member: a JSON text as given; a number or null is 7. */
const textField = (width: number, more: Partial<Record<'text-longest' | 'text-whitespace-run' | 'text-xml-special', Reading>> = {}): InputSpec => ({
  kind: 'text',
  width,
  classes: { ...texts, ...more, null: illegalField },
});
/** A boolean member: a JSON boolean; a text or null is 7. */
const booleanField: InputSpec = { kind: 'boolean', classes: { 'boolean-json': given, 'boolean-text': illegalField, null: illegalField } };
/** A list member: a JSON array; a text is 7. */
const arrayField: InputSpec = { kind: 'array', classes: { 'array-json': given, 'text-ascii': illegalField } };

const hostFields = (name: InputSpec): Record<string, InputSpec> => ({
  name,
  address: textField(TEXT_WIDTH.key, { 'text-longest': given }),
  // canConvertToInt, 0 to 65535; a text node is 7 (§8.3).
  port: {
    kind: 'integer',
    largest: 65535n,
    classes: { 'number-json': given, zero: given, largest: given, negative: illegalField, 'number-text': illegalField, 'not-a-number': illegalField, null: illegalField },
  },
  // Stored encrypted: which text was stored shows only through v1's key (v2_host_writes_round_trip).
  password: { kind: 'text', width: TEXT_WIDTH.key, classes: { 'text-ascii': given, null: illegalField } },
  isSSL: booleanField,
  isClient: booleanField,
  isAdmin: booleanField,
  isActive: booleanField,
  isProxy: booleanField,
});
const ruleFields = (name: InputSpec): Record<string, InputSpec> => ({
  name,
  mode: { kind: 'name', names: V2_RULE_MODES, classes: { 'name-exact': given, 'name-other-case': illegalField } },
  hostIds: arrayField,
  recvPath: textField(TEXT_WIDTH.text),
  sendPath: textField(TEXT_WIDTH.text),
  archivePath: textField(TEXT_WIDTH.text),
  workPath: textField(TEXT_WIDTH.text),
  rPreTasks: arrayField,
  rPostTasks: arrayField,
  sPreTasks: arrayField,
  sErrorTasks: arrayField,
});
/** `name` of a PUT: the record's own name (another is 13, the v2_*_writes checks try it). */
const ownName: InputSpec = { kind: 'text', width: TEXT_WIDTH.key, classes: { 'text-ascii': given } };
const newName: InputSpec = { kind: 'text', width: TEXT_WIDTH.key, classes: { ...texts, 'text-longest': given, null: illegalField } };

/** The host configuration: three lists, and OTHERS, an XML text that must be `<root><version>…</version></root>` (else 7). */
const hostConfigFields: Record<string, InputSpec> = {
  business: arrayField,
  roles: arrayField,
  aliases: arrayField,
  others: { kind: 'text', width: TEXT_WIDTH.long, classes: { 'text-xml-special': given, 'text-ascii': illegalField } },
};
const NO_ROW = 'POST /v2/hostconfig answers 8 while the row exists: creating it needs deleting the host configuration of the server first (DESIGN §6a)';
const createHostConfigV2: Record<string, InputSpec> = Object.fromEntries(
  Object.entries(hostConfigFields).map(([k, spec]) => [k, { ...spec, fakeOnly: Object.fromEntries(Object.keys(spec.classes).map((c) => [c, NO_ROW])) }]),
);

const STARTS_NOW = 'a start that is not a date far in the future: a server that read it as no start (now) would schedule the transfer (DESIGN §6a)';
/** A transfer's start: an ISO 8601 date-time (far in the future here: the suite's transfers never run); another text is 7. */
const startField: InputSpec = {
  kind: 'time',
  classes: { 'time-iso-date': { as: 'instant' }, 'time-iso-z': { as: 'instant' }, 'time-iso-offset': { as: 'instant' }, 'not-a-number': illegalField },
  fakeOnly: { 'not-a-number': STARTS_NOW },
};
/** An unknown rule is 10, an unknown host 11 (3.6.2: 500, a NullPointerException: baseline). */
const knownName = (status: Reading): InputSpec => ({
  kind: 'text',
  width: TEXT_WIDTH.key,
  classes: { 'text-ascii': given, 'text-latin': status, 'text-other-script': status, 'text-astral': status, null: illegalField },
});
const createTransferV2: Record<string, InputSpec> = {
  ruleName: knownName({ as: 'rejected', status: 400, errorCode: 10 }),
  filename: textField(TEXT_WIDTH.text, { 'text-longest': given, 'text-whitespace-run': given }),
  requested: knownName({ as: 'rejected', status: 400, errorCode: 11 }),
  // canConvertToInt and > 0.
  blockSize: {
    kind: 'integer',
    largest: BigInt(INT32_MAX),
    classes: { 'number-json': given, largest: given, zero: illegalField, negative: illegalField, 'number-text': illegalField, 'not-a-number': illegalField },
  },
  fileInfo: textField(TEXT_WIDTH.text, { 'text-whitespace-run': given, 'text-xml-special': given }),
  transferInfo: textField(TEXT_WIDTH.text, { 'text-xml-special': given }),
  start: startField,
};

/** Operation id → parameter or field → what each class reads as (REST v2). */
export const V2_INPUT_SPACE: Readonly<Record<string, Readonly<Record<string, InputSpec>>>> = {
  listTransfersV2,
  createTransferV2,
  listHostsV2,
  createHostV2: hostFields(newName),
  updateHostV2: hostFields(ownName),
  listRulesV2,
  createRuleV2: ruleFields(newName),
  updateRuleV2: ruleFields(ownName),
  createHostConfigV2,
  replaceHostConfigV2: hostConfigFields,
  getServerStatusV2: { period },
  getLogsV2,
  exportConfigV2,
  listFileMonitorsV2,
};

/** v2 operations with parameters that the input space leaves out whole, and why. */
export const V2_LEFT_OUT_OF_INPUT_SPACE: Readonly<Record<string, string>> = {
  importConfigV2: 'every value it reads names a file on the server to import (or a purge of what it replaces): an import the suite must never make (DESIGN §6a) and whose refusals (9, and 4 named after the export flags) v2_errors_listed checks',
};
