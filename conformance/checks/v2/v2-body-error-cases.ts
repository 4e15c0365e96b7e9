// The faulty v2 bodies of v2_body_errors_listed and the errors a real 3.6.2 lists for each, in its
// order (docs/rest-v2-3.6.2.md §4, §8; observed on H2 and PostgreSQL): the body's fields in the
// body's order (a wrong value 7, an unknown key 5, another name 13), then a transfer's rule-host
// refusals (12), then the required fields missing (6) in the converter's order. A value is quoted
// as JSON writes it (`'"x"'`), a date as given. Only values of the wrong type or out of range: a
// failed PUT leaves what it could read in the server's cache (§8.3), so no case sends a value
// that would be accepted alone.
import type { JsonObject } from '../../../contract/index.ts';
import type { ExpectedError } from './v2-writes.ts';

/** The names a case may use: the run's, and a host of the target. */
export interface CaseNames {
  readonly prefix: string;
  /** A rule of the run that allows only this server (`hostIds: [own]`). */
  readonly rule: string;
  /** A host of the run, made through v1. */
  readonly host: string;
  /** A host of the target that is not this server nor SSL, so the run's rule refuses it. */
  readonly partner: string;
  /** The file name of the one transfer body whose fields are all of the right type. */
  readonly filename: string;
}

export interface BodyErrorCase {
  /** What is wrong in the body, without the run's names (a finding's title stays the same from run to run). */
  readonly label: string;
  readonly method: 'POST' | 'PUT';
  readonly path: string;
  readonly body: JsonObject | { readonly raw: string };
  readonly errors: readonly ExpectedError[];
}

const illegal = (field: string, value: string): ExpectedError => ['ILLEGAL_FIELD_VALUE', { field, value }];
const missing = (...fields: string[]): ExpectedError[] => fields.map((field) => ['MISSING_FIELD', { field }]);
const unknown = (field: string): ExpectedError => ['UNKNOWN_FIELD', { field }];
const primaryKey: ExpectedError = ['FIELD_NOT_ALLOWED', { field: 'name' }];
const PAST = '1970-01-01T00:00:00Z';

/** The POST /v2/transfers cases: none can make a transfer (each lacks a required field or is refused). */
const transfers = (n: CaseNames): BodyErrorCase[] => [
  {
    label: 'every field of the wrong type, a past start, an unknown key', method: 'POST', path: '/v2/transfers',
    body: { ruleName: 5, filename: 7, requested: true, blockSize: 'x', fileInfo: 3, transferInfo: 4, start: PAST, zzz: 1 },
    // Unknown keys are ignored on transfers (no 5).
    errors: [illegal('ruleName', '5'), illegal('filename', '7'), illegal('requested', 'true'), illegal('blockSize', '"x"'), illegal('fileInfo', '3'), illegal('transferInfo', '4'), illegal('start', PAST), ...missing('ruleName', 'filename', 'requested')],
  },
  {
    // The same faults in the other order: the errors follow the body, as written (RULENAME).
    label: 'the same faults in another order, a key in upper case', method: 'POST', path: '/v2/transfers', body: { start: PAST, blockSize: 'x', requested: true, filename: 7, RULENAME: 5 },
    errors: [illegal('start', PAST), illegal('blockSize', '"x"'), illegal('requested', 'true'), illegal('filename', '7'), illegal('RULENAME', '5'), ...missing('ruleName', 'filename', 'requested')],
  },
  {
    label: 'unknown rule and partner, blockSize 0, a start that is no date', method: 'POST', path: '/v2/transfers', body: { ruleName: `${n.prefix}-norule`, requested: `${n.prefix}-nohost`, blockSize: 0, start: 'bad' },
    errors: [['UNKNOWN_RULE', { rule: `${n.prefix}-norule` }], ['UNKNOWN_HOST', { host: `${n.prefix}-nohost` }], illegal('blockSize', '0'), illegal('start', 'bad'), ...missing('ruleName', 'filename', 'requested')],
  },
  {
    label: 'a partner the rule does not allow, blockSize -5, a past start', method: 'POST', path: '/v2/transfers', body: { ruleName: n.rule, requested: n.partner, blockSize: -5, filename: n.filename, fileInfo: 'i', start: PAST },
    errors: [illegal('blockSize', '-5'), illegal('start', PAST), ['RULE_NOT_ALLOWED', { host: n.partner, rule: n.rule }]],
  },
  { label: 'an empty object', method: 'POST', path: '/v2/transfers', body: {}, errors: missing('ruleName', 'filename', 'requested') },
  { label: 'an array', method: 'POST', path: '/v2/transfers', body: { raw: '[]' }, errors: [['MALFORMED_JSON', { line: '0', column: '0', cause: 'The root JSON element is not an object' }]] },
  { label: 'a key twice', method: 'POST', path: '/v2/transfers', body: { raw: '{"ruleName":"a","ruleName":"b"}' }, errors: [['DUPLICATE_KEY', { field: 'ruleName' }]] },
];

/** POST /v2/hosts never creates on 3.6.2 (§8.3); with faults it lists them before any existence test. */
const hosts = (n: CaseNames): BodyErrorCase[] => [
  {
    label: 'wrong types and an unknown key', method: 'POST', path: '/v2/hosts', body: { name: `${n.prefix}-nohost`, address: 1, port: 'x', isSSL: 'yes', zzz: 1 },
    errors: [illegal('address', '1'), illegal('port', '"x"'), illegal('isSSL', '"yes"'), unknown('zzz'), ...missing('address', 'port', 'password')],
  },
  {
    label: 'an unknown key, out-of-range values, no name', method: 'POST', path: '/v2/hosts', body: { zzz: 1, port: 70000, isAdmin: 3 },
    errors: [unknown('zzz'), illegal('port', '70000'), illegal('isAdmin', '3'), ...missing('name', 'address', 'port', 'password')],
  },
  {
    label: 'another name, a negative port, wrong types, an unknown key', method: 'PUT', path: `/v2/hosts/${n.host}`, body: { name: `${n.host}-other`, port: -1, isSSL: 'yes', zzz: 1 },
    errors: [primaryKey, illegal('port', '-1'), illegal('isSSL', '"yes"'), unknown('zzz')],
  },
  { label: 'a wrong type, the name in upper case', method: 'PUT', path: `/v2/hosts/${n.host}`, body: { isProxy: 1, name: n.host.toUpperCase() }, errors: [illegal('isProxy', '1'), primaryKey] },
];

const rules = (n: CaseNames): BodyErrorCase[] => [
  {
    label: 'wrong types everywhere, two unknown keys', method: 'POST', path: '/v2/rules', body: { name: 5, mode: 'SEND', hostIds: 'hostb', recvPath: 3, zzz: 1, rErrorTasks: [] },
    errors: [illegal('name', '5'), illegal('mode', '"SEND"'), illegal('hostIds', '"hostb"'), illegal('recvPath', '3'), unknown('zzz'), unknown('rErrorTasks'), ...missing('name', 'mode')],
  },
  {
    label: 'a numeric mode, a key v2 does not read, wrong path types', method: 'POST', path: '/v2/rules', body: { name: `${n.prefix}-norule`, mode: 1, sPostTasks: [], archivePath: [], workPath: true },
    errors: [illegal('mode', '1'), unknown('sPostTasks'), illegal('archivePath', '[]'), illegal('workPath', 'true'), ...missing('mode')],
  },
  // An existing name: faults are listed, the existence test (8) comes only for a correct body.
  { label: 'an existing name with a wrong mode and an unknown key', method: 'POST', path: '/v2/rules', body: { name: n.rule, mode: 'bogus', zzz: 1 }, errors: [illegal('mode', '"bogus"'), unknown('zzz'), ...missing('mode')] },
  { label: 'an existing name', method: 'POST', path: '/v2/rules', body: { name: n.rule, mode: 'send' }, errors: [['ALREADY_EXISTING', { id: n.rule }]] },
  {
    label: 'another name, a wrong mode, an unknown key, a wrong host list', method: 'PUT', path: `/v2/rules/${n.rule}`, body: { name: `${n.rule}-other`, mode: 'bogus', zzz: 1, hostIds: [1] },
    errors: [primaryKey, illegal('mode', '"bogus"'), unknown('zzz'), illegal('hostIds', '[1]')],
  },
  { label: 'a wrong mode, then another name', method: 'PUT', path: `/v2/rules/${n.rule}`, body: { mode: 'bogus', name: `${n.rule}-other` }, errors: [illegal('mode', '"bogus"'), primaryKey] },
];

/**
 * Every case, transfers first: a rule PUT that fails leaves the rule changed in the server's cache
 * (its hostIds emptied by `[1]`, observed on 3.6.2), which would let the rule-host case through.
 */
export const bodyErrorCases = (n: CaseNames): BodyErrorCase[] => [...transfers(n), ...hosts(n), ...rules(n)];
