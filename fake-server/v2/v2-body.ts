// Reading a POST/PUT /v2 body the way the real server's JsonUtils does (reference §11): the root
// must be a JSON object, a syntax error names its line and column, a duplicated key is refused,
// and a body that fails the sanity filter (§2.6) is refused as a whole. Media types: a
// Content-Type other than application/json is refused by the router before anything else; a body
// without Content-Type that is not JSON is refused at reading time (both 415, §10.2, §11, §17).
import type { ParsedRequest } from '../http/request.ts';
import { isSaneString, isSaneValue } from '../http/sanity.ts';
import { isJsonObject, JsonSyntaxError, parseJson, type JsonObject } from '../../contract/index.ts';
import { scanMembers, type TopMember } from './json-members.ts';
import { v2Errors, type V2Error } from './v2-errors.ts';

export type V2Body =
  | { readonly kind: 'object'; readonly object: JsonObject; readonly members: readonly TopMember[] }
  | { readonly kind: 'errors'; readonly errors: readonly V2Error[] }
  /** No Content-Type and not JSON: 415. */
  | { readonly kind: 'unsupported' };

// The cause Jackson ≥ 2.10 gives for an empty or non-object root; kept in English in every
// language, as the real server passes the parser's text through untranslated.
const NOT_AN_OBJECT = v2Errors.malformedJson(0, 0, 'The root JSON element is not an object');
// JsonUtils.deserializeRequest's check of the raw text, before it is parsed.
const INVALID_DATA = v2Errors.malformedJson(0, 0, 'The root JSON element contains invalid data');

/** A Content-Type is present and is not application/json (parameters such as charset allowed). */
export function refusedMediaType(req: ParsedRequest): boolean {
  const type = req.headers['content-type'];
  if (type === undefined || type.trim() === '') return false;
  return (type.split(';')[0] ?? '').trim().toLowerCase() !== 'application/json';
}

function syntaxError(e: JsonSyntaxError): V2Error {
  return v2Errors.malformedJson(e.line, e.column, e.reason.charAt(0).toUpperCase() + e.reason.slice(1));
}

/**
 * `sanityFilter` (release-facts.ts v2SanityFilter): 3.6.x refuses a parsed body whose values fail
 * the filter (errorCode 7, as the fake has always answered every value so); 3.5.2 checks only the
 * raw text (JsonUtils: errorCode 2 "contains invalid data", which raw markup gets on 3.6.x too,
 * seen on 3.6.1) and takes JSON-escaped control characters as sent.
 */
export function readV2Body(req: ParsedRequest, sanityFilter: boolean): V2Body {
  const text = req.bodyText;
  if (text.trim() === '') return { kind: 'errors', errors: [NOT_AN_OBJECT] };
  if (!sanityFilter && !isSaneString(text)) return { kind: 'errors', errors: [INVALID_DATA] };
  let value;
  try {
    value = parseJson(text);
  } catch (e) {
    if (!(e instanceof JsonSyntaxError)) throw e;
    if (req.headers['content-type'] === undefined) return { kind: 'unsupported' };
    return { kind: 'errors', errors: [syntaxError(e)] };
  }
  if (!isJsonObject(value)) return { kind: 'errors', errors: [NOT_AN_OBJECT] };
  const { members, duplicates } = scanMembers(text);
  if (duplicates.length > 0) return { kind: 'errors', errors: [...new Set(duplicates)].map((k) => v2Errors.duplicateKey(k)) };
  if (sanityFilter && !isSaneValue(value)) return { kind: 'errors', errors: [v2Errors.illegalFieldValue('argument', 'Content Not Allowed')] };
  return { kind: 'object', object: value, members };
}
