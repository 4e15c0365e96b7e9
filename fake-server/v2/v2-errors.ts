// The v2 error catalogue (reference §11.1): one factory per error, each carrying its errorCode and
// the arguments of its message, and the 400 body that lists every error found, in one language.
import { V2_ERROR_CODE, serialize } from '../../contract/index.ts';
import type { Reply } from '../http/reply.ts';
import { messageOf, type Language, type V2ErrorName } from './v2-messages.ts';

export interface V2Error {
  readonly name: V2ErrorName;
  readonly args: Readonly<Record<string, string>>;
}

export const v2Errors = {
  malformedJson: (line: number, column: number, cause: string): V2Error => ({ name: 'MALFORMED_JSON', args: { line: String(line), column: String(column), cause } }),
  duplicateKey: (field: string): V2Error => ({ name: 'DUPLICATE_KEY', args: { field } }),
  illegalParameterValue: (parameter: string, value: string): V2Error => ({ name: 'ILLEGAL_PARAMETER_VALUE', args: { parameter, value } }),
  unknownField: (field: string): V2Error => ({ name: 'UNKNOWN_FIELD', args: { field } }),
  missingField: (field: string): V2Error => ({ name: 'MISSING_FIELD', args: { field } }),
  illegalFieldValue: (field: string, value: string): V2Error => ({ name: 'ILLEGAL_FIELD_VALUE', args: { field, value } }),
  alreadyExisting: (id: string): V2Error => ({ name: 'ALREADY_EXISTING', args: { id } }),
  missingBody: (): V2Error => ({ name: 'MISSING_BODY', args: {} }),
  fileNotFound: (file: string): V2Error => ({ name: 'FILE_NOT_FOUND', args: { file } }),
  unknownRule: (rule: string): V2Error => ({ name: 'UNKNOWN_RULE', args: { rule } }),
  unknownHost: (host: string): V2Error => ({ name: 'UNKNOWN_HOST', args: { host } }),
  ruleNotAllowed: (host: string, rule: string): V2Error => ({ name: 'RULE_NOT_ALLOWED', args: { host, rule } }),
  fieldNotAllowed: (field: string): V2Error => ({ name: 'FIELD_NOT_ALLOWED', args: { field } }),
} as const;

/** HTTP 400 `{"errors":[{"message","errorCode"}...]}`; v2 writes non-ASCII as is (reference §1.7). */
export function v2ErrorReply(errors: readonly V2Error[], language: Language): Reply {
  const body = { errors: errors.map((e) => ({ message: messageOf(e.name, e.args, language), errorCode: V2_ERROR_CODE[e.name] })) };
  return { status: 400, headers: { 'Content-Type': 'application/json' }, body: serialize(body, false) };
}

/** The v2 answers without a body: 204, 404, 405 (reference §11, §17). */
export const emptyReply = (status: number, headers: Readonly<Record<string, string>> = {}): Reply => ({ status, headers, body: '' });
