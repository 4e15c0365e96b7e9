// Writes a generated dataset, or one kind of its records, as JSON, NDJSON or the /log XML export,
// in the v1 view (the records, the dataset file layout) or the REST v2 view of hosts, rules and
// transfers. v1 JSON with every kind is the dataset file layout the loader reads back
// (`{"hosts":[…],"hostconfigs":[…],"configurations":[…],"rules":[…],"transfers":[…]}`); JSON of one
// kind is an array; v1 NDJSON is one record per line, each carrying its "@model" (`DbRule` for a rule).
import { COLLECTIONS, type Rule } from '../../contract/index.ts';
import type { GeneratedDataset } from '../dataset.ts';
import { runnerXml, XML_EXPORT_CLOSE, XML_EXPORT_OPEN } from '../xml-export.ts';
import type { OutputSink } from './output-sink.ts';
import type { DatasetServer } from '../load/server-section.ts';
import { configurationJson, hostConfigJson, hostJson, ruleJson, ruleNdjson, transferJson, transferLine } from './record-json.ts';
import { hostV2Json, ruleV2Json, transferV2Json } from './v2-json.ts';

/** What `writeDataset` (and `tmkit generate --kind`) can write: one collection's records, the rules, or `all` of them. */
export const OUTPUT_KINDS = [...COLLECTIONS, 'all'] as const;
/** One of {@link OUTPUT_KINDS}. */
export type OutputKind = (typeof OUTPUT_KINDS)[number];
/** The formats `writeDataset` (and `tmkit generate --format`) writes: `json`, `ndjson`, or `xml` (the GET /log export; transfers only). */
export const OUTPUT_FORMATS = ['json', 'ndjson', 'xml'] as const;
/** One of {@link OUTPUT_FORMATS}. */
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
/** The views `writeDataset` (and `tmkit generate --view`) writes records in: `v1` (the records, as v1 and dataset files hold them) or `v2` (as REST v2 shows them). */
export const OUTPUT_VIEWS = ['v1', 'v2'] as const;
/** One of {@link OUTPUT_VIEWS}. */
export type OutputView = (typeof OUTPUT_VIEWS)[number];
/** One section of a dataset file: a collection, or the rules. */
export type DatasetSection = Exclude<OutputKind, 'all'>;
/** The sections of a dataset file, in the order they are written (hosts first, rules before the transfers that name them, transfers last). */
export const DATASET_SECTIONS: readonly DatasetSection[] = ['hosts', 'hostconfigs', 'configurations', 'rules', 'transfers'];
/** The sections of the v2 view: the records the contract has a v2 view of (contract/v2/convert.ts). */
export const V2_SECTIONS: readonly DatasetSection[] = ['hosts', 'rules', 'transfers'];

/** Options of {@link writeDataset}: what to write, and how. */
export interface WriteDatasetOptions {
  /** One collection's records, or `all` (the dataset file layout in JSON, every record in NDJSON). */
  readonly kind: OutputKind;
  /** `json`, `ndjson`, or `xml` (the GET /log export; `kind` must be `transfers`). */
  readonly format: OutputFormat;
  /** `v1` (default): the records; `v2`: hosts, rules and transfers as REST v2 shows them (json and ndjson only). */
  readonly view?: OutputView;
  /** Adds each host's plain `password` (for authentication tests); the record is then not a pure DbHostAuth. */
  readonly withPasswords?: boolean;
  /** Called with the number of records written so far, every few thousand records and at the end. */
  readonly onProgress?: (records: number) => void;
}

const PROGRESS_EVERY = 8192;

/** What `writeDataset` writes: the four collections, the rules when there are (a snapshot of a server without /v2/rules has none: the loader derives them), and the `server` section when there is one. */
export type WritableDataset = Pick<GeneratedDataset, 'hosts' | 'hostconfigs' | 'configurations' | 'transfers' | 'server'> & { readonly rules?: readonly Rule[] };

/** The `server` section as JSON, keys in a fixed order (the same server, the same bytes). */
function serverJson(server: DatasetServer): string {
  const { hostId, classPrefix, limits, bandwidth, fileMonitors, release } = server;
  return JSON.stringify({ hostId, classPrefix, ...(limits !== undefined ? { limits } : {}), ...(bandwidth ? { bandwidth } : {}), ...(fileMonitors ? { fileMonitors } : {}), ...(release !== undefined ? { release } : {}) });
}

/** The records of one section as text, lazily (transfers are generated while they are written). */
function sectionTexts(dataset: WritableDataset, section: DatasetSection, o: { readonly withPasswords: boolean; readonly v2: boolean; readonly ndjson: boolean }): Iterable<string> {
  switch (section) {
    case 'hosts': return dataset.hosts.map((h) => (o.v2 ? hostV2Json(h) : hostJson(h, o.withPasswords)));
    case 'hostconfigs': return dataset.hostconfigs.map(hostConfigJson);
    case 'configurations': return dataset.configurations.map(configurationJson);
    case 'rules': return (dataset.rules ?? []).map(o.v2 ? ruleV2Json : o.ndjson ? ruleNdjson : ruleJson);
    case 'transfers': {
      const text = o.v2 ? transferV2Json : transferJson;
      return { *[Symbol.iterator]() { for (const t of dataset.transfers) yield text(t); } };
    }
  }
}

/** Why `options` cannot be written, or undefined: xml is v1's export of transfers; the v2 view has hosts, rules and transfers, and no passwords. */
function refusal({ kind, format, view, withPasswords }: WriteDatasetOptions): string | undefined {
  if (format === 'xml' && kind !== 'transfers') return `the xml format (the /log export) holds transfers only, not ${kind}`;
  if (view !== 'v2') return undefined;
  if (format === 'xml') return 'the xml format (the /log export) has no v2 view; use json or ndjson';
  if (kind !== 'all' && !V2_SECTIONS.includes(kind)) return `the v2 view has ${V2_SECTIONS.join(', ')}, not ${kind}`;
  if (withPasswords) return 'the v2 view has no place for plain passwords (a v2 host is closed)';
  return undefined;
}

/**
 * Writes the chosen records to `sink` and flushes it; answers how many records were written.
 * v1 JSON of `all` is the dataset file layout `loadDatasetFile` reads back
 * (`{"hosts":[…],"hostconfigs":[…],"configurations":[…],"rules":[…],"transfers":[…]}`, after
 * `"server":{…}` when the dataset names its server; no `rules` when the dataset has none), JSON of
 * one kind an array, v1 NDJSON one record per line (each with its `@model`), XML the GET /log
 * export. The v2 view writes hosts, rules and transfers as REST v2 shows them (`all` in JSON:
 * `{"hosts":[…],"rules":[…],"transfers":[…]}`; NDJSON lines carry no `@model`, as v2 records have
 * none). Transfers are generated while they are written, so a million of them take little memory.
 * The stream is not ended.
 *
 * @throws RangeError for the `xml` format with a kind other than `transfers` or with the v2 view,
 * for the v2 view of host or bandwidth configurations, and for the v2 view with passwords.
 *
 * @example
 * const data = generateDataset({ seed: 5, hosts: 20, transfers: 100_000, ownHostId: 'server1', now: Date.now() });
 * const out = createWriteStream('transfers.ndjson');
 * const n = await writeDataset(new OutputSink(out), data, { kind: 'transfers', format: 'ndjson' });
 * out.end();
 */
export async function writeDataset(sink: OutputSink, dataset: WritableDataset, options: WriteDatasetOptions): Promise<number> {
  const { kind, format } = options;
  const refused = refusal(options);
  if (refused !== undefined) throw new RangeError(refused);
  const v2 = options.view === 'v2';
  let records = 0;
  // Per record: push, and await only when a chunk is full (an await per record would cost more than the record).
  const emit = async (text: string) => {
    if (sink.push(text)) await sink.flush();
  };
  const progress = () => {
    if (++records % PROGRESS_EVERY === 0) options.onProgress?.(records);
  };

  if (format === 'xml') {
    await emit(XML_EXPORT_OPEN);
    for (const t of dataset.transfers) {
      if (sink.push(runnerXml(t))) await sink.flush();
      progress();
    }
    await emit(XML_EXPORT_CLOSE);
  } else {
    const json = format === 'json';
    // A dataset without rules (a snapshot of a server without /v2/rules) writes no rules section: the loader then derives them.
    const sections = kind !== 'all' ? [kind] : (v2 ? V2_SECTIONS : DATASET_SECTIONS).filter((s) => s !== 'rules' || dataset.rules !== undefined);
    const texts = { withPasswords: options.withPasswords ?? false, v2, ndjson: !json };
    if (json && kind === 'all') await emit('{');
    // A snapshot's server (tmkit snapshot) goes first; NDJSON and single kinds have no place for it.
    const server = json && kind === 'all' && !v2 && dataset.server ? `\n"server":${serverJson(dataset.server)}` : undefined;
    if (server) await emit(server);
    for (const [i, section] of sections.entries()) {
      if (json) await emit(`${i > 0 || server ? ',' : ''}${kind === 'all' ? `\n"${section}":` : ''}[`);
      let separator = '\n';
      if (section === 'transfers' && !json && !v2) {
        // The hot loop of a million-line NDJSON: no intermediate strings.
        for (const t of dataset.transfers) {
          if (sink.push(transferLine(t))) await sink.flush();
          progress();
        }
      } else {
        for (const text of sectionTexts(dataset, section, texts)) {
          if (sink.push(json ? separator + text : text + '\n')) await sink.flush();
          separator = ',\n';
          progress();
        }
      }
      if (json) await emit(separator === '\n' ? ']' : '\n]');
    }
    if (json) await emit(kind === 'all' ? '\n}\n' : '\n');
  }
  await sink.flush();
  options.onProgress?.(records);
  return records;
}
