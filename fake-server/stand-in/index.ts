// The stand-in for client tests (README "Stand-in for client tests"): the request journal, `verify`,
// and the mishaps a client resilience test schedules.
export { Journal, DEFAULT_JOURNAL_SIZE, type JournalEntry } from './journal.ts';
export { verify, VerificationError, entryLine, type JournalSource, type VerifyOptions } from './verify.ts';
export { Mishaps, type MishapSpec, type ScheduledMishap } from './mishaps.ts';
export { MISHAP_KINDS, MISHAP_STYLES, type MishapKind, type MishapStyle, type MishapAction, type MishapRecord, type WireMishap } from './mishap-types.ts';
export { MISHAP_HEADER } from './mishap-input.ts';
export { CREDENTIAL_HEADERS, REDACTED } from './redact.ts';
export type { RequestMatcher, RequestView } from './request-match.ts';
