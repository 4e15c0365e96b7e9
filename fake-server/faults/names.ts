// The names of every planted fault, stable: `--fault` and `createFakeServer({ faults })` take them.
// The catalogue (catalogue.ts) holds one fault per name; a test keeps the two lists equal.
/**
 * Every planted fault, by its stable name, grouped by entry point. A fault makes the fake deviate
 * from the interface on purpose in one small way (`transfers-status-unpadded`, `server-key-unchecked`, ...),
 * to prove the conformance suite sees it; `createFakeServer({ faults })` and `--fault` take these
 * names. None is planted by default.
 */
export const FAULT_NAMES = [
  // transfers
  'transfers-startid-off-by-one',
  'transfers-partner-filter-ignored',
  'transfers-status-unpadded',
  'transfers-specialid-as-string',
  'transfers-specialid-rounded',
  'transfers-lost-delete',
  // hosts
  'hosts-issl-as-number',
  'hosts-lost-update',
  'hosts-upsert-refused',
  'hosts-create-answers-201',
  // hostconfigs
  'hostconfigs-text-filters-ignored',
  'hostconfigs-aliases-dropped',
  'hostconfigs-updatedinfo-not-forced',
  // configurations
  'configurations-bandwidth-filter-inclusive',
  'configurations-unknown-answers-404',
  'configurations-limit-as-string',
  // rules
  'rules-modetrans-left-out-lists-all',
  'rules-idrule-filter-ignored',
  'rules-hostids-dropped',
  // log
  'log-exported-off-by-one',
  'log-purge-deletes-nothing',
  'log-wrong-packet-number',
  // info
  'info-to-flag-ignored',
  'info-follow-dropped',
  // bandwidth
  'bandwidth-no-rounding',
  'bandwidth-wrong-command',
  'bandwidth-wrong-packet-number',
  // server
  'server-counter-off-by-one',
  'server-date-as-epoch',
  'server-key-unchecked',
  // config, business
  'control-file-query-answers-412',
  'config-export-names-unasked-files',
  'business-absent-class-answers-404',
  // limits
  'limits-post-answers-200',
  'limits-error-code-off-by-one',
  'limits-up-down-swapped',
  // REST v2
  'v2-transfers-offset-ignored',
  'v2-transfers-total-counts-all',
  'v2-transfers-stop-keeps-status',
  'v2-hosts-order-ignored',
  'v2-hosts-isactive-inverted',
  'v2-rules-count-ignores-mode',
  'v2-rules-receive-pre-tasks-shown',
  'v2-hostconfig-versions-missing',
  'v2-server-status-v1-names',
  'v2-errors-english-only',
  'v2-filemonitors-files-uncounted',
  // auth
  'auth-v1-signature-unchecked',
  'auth-v1-failure-answers-403',
  // envelope
  'envelope-path-wrong',
  'envelope-empty-results-array',
  'envelope-content-type-text-plain',
  'envelope-options-entry-missing',
] as const;

/** The name of one hand-written planted fault: an element of {@link FAULT_NAMES}. */
export type FixedFaultName = (typeof FAULT_NAMES)[number];

/**
 * The name of a fault generated from the operations table (faults/parameters.ts):
 * `ignores-<operationId>-<PARAMETER>` or `shifts-<operationId>-<PARAMETER>`.
 */
export type ParameterFaultName = `ignores-${string}` | `shifts-${string}`;

/**
 * The name prefixes of the contract-derived operators (faults/operators/), one per shape of bug; a
 * generated fault is `<prefix>-<operationId>-<what>`. Here, with the other names, so that the
 * configuration (which names faults) does not reach the operators (which read the configuration).
 */
export const OPERATOR_PREFIXES = ['resets', 'truncates', 'double-encodes', 'drops', 'moves', 'misreads', 'stale', 'unpairs'] as const;
export type OperatorPrefix = (typeof OPERATOR_PREFIXES)[number];

/** The name of a fault of a contract-derived operator (faults/operators/): `<operator>-<operationId>-<what>`. */
export type OperatorFaultName = `${OperatorPrefix}-${string}`;

/** The name of an equivalent variant (faults/equivalent.ts): a server no client tells from the clean one. */
export type EquivalentVariantName = `equivalent-${string}`;

/** The name of one planted fault: one of {@link FAULT_NAMES}, a generated parameter fault, or an equivalent variant. */
export type FaultName = FixedFaultName | ParameterFaultName | OperatorFaultName | EquivalentVariantName;

export const isFaultName = (s: string): s is FaultName => (FAULT_NAMES as readonly string[]).includes(s);
