// Writes a generated dataset, or one kind of its records, as JSON, NDJSON or the /log XML export.
// JSON with every kind is the dataset file layout the loader reads back
// (`{"hosts":[…],"hostconfigs":[…],"configurations":[…],"transfers":[…]}`); JSON of one kind is
// an array; NDJSON is one record per line, each carrying its "@model".
import { COLLECTIONS } from '../../contract/index.ts';
import type { GeneratedDataset } from '../dataset.ts';
import { runnerXml, XML_EXPORT_CLOSE, XML_EXPORT_OPEN } from '../xml-export.ts';
import type { OutputSink } from './output-sink.ts';
import type { DatasetServer } from '../load/server-section.ts';
import { configurationJson, hostConfigJson, hostJson, transferJson, transferLine } from './record-json.ts';

/** What `writeDataset` (and `tmkit generate --kind`) can write: one collection's records, or `all` of them. */
export const OUTPUT_KINDS = [...COLLECTIONS, 'all'] as const;
/** One of {@link OUTPUT_KINDS}. */
export type OutputKind = (typeof OUTPUT_KINDS)[number];
/** The formats `writeDataset` (and `tmkit generate --format`) writes: `json`, `ndjson`, or `xml` (the GET /log export; transfers only). */
export const OUTPUT_FORMATS = ['json', 'ndjson', 'xml'] as const;
/** One of {@link OUTPUT_FORMATS}. */
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
/** One section of a dataset file: a collection. */
export type DatasetSection = Exclude<OutputKind, 'all'>;
/** The sections of a dataset file, in the order they are written (hosts first, transfers last). */
export const DATASET_SECTIONS: readonly DatasetSection[] = ['hosts', 'hostconfigs', 'configurations', 'transfers'];

/** Options of {@link writeDataset}: what to write, and how. */
export interface WriteDatasetOptions {
  /** One collection's records, or `all` (the dataset file layout in JSON, every record in NDJSON). */
  readonly kind: OutputKind;
  /** `json`, `ndjson`, or `xml` (the GET /log export; `kind` must be `transfers`). */
  readonly format: OutputFormat;
  /** Adds each host's plain `password` (for authentication tests); the record is then not a pure DbHostAuth. */
  readonly withPasswords?: boolean;
  /** Called with the number of records written so far, every few thousand records and at the end. */
  readonly onProgress?: (records: number) => void;
}

const PROGRESS_EVERY = 8192;

/** What `writeDataset` writes: the four collections, and the `server` section when there is one. */
export type WritableDataset = Pick<GeneratedDataset, 'hosts' | 'hostconfigs' | 'configurations' | 'transfers' | 'server'>;

/** The `server` section as JSON, keys in a fixed order (the same server, the same bytes). */
function serverJson(server: DatasetServer): string {
  const { hostId, classPrefix, limits, bandwidth } = server;
  return JSON.stringify({ hostId, classPrefix, ...(limits !== undefined ? { limits } : {}), ...(bandwidth ? { bandwidth } : {}) });
}

/** The records of one section as text, lazily (transfers are generated while they are written). */
function sectionTexts(dataset: WritableDataset, section: DatasetSection, withPasswords: boolean): Iterable<string> {
  switch (section) {
    case 'hosts': return dataset.hosts.map((h) => hostJson(h, withPasswords));
    case 'hostconfigs': return dataset.hostconfigs.map(hostConfigJson);
    case 'configurations': return dataset.configurations.map(configurationJson);
    case 'transfers': return { *[Symbol.iterator]() { for (const t of dataset.transfers) yield transferJson(t); } };
  }
}

/**
 * Writes the chosen records to `sink` and flushes it; answers how many records were written.
 * JSON of `all` is the dataset file layout `loadDatasetFile` reads back
 * (`{"hosts":[…],"hostconfigs":[…],"configurations":[…],"transfers":[…]}`, after `"server":{…}` when the dataset names its server), JSON of one kind an
 * array, NDJSON one record per line (each with its `@model`), XML the GET /log export. Transfers
 * are generated while they are written, so a million of them take little memory. The stream is
 * not ended.
 *
 * @throws RangeError for the `xml` format with a kind other than `transfers`.
 *
 * @example
 * const data = generateDataset({ seed: 5, hosts: 20, transfers: 100_000, ownHostId: 'server1', now: Date.now() });
 * const out = createWriteStream('transfers.ndjson');
 * const n = await writeDataset(new OutputSink(out), data, { kind: 'transfers', format: 'ndjson' });
 * out.end();
 */
export async function writeDataset(sink: OutputSink, dataset: WritableDataset, options: WriteDatasetOptions): Promise<number> {
  const { kind, format } = options;
  if (format === 'xml' && kind !== 'transfers') throw new RangeError(`the xml format (the /log export) holds transfers only, not ${kind}`);
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
    const sections = kind === 'all' ? DATASET_SECTIONS : [kind];
    const json = format === 'json';
    if (json && kind === 'all') await emit('{');
    // A snapshot's server (tmkit snapshot) goes first; NDJSON and single kinds have no place for it.
    const server = json && kind === 'all' && dataset.server ? `\n"server":${serverJson(dataset.server)}` : undefined;
    if (server) await emit(server);
    for (const [i, section] of sections.entries()) {
      if (json) await emit(`${i > 0 || server ? ',' : ''}${kind === 'all' ? `\n"${section}":` : ''}[`);
      let separator = '\n';
      if (section === 'transfers' && !json) {
        // The hot loop of a million-line NDJSON: no intermediate strings.
        for (const t of dataset.transfers) {
          if (sink.push(transferLine(t))) await sink.flush();
          progress();
        }
      } else {
        for (const text of sectionTexts(dataset, section, options.withPasswords ?? false)) {
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
