// `--dataset small|medium|large|empty|FILE` in one call: a preset is generated from the seed, any
// other value is a user's JSON or NDJSON file, checked record by record (DatasetFileError names
// the line or index, field and reason). This is what the fake calls on start and on reset.
import { DATASET_PRESETS, generateDataset, type DatasetPreset, type GeneratedDataset } from './dataset.ts';
import { existsSync } from 'node:fs';
import type { IdMode } from './ids.ts';
import { DatasetFileError, loadDatasetFile } from './load/dataset-file.ts';

export interface DatasetSpecOptions {
  readonly seed: number;
  readonly ownHostId: string;
  /** The clock's reading when the dataset is (re)built. */
  readonly now: number;
  readonly idMode: IdMode;
  /** HOSTKEY as the server shows it, from a password (the fake's encryption). */
  readonly hostKey: (password: Uint8Array) => string;
}

export const isDatasetPreset = (spec: string): spec is DatasetPreset => Object.hasOwn(DATASET_PRESETS, spec);

export function datasetFromSpec(spec: string, options: DatasetSpecOptions): GeneratedDataset {
  if (isDatasetPreset(spec)) return generateDataset({ ...options, ...DATASET_PRESETS[spec] });
  if (!existsSync(spec)) {
    throw new DatasetFileError(spec, [{ location: 'file', field: '/', reason: `is neither a preset (${Object.keys(DATASET_PRESETS).join(', ')}) nor an existing file` }]);
  }
  // A file's HOSTKEYs are recomputed from its passwords, so the fake can authenticate its hosts.
  return loadDatasetFile(spec, { rekey: options.hostKey, idMode: options.idMode, seed: options.seed });
}
