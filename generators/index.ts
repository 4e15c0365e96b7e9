// The generators' public door: seeded factories, datasets, writers (JSON, NDJSON, the /log XML
// export), the dataset-file loader and the fast-check arbitraries.
export { generateDataset, DATASET_PRESETS, hostsForTransfers, type GeneratedDataset, type DatasetOptions, type DatasetPreset } from './dataset.ts';
export { datasetFromSpec, isDatasetPreset, type DatasetSpecOptions } from './dataset-spec.ts';
export { generateHosts, DEFAULT_PORT, DEFAULT_SSL_PORT, type GeneratedHost, type HostFactoryOptions } from './factories/host-factory.ts';
export { generateHostConfigs, rolesetText, type HostConfigFactoryOptions } from './factories/hostconfig-factory.ts';
export { generateConfigurations, type ConfigurationFactoryOptions } from './factories/configuration-factory.ts';
export { generateRules, ruleCountFor, ruleModeOf, type RuleSpec } from './factories/rule-factory.ts';
export { generateRuleRecords, type RuleRecordOptions } from './factories/rule-records.ts';
export { transferFactory, sequenceStart, DEFAULT_WINDOW_MS, type TransferFactoryOptions } from './factories/transfer-factory.ts';
export { createPacketFactory, type PacketFactory, type PacketFactoryOptions, type InformationPacketOut } from './factories/packet-factory.ts';
export { DOCUMENT_KINDS, type DocumentKind } from './factories/documents.ts';
export {
  STORED_COMBINATIONS, STORED_COMBINATIONS_MIN_TRANSFERS, STORED_RULES, holdsStoredCombinations, isStoredCombination, storedRuleName,
  type StoredCombination,
} from './stored-combinations.ts';
export { TRANSFER_STATES, ERROR_KINDS, implausibilities, shapeOf, type TransferState, type TransferStateName, type StateShape } from './transfer-states.ts';
export { createSpecialIds, guidOf, ID_MODES, type IdMode, type SpecialIdSource } from './ids.ts';
export { createRandom, type Random } from '../contract/index.ts';
export { seededFaker } from './seeded-faker.ts';
export { displayHostKey, derivedPassword } from './host-key.ts';
export { runnerXml, xmlExportText, createXmlExportWriter, javaTimestampText, XML_EXPORT_OPEN, XML_EXPORT_CLOSE, type XmlExportWriter } from './xml-export.ts';
export { escapeXmlText, prettyXmlText } from './xml-text.ts';
export { OutputSink } from './writers/output-sink.ts';
export { transferJson, transferLine, hostJson, hostConfigJson, configurationJson, ruleJson, ruleNdjson } from './writers/record-json.ts';
export { transferV2Json, hostV2Json, ruleV2Json } from './writers/v2-json.ts';
export {
  writeDataset, OUTPUT_KINDS, OUTPUT_FORMATS, OUTPUT_VIEWS, DATASET_SECTIONS, V2_SECTIONS,
  type WritableDataset, type OutputKind, type OutputFormat, type OutputView, type DatasetSection, type WriteDatasetOptions,
} from './writers/dataset-writer.ts';
export { recordViolations, ruleViolations, violationsOf, forAjv, isRecordModel, SCHEMA_OF_MODEL, type RecordModel } from './validate.ts';
export { loadDatasetFile, datasetFileFormat, DatasetFileError, type LoadDatasetOptions, type DatasetFileFormat } from './load/dataset-file.ts';
// The wire's lossless parser (contract/wire), under the name this door has always given it.
export { parseJson as parseLosslessJson, JsonSyntaxError, isJsonObject, type JsonValue, type JsonObject } from '../contract/index.ts';
export { readRecord, type RecordIssue, type ReadRecord } from './load/record-reader.ts';
export { readRule } from './load/rule-reader.ts';
export { readServerSection, type DatasetServer } from './load/server-section.ts';
export { integrityProblems, xmlFragmentProblems, elementTexts, type DatasetView } from './integrity.ts';
export { isSaneString, isSaneValue, SANITY_FRAGMENTS } from './sanity.ts';
export * as atoms from './arbitraries/atoms.ts';
export { transferArb, hostArb, hostConfigArb, configurationArb, TRANSFER_SHAPES, type RecordArbitraryOptions } from './arbitraries/records.ts';
export {
  transferCreateBodyArb, transferUpdateBodyArb, hostCreateBodyArb, hostUpdateBodyArb, hostConfigCreateBodyArb, hostConfigUpdateBodyArb,
  configurationCreateBodyArb, configurationUpdateBodyArb, type WithBigId,
} from './arbitraries/bodies.ts';
export { transferFilterArb, hostFilterArb, hostConfigFilterArb, configurationFilterArb, FILTER_ARBITRARIES, filterViolations, type FilterQuery } from './arbitraries/filters.ts';
export { logPacketArb, informationPacketArb, bandwidthPacketArb, shutdownOrBlockPacketArb, type PacketArbitraryOptions } from './arbitraries/packets.ts';
export { invalidVariantArb, invalidVariantsOf, mutationsOf, mutationsFor, applyMutation, INVALID_VARIANT_SOURCES, invalidTransferFilterArb, type InvalidVariant, type Flaw, type Mutation } from './arbitraries/invalid.ts';
export { generateFileMonitors, DEFAULT_FILE_MONITOR_COUNT, type FileMonitor, type FileMonitorFile, type FileMonitorOptions } from './file-monitors.ts';
