// The fake server's public door.
// ADMIN_USER: the account seeded when authentication is on, a setting of the wire (contract/).
export { ADMIN_USER } from '../contract/index.ts';
// The releases the fake answers as (`release`, `--release`): facts of the real server, in contract/.
export { RELEASES, DEFAULT_RELEASE, UnknownReleaseError, type Release } from '../contract/index.ts';
export { createFakeServer, type FakeServer, type FakeServerOptions } from './fake.ts';
export { createKoaApp, DEFAULT_MAX_BODY_BYTES, type KoaAppOptions } from './koa-app.ts';
export { createRequestListener } from './node-listener.ts';
export { listen, type RunningServer, type ListenOptions } from './listen.ts';
export { TlsOptionError, type TlsOption, type TlsPems, type TlsPart } from './tls/index.ts';
export { FrozenClock, SystemClock, parseClockSpec, DEFAULT_FROZEN_TIME, type Clock } from './clock.ts';
export { DEFAULT_CONFIG, ENTRY_POINTS, type FakeConfig, type DatasetName, type AuthMode, type EntryPoint } from './config.ts';
export { DATASET_PRESETS, isDatasetPreset, ID_MODES, DatasetFileError, type IdMode } from '../generators/index.ts';
export { CONTROL_PREFIX } from './control/control-api.ts';
export { businessClassesOf } from './control/business-api.ts';
export type { Reply } from './http/reply.ts';
export type { RawRequest } from './http/request.ts';
export { FAULTS, FAULT_NAMES, FAULT_FAMILIES, PARAMETER_FAULTS, OPERATOR_FAULTS, OPERATOR_PREFIXES, EQUIVALENT_VARIANTS, parametersOf, faultByName, isFaultName, parseFaultNames, resolveFaults, UnknownFaultError, type Fault, type FaultName, type FixedFaultName, type ParameterFaultName, type OperatorFaultName, type EquivalentVariantName, type FaultFamily } from './faults/index.ts';
export { fakeServerPerFile, type TestHooks, type UseFakeServerOptions, type FakeServerHandle } from './test-hooks.ts';
export {
  Journal, DEFAULT_JOURNAL_SIZE, verify, VerificationError, Mishaps, MISHAP_KINDS, MISHAP_STYLES, MISHAP_HEADER, CREDENTIAL_HEADERS, REDACTED,
  type JournalEntry, type JournalSource, type VerifyOptions, type MishapSpec, type ScheduledMishap, type MishapKind, type MishapStyle,
  type MishapAction, type MishapRecord, type WireMishap, type RequestMatcher, type RequestView,
} from './stand-in/index.ts';
