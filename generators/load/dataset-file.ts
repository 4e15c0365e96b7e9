// A user's dataset file for the fake (`tmkit serve --dataset FILE`): JSON
// (`{"hosts":[…],"hostconfigs":[…],"configurations":[…],"rules":[…],"transfers":[…]}`, with an
// optional `"server":{…}` section naming the served server (server-section.ts), or one array of
// records) or NDJSON (one record per line, each with its "@model", `DbRule` for a rule). A file
// without rules gets one minimal rule per IDRULE of its transfers (derived-rules.ts). Every record is checked against the
// contract before anything is served; a bad file is refused with the line (NDJSON) or index (JSON),
// the field and the reason of each problem, up to a few.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { type Configuration, type HostConfiguration, type Rule, type Transfer, isCollection, JsonSyntaxError, parseJson, RECORD_MODEL, type JsonValue } from '../../contract/index.ts';
import type { GeneratedDataset } from '../dataset.ts';
import type { GeneratedHost } from '../factories/host-factory.ts';
import { derivedPassword } from '../host-key.ts';
import { createSpecialIds, type IdMode } from '../ids.ts';
import type { RecordModel } from '../validate.ts';
import { readLines } from './line-reader.ts';
import { readRecord, type RecordIssue } from './record-reader.ts';
import { readServerSection, type DatasetServer } from './server-section.ts';
import { rulesOfTransfers } from './derived-rules.ts';
import { isRuleLine, readRule } from './rule-reader.ts';

/**
 * A dataset file that cannot be served: its `message` names the file and, per problem, the line
 * (NDJSON) or index (JSON), the field and the reason; `issues` holds them for programs.
 */
export class DatasetFileError extends Error {
  override name = 'DatasetFileError';
  constructor(readonly path: string, readonly issues: readonly RecordIssue[], more = false) {
    super(`${path}: invalid dataset file\n${issues.map((i) => `  ${i.location}: ${i.field} ${i.reason}`).join('\n')}${more ? '\n  (further problems not listed)' : ''}`);
  }
}

/** Options of {@link loadDatasetFile}. */
export interface LoadDatasetOptions {
  /** Recomputes each HOSTKEY from the host's password (given, or `<HOSTID>-password`), e.g. with the fake's crypto key. */
  readonly rekey?: (password: Uint8Array) => string;
  /** How ids of transfers created later are made: after the highest SPECIALID, or random 64-bit ones. */
  readonly idMode?: IdMode;
  /** Seed of the GUID-like ids of transfers created later (default 1). */
  readonly seed?: number;
  /** Problems listed before giving up (default 10). */
  readonly maxIssues?: number;
}

/** The two layouts of a dataset file: `json` (an object of sections, or an array of records) and `ndjson` (one record per line). */
export type DatasetFileFormat = 'json' | 'ndjson';

const PER_RECORD = 4;

/** `.ndjson`/`.jsonl` and `.json` decide; otherwise a first line that is a whole record means NDJSON. */
export function datasetFileFormat(path: string): DatasetFileFormat {
  if (/\.(ndjson|jsonl)$/i.test(path)) return 'ndjson';
  if (/\.json$/i.test(path)) return 'json';
  const fd = openSync(path, 'r');
  const head = Buffer.alloc(64 * 1024);
  const n = readSync(fd, head, 0, head.length, 0);
  closeSync(fd);
  const first = head.subarray(0, n).toString('utf8').replace(/^\uFEFF/, '').trimStart().split('\n')[0] ?? '';
  try {
    const v = parseJson(first);
    return v !== null && typeof v === 'object' && !Array.isArray(v) && '@model' in v ? 'ndjson' : 'json';
  } catch {
    return 'json';
  }
}

/**
 * Reads, checks and returns the dataset of `path`; throws DatasetFileError naming every problem found (up to maxIssues).
 * The file is JSON (`{"hosts":[…],"hostconfigs":[…],"configurations":[…],"rules":[…],"transfers":[…]}`,
 * or one array of records) or NDJSON (one record per line, each with its `@model`; `DbRule` for a
 * rule). A file that gives no rules gets one minimal rule per IDRULE of its transfers (any host,
 * default folders, no tasks, the first transfer's direction). Every record is checked
 * against the contract, identities must be unique, SPECIALIDs are read without rounding; a host
 * may carry its plain `password` (default `<HOSTID>-password`). The whole dataset is held in memory.
 *
 * @example
 * try {
 *   const data = loadDatasetFile('my-data.ndjson');
 *   console.log(data.hosts.length, data.transferCount);
 * } catch (e) {
 *   if (e instanceof DatasetFileError) console.error(e.message); // line 2: /SPECIALID must be integer, ...
 *   else throw e;
 * }
 */
export function loadDatasetFile(path: string, options: LoadDatasetOptions = {}): GeneratedDataset {
  const collected = createCollector(options);
  try {
    if (datasetFileFormat(path) === 'ndjson') readNdjson(path, collected);
    else readJson(path, collected);
  } catch (e) {
    const reason = e instanceof JsonSyntaxError ? `is not JSON: ${e.reason} at line ${e.line}, column ${e.column}` : `cannot be read: ${(e as Error).message}`;
    throw new DatasetFileError(path, [{ location: 'file', field: '/', reason }]);
  }
  if (collected.issues.length > 0) throw new DatasetFileError(path, collected.issues, collected.more());
  return datasetOf(collected, options);
}

/** The records of a file as they are read, and its problems (up to maxIssues; `more` past them). */
interface Collector {
  readonly hosts: GeneratedHost[];
  readonly hostconfigs: HostConfiguration[];
  readonly configurations: Configuration[];
  readonly transfers: Transfer[];
  readonly rules: Rule[];
  /** Whether the file gives its rules (a `rules` section or a rule line), even none. */
  rulesGiven: boolean;
  readonly issues: RecordIssue[];
  /** The file's `server` section (tmkit snapshot writes it), when it has one. */
  server?: DatasetServer;
  /** Whether problems beyond maxIssues were found (reading may stop). */
  more(): boolean;
  report(found: readonly RecordIssue[]): void;
  /** Checks one raw record at `location` (of the `expected` model, for a JSON section) and keeps it, or reports why not. */
  add(raw: JsonValue, location: string, expected?: RecordModel): void;
  /** Checks one raw rule at `location` and keeps it, or reports why not. */
  addRule(raw: JsonValue, location: string): void;
}

function createCollector(options: LoadDatasetOptions): Collector {
  const maxIssues = options.maxIssues ?? 10;
  const issues: RecordIssue[] = [];
  let more = false;
  const report = (found: readonly RecordIssue[]) => {
    for (const i of found) (issues.length < maxIssues ? issues.push(i) : (more = true));
  };
  const c: Collector = { hosts: [], hostconfigs: [], configurations: [], transfers: [], rules: [], rulesGiven: false, issues, more: () => more, report, add: () => undefined, addRule: () => undefined };
  const seen = new Map<string, string>();
  const unique = (key: string, location: string, what: string) => {
    const first = seen.get(key);
    if (first === undefined) return seen.set(key, location), true;
    report([{ location, field: '/', reason: `repeats the ${what} of ${first}` }]);
    return false;
  };
  c.addRule = (raw, location) => {
    c.rulesGiven = true;
    const read = readRule(raw, location);
    if (Array.isArray(read)) return report(read.slice(0, PER_RECORD));
    if (unique(`r ${read.IDRULE}`, location, `IDRULE '${read.IDRULE}'`)) c.rules.push(read);
  };
  c.add = (raw, location, expected) => {
    if (expected === undefined && isRuleLine(raw)) return c.addRule(raw, location);
    const read = readRecord(raw, location, expected);
    // A few problems per record, so that one broken record does not hide the next ones.
    if (Array.isArray(read)) return report(read.length > PER_RECORD ? [...read.slice(0, PER_RECORD - 1), { location, field: '/', reason: `and ${read.length - PER_RECORD + 1} more problems` }] : read);
    switch (read.model) {
      case RECORD_MODEL.hosts: {
        if (!unique(`h ${read.record.HOSTID}`, location, `HOSTID '${read.record.HOSTID}'`)) return;
        const password = read.password ?? derivedPassword(read.record.HOSTID);
        c.hosts.push({ record: options.rekey ? { ...read.record, HOSTKEY: options.rekey(password) } : read.record, password });
        return;
      }
      case RECORD_MODEL.hostconfigs:
        if (unique(`c ${read.record.HOSTID}`, location, `HOSTID '${read.record.HOSTID}'`)) c.hostconfigs.push(read.record);
        return;
      case RECORD_MODEL.configurations:
        if (unique(`b ${read.record.HOSTID}`, location, `HOSTID '${read.record.HOSTID}'`)) c.configurations.push(read.record);
        return;
      case RECORD_MODEL.transfers: {
        const t = read.record;
        if (unique(`t ${t.SPECIALID} ${t.REQUESTER} ${t.REQUESTED} ${t.OWNERREQ}`, location, 'identity (SPECIALID, REQUESTER, REQUESTED, OWNERREQ)')) c.transfers.push(t);
        return;
      }
    }
  };
  return c;
}

/** One record per line; a line that is not JSON is a problem of its own. */
function readNdjson(path: string, c: Collector): void {
  for (const { line, text } of readLines(path)) {
    const body = line === 1 ? text.replace(/^\uFEFF/, '') : text;
    if (body.trim() === '') continue;
    let raw: JsonValue;
    try {
      raw = parseJson(body);
    } catch (e) {
      c.report([{ location: `line ${line}`, field: '/', reason: `is not JSON: ${e instanceof JsonSyntaxError ? `${e.reason} at column ${e.column}` : (e as Error).message}` }]);
      continue;
    }
    c.add(raw, `line ${line}`);
    if (c.more()) break;
  }
}

/** An array of records, or an object of sections each holding its collection's records. */
function readJson(path: string, c: Collector): void {
  const whole = parseJson(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''));
  if (Array.isArray(whole)) whole.forEach((raw, i) => c.add(raw, `[${i}]`));
  else if (whole !== null && typeof whole === 'object') {
    for (const [section, records] of Object.entries(whole)) {
      const model = isCollection(section) && section !== 'rules' ? RECORD_MODEL[section] : undefined;
      if (section === 'rules') {
        c.rulesGiven = true;
        if (!Array.isArray(records)) c.report([{ location: 'file', field: '/rules', reason: 'must be an array of rules' }]);
        else records.forEach((raw, i) => c.addRule(raw, `rules[${i}]`));
      } else if (section === 'server') {
        const read = readServerSection(records);
        if (Array.isArray(read)) c.report(read);
        else c.server = read;
      } else if (!model) c.report([{ location: 'file', field: `/${section}`, reason: `is not a section; expected server, hosts, hostconfigs, configurations, rules or transfers` }]);
      else if (!Array.isArray(records)) c.report([{ location: 'file', field: `/${section}`, reason: 'must be an array of records' }]);
      else records.forEach((raw, i) => c.add(raw, `${section}[${i}]`, model));
    }
  } else c.report([{ location: 'file', field: '/', reason: 'must be an object of sections or an array of records' }]);
}

/** The dataset of the records read; transfers created later get ids after the highest SPECIALID (or random ones). */
function datasetOf(c: Collector, options: LoadDatasetOptions): GeneratedDataset {
  const { hosts, hostconfigs, configurations, transfers } = c;
  let highest: bigint | undefined;
  for (const t of transfers) if (highest === undefined || t.SPECIALID > highest) highest = t.SPECIALID;
  const idMode = options.idMode ?? 'sequence';
  return {
    hosts,
    hostconfigs,
    configurations,
    transfers,
    transferCount: transfers.length,
    rules: c.rulesGiven ? c.rules : rulesOfTransfers(transfers),
    nextSpecialIds: () => createSpecialIds({ mode: idMode, seed: options.seed ?? 1, start: (highest ?? 0n) + 1n }),
    ...(c.server ? { server: c.server } : {}),
  };
}
