// `--dataset small|medium|large|empty|FILE` in one call: a preset is generated from the seed, any
// other value is a user's JSON or NDJSON file, checked record by record (DatasetFileError names
// the line or index, field and reason). This is what the fake calls on start and on reset.
import { DATASET_PRESETS, generateDataset, type DatasetPreset, type GeneratedDataset } from './dataset.ts';
import { existsSync } from 'node:fs';
import type { IdMode } from './ids.ts';
import { DatasetFileError, loadDatasetFile } from './load/dataset-file.ts';

/** Options of {@link datasetFromSpec}: what a preset is generated with, and how a file is loaded. */
export interface DatasetSpecOptions {
  /** Seed of a preset's data (for a file: of the GUIDs of transfers created later). */
  readonly seed: number;
  /** HOSTID of the server's own host (a preset's first host). */
  readonly ownHostId: string;
  /** The clock's reading when the dataset is (re)built. */
  readonly now: number;
  /** How SPECIALIDs are made, for the dataset's transfers (presets) and for those created later. */
  readonly idMode: IdMode;
  /** HOSTKEY as the server shows it, from a password (the fake's encryption). */
  readonly hostKey: (password: Uint8Array) => string;
}

/** Whether `spec` names a dataset preset (`empty`, `small`, `medium`, `large`) rather than a file. */
export const isDatasetPreset = (spec: string): spec is DatasetPreset => Object.hasOwn(DATASET_PRESETS, spec);

/**
 * The dataset a `--dataset` value names: a preset (`empty`, `small`, `medium`, `large`) is
 * generated from the seed with its sizes from `DATASET_PRESETS`; any other value is the path of a
 * JSON or NDJSON dataset file, loaded and checked record by record with `loadDatasetFile`
 * (its HOSTKEYs recomputed with `hostKey`).
 *
 * @throws DatasetFileError when the value is neither a preset nor an existing file, or the file is not a valid dataset.
 */
export function datasetFromSpec(spec: string, options: DatasetSpecOptions): GeneratedDataset {
  if (isDatasetPreset(spec)) return generateDataset({ ...options, ...DATASET_PRESETS[spec] });
  if (!existsSync(spec)) {
    throw new DatasetFileError(spec, [{ location: 'file', field: '/', reason: `is neither a preset (${Object.keys(DATASET_PRESETS).join(', ')}) nor an existing file` }]);
  }
  // A file's HOSTKEYs are recomputed from its passwords, so the fake can authenticate its hosts.
  return loadDatasetFile(spec, { rekey: options.hostKey, idMode: options.idMode, seed: options.seed });
}
