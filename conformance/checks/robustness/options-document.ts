// What a detailed-allow document (reference §2.5) must hold, as a list of problems: the `Allow`
// header and `answer.allow` name the same methods, `UriAllowed` names the base, one or more
// DetailedAllow entries per listed method and none for another, each a single-key object with
// `path` and `command` (the OPTIONS entry nothing else), no `code`/`message`, and type maps with
// the java.sql.Types codes of the contract's column metadata.
import { COLLECTION_META, COLLECTIONS, OPERATIONS, packetKindOf, SQL_TYPES, V1_COMMAND, type Collection, type CollectionMeta } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { Json, JsonRecord } from '../scenarios/helpers.ts';
import { jsonObjectOf } from './support.ts';

export const ACTION_BASES = ['log', 'info', 'bandwidth', 'server'] as const;
export const V1_BASES: readonly string[] = [...COLLECTIONS, ...ACTION_BASES];

const isRecord = (v: Json | undefined): v is JsonRecord => v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v);
const isCollection = (base: string): base is Collection => (COLLECTIONS as readonly string[]).includes(base);

/** Method names of an `Allow` text ("GET,PUT" or "GET, PUT" when the header was repeated). */
export const methodsOf = (text: string | undefined): string[] => (text ?? '').split(',').map((m) => m.trim().toUpperCase()).filter(Boolean);
const sameSet = (a: readonly string[], b: readonly string[]) => new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));
const listed = (xs: Iterable<string>) => [...xs].join(',');

/** The methods the interface gives a base (its operations), plus OPTIONS. */
export function interfaceMethods(base: string): string[] {
  const prefix = base === 'limits' ? '/v2/limits' : `/${base}`;
  const methods = new Set(OPERATIONS.filter((o) => o.path === prefix || o.path.startsWith(`${prefix}/`)).map((o) => o.method as string));
  methods.add('OPTIONS');
  return [...methods];
}

export interface Entry {
  readonly method: string;
  readonly spec: JsonRecord;
}

/** The DetailedAllow entries as (method, spec) pairs; malformed ones become problems. */
export function entriesOf(list: Json | undefined, where: string, problems: string[]): Entry[] {
  if (!Array.isArray(list)) {
    problems.push(`${where} is not an array`);
    return [];
  }
  const entries: Entry[] = [];
  for (const [i, e] of list.entries()) {
    const keys = isRecord(e) ? Object.keys(e) : [];
    const spec = isRecord(e) ? e[keys[0] ?? ''] : undefined;
    if (keys.length !== 1 || !isRecord(spec)) {
      problems.push(`${where}[${i}] is not a single-key object {"<METHOD>": {path, command, ...}}`);
      continue;
    }
    entries.push({ method: keys[0] as string, spec });
  }
  return entries;
}

/** A type map: `@model` (when present) and every key a column of `meta` with its java.sql.Types code. */
function typeMapProblems(map: Json | undefined, meta: CollectionMeta, full: boolean, where: string): string[] {
  if (!isRecord(map)) return [`${where} is not a type map`];
  const problems: string[] = [];
  const codes = new Map(meta.columns.map((c) => [c.name, SQL_TYPES[c.sqlType]]));
  for (const [k, v] of Object.entries(map)) {
    if (k === '@model') {
      if (v !== meta.model) problems.push(`${where} @model is ${JSON.stringify(v)}, not ${meta.model}`);
    } else if (!codes.has(k)) problems.push(`${where} has ${k}, which is not a ${meta.model} column`);
    else if (v !== codes.get(k)) problems.push(`${where}.${k} is ${JSON.stringify(v)}, not the java.sql.Types code ${codes.get(k)}`);
  }
  if (full) {
    const missing = [...codes.keys()].filter((k) => !(k in map));
    if (missing.length > 0) problems.push(`${where} lacks ${missing.join(', ')}`);
  }
  return problems;
}

function descriptionProblems(map: Json | undefined, names: readonly string[], exact: boolean, where: string): string[] {
  if (!isRecord(map)) return [`${where} is not an object of argument descriptions`];
  const problems = Object.entries(map).filter(([k, v]) => !names.includes(k) || typeof v !== 'string').map(([k]) => `${where} describes ${k}, which is not one of ${names.join(', ')}`);
  if (exact) {
    const missing = names.filter((n) => !(n in map));
    if (missing.length > 0) problems.push(`${where} lacks ${missing.join(', ')}`);
  }
  return problems;
}

/** The collection operation of the table with this envelope command (each command names one per collection). */
const operationOfCommand = (c: Collection, command: unknown) => OPERATIONS.find((o) => o.family === c && o.command === command);

/** Problems of one data-model entry: path, command, argument descriptions and type maps. */
function dataModelEntryProblems(c: Collection, e: Entry, where: string): string[] {
  const meta = COLLECTION_META[c];
  const command = e.spec['command'];
  const p: string[] = [];
  const op = operationOfCommand(c, command);
  if (op?.method !== e.method) p.push(`${where} command ${JSON.stringify(command)} does not fit ${e.method}`);
  const one = op?.path.endsWith('/:id') ?? false;
  if (command !== V1_COMMAND.OPTIONS && e.spec['path'] !== `/${c}${one ? '/id' : ''}`) p.push(`${where} path ${JSON.stringify(e.spec['path'])} is not /${c}${one ? '/id' : ''}`);
  const idNames = Object.keys(meta.idArguments);
  switch (command) {
    case V1_COMMAND.GET:
    case V1_COMMAND.DELETE:
      p.push(...descriptionProblems(e.spec['body'], idNames, true, `${where}.body`), ...typeMapProblems(e.spec['answer'], meta, true, `${where}.answer`));
      break;
    case V1_COMMAND.MULTIGET: {
      const answer = e.spec['answer'];
      p.push(...descriptionProblems(e.spec['body'], Object.keys(meta.filters), false, `${where}.body`));
      p.push(...(Array.isArray(answer) && answer.length === 1 ? typeMapProblems(answer[0], meta, true, `${where}.answer[0]`) : [`${where}.answer is not [<type map>]`]));
      break;
    }
    case V1_COMMAND.UPDATE: {
      // The identity arguments are types or their description text, as the contract says per collection.
      const body = e.spec['body'];
      const described = meta.updateBodyIdentity === 'description' && isRecord(body) ? idNames.filter((n) => n in body) : [];
      const rest = isRecord(body) ? Object.fromEntries(Object.entries(body).filter(([k]) => !described.includes(k))) : body;
      if (described.length > 0) p.push(...descriptionProblems(Object.fromEntries(described.map((n) => [n, (body as JsonRecord)[n] as Json])), idNames, true, `${where}.body`));
      p.push(...typeMapProblems(rest, meta, false, `${where}.body`), ...typeMapProblems(e.spec['answer'], meta, true, `${where}.answer`));
      break;
    }
      break;
    case V1_COMMAND.CREATE:
      p.push(...typeMapProblems(e.spec['body'], meta, true, `${where}.body`), ...typeMapProblems(e.spec['answer'], meta, true, `${where}.answer`));
      break;
  }
  return p;
}

/** Problems of one action entry: path, the command of the operation, example packets, record type maps. */
function actionEntryProblems(base: string, e: Entry, classPrefix: string, where: string): string[] {
  const p: string[] = [];
  if (e.spec['path'] !== `/${base}`) p.push(`${where} path ${JSON.stringify(e.spec['path'])} is not /${base}`);
  const op = OPERATIONS.find((o) => o.path === `/${base}` && o.method === e.method);
  const command = e.spec['command'];
  const expected = e.method === 'OPTIONS' ? [V1_COMMAND.OPTIONS] : base === 'info' ? [V1_COMMAND.GetInformation, V1_COMMAND.GetTransferInformation] : op?.command ? [op.command] : [];
  if (expected.length > 0 && !expected.includes(String(command))) p.push(`${where} command ${JSON.stringify(command)} is not ${expected.join(' or ')}`);
  const body = e.spec['body'];
  if (body !== undefined && !(isRecord(body) && typeof body['@class'] === 'string' && packetKindOf(body['@class'], classPrefix) !== undefined)) {
    p.push(`${where}.body is not an example packet with an @class under ${classPrefix}`);
  }
  const answer = e.spec['answer'];
  const first = Array.isArray(answer) ? answer[0] : undefined;
  const model = isRecord(first) ? first['@model'] : undefined;
  const c = COLLECTIONS.find((x) => COLLECTION_META[x].model === model);
  if (c) p.push(...typeMapProblems(first, COLLECTION_META[c], true, `${where}.answer[0]`));
  return p;
}

/** Problems of the entries of one base (its own document, or its part of the root document). */
export function entryProblems(base: string, entries: readonly Entry[], classPrefix: string, where: string): string[] {
  const p: string[] = [];
  for (const [i, e] of entries.entries()) {
    const at = `${where}[${i}].${e.method}`;
    if (typeof e.spec['path'] !== 'string' || typeof e.spec['command'] !== 'string') p.push(`${at} lacks path or command`);
    if (e.method === 'OPTIONS') {
      const extra = Object.keys(e.spec).filter((k) => k !== 'path' && k !== 'command');
      if (extra.length > 0) p.push(`${at} has ${extra.join(', ')} (the OPTIONS entry has only path and command)`);
    }
    const unknown = Object.keys(e.spec).filter((k) => !['path', 'command', 'body', 'answer'].includes(k));
    if (unknown.length > 0) p.push(`${at} has unknown keys ${unknown.join(', ')}`);
    if (isCollection(base)) p.push(...dataModelEntryProblems(base, e, at));
    else if ((ACTION_BASES as readonly string[]).includes(base)) p.push(...actionEntryProblems(base, e, classPrefix, at));
  }
  return p;
}

/** Problems of the envelope and of `allow` against the header and the entries; the answer, when usable. */
export function envelopeProblems(ex: Exchange, problems: string[]): JsonRecord | undefined {
  const body = jsonObjectOf(ex);
  if (!body) {
    problems.push('the answer is not a JSON object');
    return undefined;
  }
  if ('code' in body || 'message' in body) problems.push('the document carries code/message (an OPTIONS answer has neither)');
  if (body['command'] !== V1_COMMAND.OPTIONS) problems.push(`command is ${JSON.stringify(body['command'])}, not "OPTIONS"`);
  const answer = body['answer'];
  if (!isRecord(answer)) {
    problems.push('answer is not an object {allow, UriAllowed, DetailedAllow}');
    return undefined;
  }
  const header = ex.response?.headers['allow'];
  if (header === undefined) problems.push('no Allow header');
  if (typeof answer['allow'] !== 'string') problems.push('answer.allow is not a text');
  else if (header !== undefined && !sameSet(methodsOf(header), methodsOf(answer['allow']))) problems.push(`Allow header "${header}" and answer.allow "${answer['allow']}" differ`);
  return answer;
}

/** `allow` names exactly the methods of the entries, and the methods the interface gives the base. */
export function allowProblems(allow: readonly string[], entryMethods: readonly string[], interfaceSet: readonly string[] | undefined): string[] {
  const p: string[] = [];
  const missing = allow.filter((m) => !entryMethods.includes(m));
  const extra = [...new Set(entryMethods)].filter((m) => !allow.includes(m));
  if (missing.length > 0) p.push(`allow lists ${listed(missing)} without a DetailedAllow entry`);
  if (extra.length > 0) p.push(`DetailedAllow describes ${listed(extra)}, which allow does not list`);
  if (interfaceSet && !sameSet(allow, interfaceSet)) p.push(`allow is ${listed(allow)}, the interface gives ${listed(interfaceSet)}`);
  return p;
}
