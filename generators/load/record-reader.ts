// One record of a user's dataset file, checked against the contract: its model, every field
// (instance path and Ajv's reason), an optional plain `password` on hosts, SPECIALID kept exact.
// The record comes back with its keys in the server's order, as the fake writes them.
import { configurationSchema, hostConfigSchema, hostSchema, RECORD_MODEL, RULE_MODEL, transferSchema, type Configuration, type Host, type HostConfiguration, type Transfer, type JsonValue } from '../../contract/index.ts';
import { recordViolations, type RecordModel } from '../validate.ts';

/** One problem of a dataset file: where it is, which field, and why. */
export interface RecordIssue {
  /** `line 12` (NDJSON) or `transfers[3]` (JSON). */
  readonly location: string;
  /** JSON pointer of the field, `/` for the record itself. */
  readonly field: string;
  /** What is wrong, e.g. `must be integer`, `is not a field of DbTaskRunner`. */
  readonly reason: string;
}

/** A record read from a dataset file and checked, with its model; hosts also carry their plain password, if the file gave one. */
export type ReadRecord =
  | { readonly model: typeof RECORD_MODEL.transfers; readonly record: Transfer }
  | { readonly model: typeof RECORD_MODEL.hosts; readonly record: Host; readonly password: Uint8Array | undefined }
  | { readonly model: typeof RECORD_MODEL.hostconfigs; readonly record: HostConfiguration }
  | { readonly model: typeof RECORD_MODEL.configurations; readonly record: Configuration };

const KEY_ORDER: Readonly<Record<RecordModel, readonly string[]>> = {
  [RECORD_MODEL.transfers]: Object.keys(transferSchema.properties),
  [RECORD_MODEL.hosts]: Object.keys(hostSchema.properties),
  [RECORD_MODEL.hostconfigs]: Object.keys(hostConfigSchema.properties),
  [RECORD_MODEL.configurations]: Object.keys(configurationSchema.properties),
};

const KNOWN: Readonly<Record<RecordModel, ReadonlySet<string>>> = {
  DbTaskRunner: new Set(KEY_ORDER.DbTaskRunner),
  DbHostAuth: new Set(KEY_ORDER.DbHostAuth),
  DbHostConfiguration: new Set(KEY_ORDER.DbHostConfiguration),
  DbConfiguration: new Set(KEY_ORDER.DbConfiguration),
};
// A rule line (DbRule) is read by rule-reader.ts before a line comes here; it is named among the models all the same.
const MODELS = [...Object.keys(KEY_ORDER), RULE_MODEL].join(', ');

/** Ajv's wording, with the field it is about: a missing or unknown property is named as the field (of a `model` record). */
export function describe(model: string, path: string, message: string): { field: string; reason: string } {
  const missing = /^must have required property '([^']+)'/.exec(message);
  if (missing) return { field: `${path === '/' ? '' : path}/${missing[1]}`, reason: `is required in a ${model} record` };
  const unknown = /^must NOT have additional properties \{"additionalProperty":"(.*)"\}$/.exec(message);
  if (unknown) return { field: `${path === '/' ? '' : path}/${unknown[1]}`, reason: `is not a field of ${model}` };
  // "must be integer {"type":"integer"}" says the type twice.
  return { field: path, reason: message.replace(/^(must be [\w,]+) \{"type":.*\}$/, '$1') };
}

/**
 * A string that shares nothing with the text it was cut from. V8 keeps substrings of 13
 * characters or more as views of their parent, so a loaded record would otherwise hold on to its
 * whole input line, or to the 1 MiB chunk that line was read from. UTF-16 keeps every code unit.
 */
const ownCopy = (s: string): string => Buffer.from(s, 'utf16le').toString('utf16le');

const isObject = (v: JsonValue): v is { [key: string]: JsonValue } => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Checks `raw` as a record of `expected` (the JSON layout's section) or of its own "@model"
 * (NDJSON); answers the record or its issues.
 */
export function readRecord(raw: JsonValue, location: string, expected?: RecordModel): ReadRecord | RecordIssue[] {
  const issue = (field: string, reason: string): RecordIssue[] => [{ location, field, reason }];
  if (!isObject(raw)) return issue('/', `must be a JSON object (a record), got ${Array.isArray(raw) ? 'an array' : raw === null ? 'null' : typeof raw}`);
  const declared = raw['@model'];
  const model = expected ?? declared;
  if (typeof model !== 'string' || !(model in KEY_ORDER)) {
    return issue('/@model', declared === undefined ? `is missing: each line names its record's model, one of ${MODELS}` : `must be one of ${MODELS}, got ${JSON.stringify(declared)}`);
  }
  if (declared !== undefined && declared !== model) return issue('/@model', `must be ${model} in this section, got ${JSON.stringify(declared)}`);
  const m = model as RecordModel;
  const { password, ...fields } = raw;
  if (m !== RECORD_MODEL.hosts && password !== undefined) return issue('/password', `is only allowed on host records (${RECORD_MODEL.hosts})`);
  if (password !== undefined && (typeof password !== 'string' || password.length === 0)) return issue('/password', 'must be a non-empty string (the plain password, used for authentication)');
  // Keys in the server's order; unknown keys go last so the schema names them. Built with
  // fromEntries: a record grown key by key falls back to a hash table in V8 (about 2 KB a record).
  const entries: [string, JsonValue][] = [['@model', m]];
  for (const key of KEY_ORDER[m]) if (key !== '@model' && Object.hasOwn(fields, key)) entries.push([key, fields[key] as JsonValue]);
  for (const key of Object.keys(fields)) if (!KNOWN[m].has(key)) entries.push([key, fields[key] as JsonValue]);
  const violations = recordViolations(m, Object.fromEntries(entries));
  if (violations.length > 0) return violations.map((v) => ({ location, ...describe(m, v.instancePath, v.message) }));
  const record: Record<string, unknown> = Object.fromEntries(entries.map(([key, v]) => [
    key,
    key === 'SPECIALID' && m === RECORD_MODEL.transfers ? BigInt(v as number | bigint) : typeof v === 'string' && v.length >= 13 ? ownCopy(v) : v,
  ]));
  if (m === RECORD_MODEL.transfers) return { model: m, record: record as unknown as Transfer };
  if (m === RECORD_MODEL.hosts) return { model: m, record: record as unknown as Host, password: password === undefined ? undefined : Buffer.from(password as string, 'utf8') };
  if (m === RECORD_MODEL.hostconfigs) return { model: m, record: record as unknown as HostConfiguration };
  return { model: m, record: record as unknown as Configuration };
}
