// Hand-kept data of docs/checks.md: where each check's sample failure comes from. By default a
// check's sample comes from the first planted fault (fake-server/faults/, catalogue order) whose
// `expectedCheck` names it; a check no fault triggers is described by its own `failsWhen` text
// (conformance/checks/check.ts), so a new check needs nothing here unless its sample is elsewhere.
import type { FaultName } from '../../fake-server/index.ts';

/**
 * Checks whose sample comes from another fault than the default: checks no fault names in
 * `expectedCheck` but that a planted fault makes fail all the same (seen in the detection runs,
 * test/conformance/faults/), and checks with a better sample elsewhere.
 */
export const SAMPLE_FAULT: Readonly<Record<string, FaultName>> = {
  negative_data_rejection: 'limits-error-code-off-by-one',
  unsupported_method: 'transfers-partner-filter-ignored',
  model_based_crud: 'hosts-issl-as-number',
  missing_role_refused: 'hosts-create-answers-201',
  ignored_auth: 'auth-v1-failure-answers-403',
};

/**
 * A response check sends no request of its own: the scenario checks run beside it to produce the
 * answers it inspects (positive_data_acceptance calls every operation with valid input).
 */
export const RESPONSE_CHECK_DRIVERS: readonly string[] = ['positive_data_acceptance'];
