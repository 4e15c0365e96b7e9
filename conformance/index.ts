// The conformance suite's public door.
export { runSuite, type RunOptions, type RunEvent } from './runner/run.ts';
export { ResultAssembler } from './runner/assembler.ts';
export { isSelected } from './runner/scheduler.ts';
export type { RunStart, RunEnd } from './runner/events.ts';
export { counted, REPORT_VERSION, type RunResult, type CheckOutcome } from './runner/result.ts';
export type { Deviation, Finding, Severity, RecordedExchange } from './runner/deviation.ts';
export type { OperationCoverage } from './runner/coverage.ts';
export { loadBaseline, isShippedBaselineName, writeBaseline, matchBaseline, type Baseline, type BaselineEntry } from './runner/baseline.ts';
export { CHECKS, checkIds } from './checks/registry.ts';
export type { Check, ResponseCheck, ScenarioCheck } from './checks/check.ts';
export type { CheckContext } from './runner/context.ts';
export { httpTarget, DEFAULT_MAX_BODY_BYTES, type HttpTargetOptions } from './targets/http-target.ts';
export { RunStopped, type StopCause } from './client/run-control.ts';
export { TransportError, type Target, type WireRequest, type WireResponse, type VariantSettings, type VariantTarget } from './targets/target.ts';
export { FAKE_ADMIN_CREDENTIALS, type Credentials } from './client/signing.ts';
export { Client, SafetyRefusal, type CallRequest, type Exchange, type Permissions } from './client/client.ts';
export { runConformanceOn, type SuiteRunOptions, type ConformanceAllowances, type ComposedTarget } from './run-conformance.ts';
