// A POST or PUT /v2/hostconfig body read onto this server's configuration row
// (`HostConfigConverter.nodeToUpdatedBusiness`, docs/rest-v2-3.6.2.md §2.4, §8.5): each of
// `business`, `roles`, `aliases`, `others` given replaces that column (written as JAXB writes it,
// contract/v2/hostconfig-xml.ts), the others stay; names case-insensitive; every error listed.
// Where 3.6.2 is evidently wrong the fake follows the intent (DESIGN §2):
// - a wrong value inside `roles`/`aliases` is errorCode 7 (a field), not 3.6.2's 4 (a query parameter);
// - a bad `others` is reported under `others`, not 3.6.2's `aliases`;
// - an entry without `hostName` is errorCode 6 (3.6.2 fails on the null name).
import { V2_OTHERS_PATTERN, aliasesToXml, businessToXml, isV2RoleName, rolesToXml, type HostConfiguration, type JsonObject, type JsonValue } from '../../../contract/index.ts';
import type { TopMember } from '../json-members.ts';
import { bodyFields, jacksonText } from '../v2-fields.ts';
import { v2Errors, type V2Error } from '../v2-errors.ts';

export type HostConfigTexts = Pick<HostConfiguration, 'BUSINESS' | 'ROLES' | 'ALIASES' | 'OTHERS'>;

/** 3.6.2's `new Business(host, "", "<roles></roles>", "<aliases></aliases>", "<root><version></version></root>")` (observed after POST `{}`). */
export const NEW_HOSTCONFIG_TEXTS: HostConfigTexts = { BUSINESS: '', ROLES: '<roles></roles>', ALIASES: '<aliases></aliases>', OTHERS: '<root><version></version></root>' };

type Entry = { readonly hostName: string; readonly list: string[] };

/** One `roles` or `aliases` list: objects of `hostName` and `listName` (a non-empty list of texts, each accepted by `accept`). */
function readEntries(value: readonly JsonValue[], field: string, listName: string, accept: (s: string) => boolean, errors: V2Error[]): Entry[] {
  const entries: Entry[] = [];
  for (const element of value) {
    if (element === null || typeof element !== 'object' || Array.isArray(element)) {
      errors.push(v2Errors.illegalFieldValue(field, jacksonText(element)));
      continue;
    }
    let hostName = '';
    const list: string[] = [];
    for (const [key, v] of Object.entries(element as Readonly<Record<string, JsonValue>>)) {
      const name = key.toLowerCase();
      if (name === 'hostname') {
        if (typeof v === 'string') hostName = v;
        else errors.push(v2Errors.illegalFieldValue('hostName', jacksonText(v)));
      } else if (name === listName.toLowerCase()) {
        if (!Array.isArray(v)) errors.push(v2Errors.illegalFieldValue(listName, jacksonText(v)));
        else for (const item of v as JsonValue[]) {
          if (typeof item === 'string' && accept(item)) list.push(item);
          else errors.push(v2Errors.illegalFieldValue(listName, jacksonText(item)));
        }
      } else {
        errors.push(v2Errors.unknownField(key));
      }
    }
    if (hostName === '') errors.push(v2Errors.missingField('hostName'));
    if (list.length === 0) errors.push(v2Errors.missingField(listName));
    entries.push({ hostName, list });
  }
  return entries;
}

export type HostConfigReading = { readonly ok: true; readonly texts: HostConfigTexts } | { readonly ok: false; readonly errors: readonly V2Error[] };

export function readHostConfigBody(object: JsonObject, members: readonly TopMember[], base: HostConfigTexts): HostConfigReading {
  const errors: V2Error[] = [];
  const texts = { ...base };
  for (const { key, name, value, shown } of bodyFields(object, members)) {
    if (name === 'business') {
      if (!Array.isArray(value)) errors.push(v2Errors.illegalFieldValue('business', shown));
      else {
        const list = value as JsonValue[];
        for (const b of list) if (typeof b !== 'string') errors.push(v2Errors.illegalFieldValue('business', jacksonText(b)));
        texts.BUSINESS = businessToXml(list.filter((b): b is string => typeof b === 'string'));
      }
    } else if (name === 'roles') {
      if (!Array.isArray(value)) errors.push(v2Errors.illegalFieldValue('roles', shown));
      else texts.ROLES = rolesToXml(readEntries(value as JsonValue[], 'roles', 'roleList', isV2RoleName, errors).map((e) => ({ hostName: e.hostName, roleList: e.list })));
    } else if (name === 'aliases') {
      if (!Array.isArray(value)) errors.push(v2Errors.illegalFieldValue('aliases', shown));
      else texts.ALIASES = aliasesToXml(readEntries(value as JsonValue[], 'aliases', 'aliasList', () => true, errors).map((e) => ({ hostName: e.hostName, aliasList: e.list })));
    } else if (name === 'others') {
      if (typeof value === 'string' && V2_OTHERS_PATTERN.test(value)) texts.OTHERS = value;
      else errors.push(v2Errors.illegalFieldValue('others', shown));
    } else {
      errors.push(v2Errors.unknownField(key));
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, texts };
}
