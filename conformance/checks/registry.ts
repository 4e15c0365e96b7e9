// Every check of the suite, in the order they run (scenario checks) and report. The order is
// part of the contract with users: ids are stable, new checks are appended to their group.
import type { Check } from './check.ts';
import { notAServerError } from './not-a-server-error.ts';
import { statusCodeConformance } from './status-code-conformance.ts';
import { contentTypeConformance } from './content-type-conformance.ts';
import { responseSchemaConformance } from './response-schema-conformance.ts';
import { envelopeConformance } from './envelope-conformance.ts';
import { positiveDataAcceptance } from './scenarios/positive-data-acceptance.ts';
import { robustness_CHECKS } from './robustness/index.ts';
import { list_semantics_CHECKS } from './list-semantics/index.ts';
import { stateful_CHECKS } from './stateful/index.ts';
import { actions_CHECKS } from './actions/index.ts';
import { access_CHECKS } from './access/index.ts';
import { input_space_CHECKS } from './input-space/index.ts';
import { cross_field_CHECKS } from './cross-field/index.ts';
import { v2_CHECKS } from './v2/index.ts';
import { views_CHECKS } from './views/index.ts';
import { control_CHECKS } from './control/index.ts';
import { config_CHECKS } from './config/index.ts';
import { tls_CHECKS } from './tls/index.ts';

/**
 * Every check of the conformance suite, in the order they run and are reported: the response
 * checks applied to every answer, then the scenario checks (data acceptance and robustness, list
 * semantics, stateful behaviour, the action endpoints and /v2/limits, access). Ids are stable and
 * new checks are appended to their group. `docs/checks.md` describes each one.
 *
 * @example
 * for (const c of CHECKS) console.log(c.id, c.kind, c.severity, c.rule);
 * // only the checks that look at every answer:
 * await runConformance({ only: CHECKS.filter((c) => c.kind === 'response').map((c) => c.id) });
 */
export const CHECKS: readonly Check[] = [
  // generic: applied to every answer
  notAServerError,
  statusCodeConformance,
  contentTypeConformance,
  responseSchemaConformance,
  envelopeConformance,
  // scenarios: positive and negative data, self-description
  positiveDataAcceptance,
  ...robustness_CHECKS,
  // list semantics
  ...list_semantics_CHECKS,
  // stateful behaviour
  ...stateful_CHECKS,
  // action endpoints, /v2/limits, authentication
  ...actions_CHECKS,
  // the input space: every value class of every parameter and field (issue 25)
  ...input_space_CHECKS,
  // rules across fields: the combinations whose meaning one field gives another (issue 36)
  ...cross_field_CHECKS,
  // REST v2 (issue 26)
  ...v2_CHECKS,
  // /control, beyond the published interface (issue 27)
  ...control_CHECKS,
  // 3.6.2's /config and /business (issue 27)
  ...config_CHECKS,
  // every view of a record against the v1 list of its kind, by the contract's view table (issue 36)
  ...views_CHECKS,
  // an https:// target's TLS: its certificate, no legacy protocol (issue 33)
  ...tls_CHECKS,
  // access: every operation without credentials, without roles, switched off; the admin key (last: test/conformance/access)
  ...access_CHECKS,
];

export const checkIds = (): string[] => CHECKS.map((c) => c.id);
