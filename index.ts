// `transfer-monitor-kit`: the package's main door. The fake server, the conformance suite and the
// report writers; the contract, the generators, the msw handlers and the vitest helper have doors
// of their own (`/contract`, `/generators`, `/msw`, `/vitest`) so that a program loads what it uses.
export {
  createFakeServer, listen, parseClockSpec, FrozenClock, SystemClock, DEFAULT_CONFIG, DEFAULT_FROZEN_TIME, ENTRY_POINTS,
  DATASET_PRESETS, ID_MODES, FAULT_NAMES, CONTROL_PREFIX, createKoaApp,
  type FakeServer, type FakeServerOptions, type FakeConfig, type RunningServer, type ListenOptions, type KoaAppOptions, type Clock,
  type DatasetName, type AuthMode, type EntryPoint, type IdMode, type FaultName, type Reply, type RawRequest,
  fakeServerPerFile, type TestHooks, type UseFakeServerOptions, type FakeServerHandle,
  verify, VerificationError, DEFAULT_JOURNAL_SIZE, MISHAP_KINDS, MISHAP_HEADER,
  type Journal, type JournalEntry, type JournalSource, type VerifyOptions, type Mishaps, type MishapSpec, type ScheduledMishap, type MishapKind, type MishapRecord, type RequestMatcher,
  TlsOptionError, type TlsOption, type TlsPems,
  RELEASES, DEFAULT_RELEASE, UnknownReleaseError, type Release,
} from './fake-server/index.ts';
export { runConformance, type ConformanceOptions, type ConformanceAllowances } from './composition/index.ts';
export {
  ResultAssembler, CHECKS, REPORT_VERSION, counted, loadBaseline,
  type RunResult, type RunEvent, type CheckOutcome, type Check, type Deviation,
  type Severity, type RecordedExchange, type OperationCoverage, type Baseline, type BaselineEntry, type Credentials,
  TlsFailure, type TlsFailureCause, type TlsClientOptions, type TlsFacts, type TlsCertificateFacts,
} from './conformance/index.ts';
export { writeReports, renderHtml, renderJson, renderJunit, renderMarkdown, consoleSummary, verdictOf, REPORT_FORMATS, type ReportFormat, type Verdict } from './reports/index.ts';
