// Hand-kept text of docs/report-format.md: the meaning of every field of report.json, one section
// per object of the shape (an https:// target's `tls` included), the causes of a partial report
// and who each format is for. The tables are keyed by the code's own interfaces, so a field added
// to or removed from RunResult (its `tls` too), CheckOutcome, Deviation, RecordedExchange or
// OperationCoverage stops the typecheck until it is documented here;
// report-shape.ts then checks these entries against a real report.json (a field of the report
// without a meaning, a type or a value that disagrees, a required field that is missing).
import type { ReportFormat } from '../../reports/index.ts';
import { RELEASES } from '../../contract/index.ts';
import { DIFF_CHECKS, REPORT_VERSION, type CheckOutcome, type ClassCoverage, type Deviation, type OperationCoverage, type StoredValueCoverage, type RecordedExchange, type RunResult, type Severity, type StopCause } from '../../conformance/index.ts';

export interface FieldDoc {
  readonly meaning: string;
  /** The JS type of its values (`string`, `number[]`…): only needed for a field the documented runs never show. */
  readonly type?: string;
  /** A closed set: the only values it may have (the generator refuses any other). */
  readonly values?: readonly (string | number)[];
  /** Left out (never `null`) when it does not apply. */
  readonly optional?: boolean;
  /** An object whose member names are data (header names), not fields. */
  readonly map?: boolean;
}

type Fields<T> = { readonly [K in keyof Required<T>]: FieldDoc };

export interface SectionDoc {
  /** Where its objects are in report.json: '' for the top level, `checks[]` for the elements of `checks`. */
  readonly path: string;
  readonly title: string;
  readonly fields: Readonly<Record<string, FieldDoc>>;
}

/** `abortCause` (a closed set): when the run stops with it. */
export const STOP_CAUSES: Readonly<Record<StopCause, string>> = {
  unreachable: 'the first request to a `--target` (`OPTIONS /`) got no answer: no check ran',
  'target-gone': 'a request got no answer and the probe sent right after it (`OPTIONS /`) got none either: the target died or hangs',
  'request-budget': '`--budget` requests were sent',
  'time-budget': '`--max-time` seconds passed',
  interrupted: 'Ctrl-C (SIGINT) or SIGTERM',
  'nothing-judged': 'the run ended without one answer to a request of the interface that a selected check judged (no scenario check selected could run, or the selected response checks had a rule for none of the answers: `--only envelope_conformance` against a server that answers no v1 envelope, say): it proved nothing, so it is no pass',
};

const SEVERITY_VALUES: readonly Severity[] = ['critical', 'major', 'minor'];
const STATUS_VALUES: readonly CheckOutcome['status'][] = ['passed', 'failed', 'skipped', 'error'];
const KIND_VALUES: readonly CheckOutcome['kind'][] = ['response', 'scenario'];

const RUN_RESULT: Fields<RunResult> = {
  version: { meaning: 'the report shape version, `REPORT_VERSION` (see the version rule above)', values: [REPORT_VERSION] },
  tool: { meaning: 'what wrote the report', values: ['transfer-monitor-kit'] },
  target: { meaning: 'what was checked: `target` below' },
  tls: {
    meaning:
      'present for an `https://` target: the handshake of the run\'s first connection and the server\'s certificate, verified or not (`--insecure`), a client certificate sent or not: `tls` below. Added in version 1 as an optional field (an additive change: a reader that does not know it ignores it)',
    optional: true,
    type: 'object',
  },
  release: {
    meaning: 'the target\'s release, read from it before the first check (`GET /v2/hostconfig` `versionBin`): `release` below. Absent when the run stopped before it could ask. Added in version 1 as an optional field (an additive change)',
    optional: true,
    type: 'object',
  },
  againstRelease: {
    meaning: '`tmkit diff` only: server B\'s release, read the same way (A\'s is `release`); when the two differ the report holds the upgrade groups (`upgrade`)',
    optional: true,
    type: 'object',
  },
  upgrade: {
    meaning: '`tmkit diff` of two servers that said different releases: what the upgrade from A\'s release to B\'s changes for a client, every difference grouped by operation and kind: `upgrade` below (docs/releases.md has 3.5.2 → 3.6.2)',
    optional: true,
    type: 'object',
  },
  rate: {
    meaning: 'present for a `--target` URL: the request rate the run kept to and why: `rate` below. Added in version 1 as an optional field (an additive change)',
    optional: true,
    type: 'object',
  },
  seed: { meaning: 'the seed of the run; `tmkit check --seed N` replays it' },
  runs: { meaning: 'generated cases per property (`--runs`)' },
  startedAt: { meaning: "ISO 8601 start time, from the target's clock for the embedded fake (frozen by default), from the system clock for a URL" },
  durationMs: { meaning: 'wall time of the run, milliseconds' },
  requests: { meaning: 'requests sent to the target, cleanup included' },
  baseline: { meaning: 'present when `--baseline` was given: `baseline` below', optional: true },
  checks: {
    meaning:
      'one outcome per check, in the registry\'s order; one not selected is `skipped` (`not selected (--only/--skip)`), also a scenario check run only for the answers of a response check `--only` names alone: `CheckOutcome` below',
  },
  deviations: { meaning: 'every deviation, de-duplicated per check, operation and baseline entry, baselined ones included (they carry `baselined`): `Deviation` below' },
  coverage: { meaning: "one row per operation of the contract, in the contract's order: `OperationCoverage` below" },
  storedValues: { meaning: "`tmkit check`: the stored values documented rules read (`contract/stored-values.ts`: every UPDATEDINFO × GLOBALSTEP pair, the STEPSTATUS letters, the modes), which the target's data held so the rules were checked on them, and which it lacked: `StoredValueCoverage` below; absent from a diff", optional: true },
  aborted: { meaning: 'why the run stopped early; present means the report is **partial** (see Partial reports)', optional: true },
  abortCause: { meaning: 'with `aborted`, its cause, for programs (see Partial reports)', optional: true, values: Object.keys(STOP_CAUSES) },
  cleanupIncomplete: {
    meaning: 'cleanup requests (`METHOD /path?query`) that got no answer, or were not sent because the target stopped answering: the records they would have removed (or the settings they would have restored) may remain on the target',
    optional: true,
    type: 'string[]',
  },
  withheld: {
    meaning: 'present when the run had a target profile with requests it never sends (they hang or spin that server version): `withheld` below',
    optional: true,
    type: 'object',
  },
};

const TARGET: Fields<RunResult['target']> = {
  kind: { meaning: '`embedded`: the in-process fake; `http`: a server behind `--target`', values: ['embedded', 'http'] },
  url: { meaning: 'the base URL requests went to (user-info blanked); the curl lines use it' },
};

type TlsFacts = NonNullable<RunResult['tls']>;

const RATE: Fields<NonNullable<RunResult['rate']>> = {
  maxRps: { meaning: 'requests per second at most; 0: no cap', type: 'number' },
  source: {
    meaning: '`given`: `--max-rps`, which always holds; `default`: 20, the cap against a real server (DESIGN §6); `stand-in`: no cap, the target answered `OPTIONS /` as the tmkit fake (`X-Stand-In: tmkit`) and no `--max-rps` was given',
    values: ['given', 'default', 'stand-in'],
  },
};

const RELEASE: Fields<NonNullable<RunResult['release']>> = {
  served: { meaning: 'the version the target said (`3.5.2`); absent when it said none', optional: true },
  release: { meaning: 'the known release the run judged it as: the one it said, or for a version the kit does not know the nearest known release before it, or with none said the default (`3.6.2`). `--baseline r66` used this release\'s baseline', values: [...RELEASES] },
  source: { meaning: 'how it was read: `GET /v2/hostconfig versionBin "WaarpR66.3.5.2"`, or what that request answered instead' },
  note: { meaning: 'said when `release` is not what the target runs: a version the kit does not know, or none read. Every report shows it', optional: true, type: 'string' },
};

const UPGRADE: Fields<NonNullable<RunResult['upgrade']>> = {
  from: { meaning: 'A\'s release, the one upgraded from (as it said it)', type: 'string' },
  to: { meaning: 'B\'s release, the one upgraded to', type: 'string' },
  groups: { meaning: 'one per operation and kind of difference, operations in the order the script met them: `upgrade.groups[]` below', type: 'object[]' },
};

const UPGRADE_GROUP: Fields<NonNullable<RunResult['upgrade']>['groups'][number]> = {
  operation: { meaning: 'the operation (`GET /hosts`)', type: 'string' },
  kind: { meaning: 'the diff check that found them', values: Object.values(DIFF_CHECKS).map((c) => c.id) },
  differences: { meaning: 'how many differences (each answer\'s each place once)', type: 'number' },
  known: { meaning: 'of them, how many the `--known` list expects', type: 'number' },
  before: { meaning: 'what a client of the release before (A) sees, in the group\'s first difference', type: 'string' },
  after: { meaning: 'what a client of the release after (B) sees there', type: 'string' },
  titles: { meaning: 'the group\'s distinct findings, the first three', type: 'string[]' },
};

const TLS: Fields<TlsFacts> = {
  protocol: { meaning: 'the negotiated protocol, as OpenSSL names it (`TLSv1.2`, `TLSv1.3`)' },
  cipher: { meaning: 'the negotiated cipher suite, OpenSSL\'s name (`ECDHE-RSA-AES128-GCM-SHA256`), and the IETF one where they differ' },
  certificate: { meaning: 'the server\'s certificate as presented (the leaf): `tls.certificate` below' },
  verified: { meaning: '`true`: the chain was verified against the trusted CAs (Node\'s, `NODE_EXTRA_CA_CERTS`, `--cacert`) and `servername` matched a name of the certificate; `false` only with `--insecure` (a certificate that fails verification otherwise stops the run, exit 2)' },
  insecure: { meaning: '`--insecure` was given: the run did not verify the server. Every report then says so first (console, summary.md, index.html) and junit.xml has it in its `tls` suite' },
  verifyError: { meaning: 'why verification fails, an OpenSSL code and its text (`DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate`): what the run would have stopped on without `--insecure`', optional: true },
  servername: { meaning: 'the name the certificate was checked against and sent as SNI: `--servername`, else the URL\'s host' },
  clientCertificateSent: { meaning: 'a client certificate was offered (`--cert`/`--key`, or a PKCS#12 file with `--cert-password`)' },
  clientCertificateSubject: { meaning: 'the subject of the client certificate, when one was sent', optional: true },
};

const TLS_CERTIFICATE: Fields<TlsFacts['certificate']> = {
  subject: { meaning: 'subject distinguished name, `KEY=value` joined with `, ` (`CN=GoldenGate, O=Waarp`)' },
  issuer: { meaning: 'issuer distinguished name, in the same form' },
  names: { meaning: 'the names it carries: its subjectAltName entries (`DNS:localhost`, `IP Address:127.0.0.1`), or with none its CN as `CN:name`' },
  validFrom: { meaning: 'start of validity, ISO 8601' },
  validTo: { meaning: 'end of validity, ISO 8601' },
  daysLeft: { meaning: 'whole days from the run\'s start to `validTo`; negative once expired' },
  selfSigned: { meaning: 'subject and issuer are the same and it signs itself' },
  fingerprint256: { meaning: 'SHA-256 fingerprint, colon-separated upper-case hex, as openssl and keytool print it' },
};

const BASELINE: Fields<NonNullable<RunResult['baseline']>> = {
  name: { meaning: 'the baseline\'s name (a shipped one such as `r66-3.6.2`, or the file\'s `name`)' },
  entries: { meaning: 'entries in the baseline' },
  matched: { meaning: 'entries that matched at least one deviation of this run (those deviations carry `baselined`)' },
  unmatched: { meaning: 'the entries that matched nothing in this run, each as check, operation and `/match/`: an entry that never matches against its server has no place in the baseline' },
};

const WITHHELD: Fields<NonNullable<RunResult['withheld']>> = {
  profile: { meaning: 'the name of the target profile (a baseline with a `withhold` list, such as `r66-3.6.2`)' },
  source: { meaning: '`given` (by `--baseline`), or `detected: …` with what `OPTIONS /` showed' },
  requests: { meaning: 'each request a check asked for and skipped for the profile, once, as `METHOD /path: reason`' },
};

const CHECK_OUTCOME: Fields<CheckOutcome> = {
  id: { meaning: 'stable snake_case check id (`not_a_server_error`, …): docs/checks.md lists them all' },
  severity: { meaning: "the check's severity", values: SEVERITY_VALUES },
  rule: { meaning: 'one sentence: what the interface requires' },
  kind: { meaning: 'response checks inspect every answer; scenario checks send their own requests', values: KIND_VALUES },
  status: {
    meaning: 'passed: no deviation beyond the baseline; failed: at least one; skipped: not selected, not allowed against this target, not run because the run stopped, or (a response check) no answer it has a rule for came back (see `reason`); error: the check itself broke',
    values: STATUS_VALUES,
  },
  deviations: { meaning: 'deviations beyond the baseline found by this check' },
  reason: { meaning: 'why it was skipped (`not selected (--only/--skip)`, `not selected (--only/--skip): run only for its answers, …`, `needs --allow-writes`, `no answer it has a rule for came back`, `stopped: …`, `not run: …`), or the error, with its stack, when it broke', optional: true },
  durationMs: { meaning: 'time spent in the check, milliseconds (0 for response checks)' },
};

const DEVIATION: Fields<Deviation> = {
  check: {
    meaning:
      'the check id that found it (`run` for a transport failure outside any check). Whatever the check, a request without answer (`no answer: reset`, `timeout`, …), an answer cut at `--max-body-bytes` (`answer larger than the body limit: cut`) and a redirect, which is never followed (`redirect 302 to … (not followed)`), are reported under the check that sent it',
  },
  severity: { meaning: "the check's severity", values: SEVERITY_VALUES },
  operation: { meaning: '`GET /transfers`, `PUT /transfers/:id`, or the raw method and path when no operation matches' },
  title: { meaning: 'one line: what is wrong' },
  expected: { meaning: 'what the interface says, labelled (`Documented: 200, 404`)' },
  received: { meaning: 'what came back, labelled (`Received: 500`)' },
  seed: { meaning: "the seed that reproduces it: the run's, or its generated case's when that differs" },
  path: { meaning: 'fast-check path of the generated case (with the seed, it replays that very case)', optional: true },
  exchange: { meaning: 'the first failing request and its answer: `exchange` below', optional: true },
  against: { meaning: "`tmkit diff` only: server B's exchange of the same request (A's is `exchange`), in the shape of `exchange`; the HTML report shows the two side by side", optional: true, type: 'object' },
  curl: { meaning: 'a shell line that replays the request (secrets blanked)', optional: true },
  serve: { meaning: 'for a run against the embedded fake: the `tmkit serve` command that starts the same fake on the port the curl lines name; start it first', optional: true },
  setup: { meaning: 'the requests that changed the state earlier in the same check, in order (at most 20, the latest), as curl lines: send them before `curl`', optional: true, type: 'string[]' },
  occurrences: { meaning: 'how often the same check failed on the same operation; the first is shown' },
  baselined: { meaning: 'the reason of the baseline entry that expects it; such a deviation does not count (exit code, counts)', optional: true },
};

const EXCHANGE: Fields<RecordedExchange> = {
  method: { meaning: 'the request method' },
  url: { meaning: 'path and query as sent, relative to `target.url`' },
  headers: { meaning: 'request headers; `Authorization`, `X-Auth-Key`, `X-Auth-Signature` and `Cookie` read `<redacted>`', map: true },
  body: { meaning: "the request body as sent ('' for none)" },
  status: { meaning: 'the HTTP status of the answer; absent when none came', optional: true },
  responseHeaders: { meaning: 'answer headers, names in lower case, secret ones blanked; absent when no answer came', optional: true, map: true },
  responseBody: { meaning: 'the answer body, at most 4 KiB: a longer one ends with `… (N characters)`; absent when no answer came', optional: true },
  transportError: { meaning: 'why no answer came, `failure: message` (`refused`, `reset`, `timeout`, `aborted`); present instead of the answer fields', optional: true, type: 'string' },
};

const COVERAGE: Fields<OperationCoverage> = {
  operation: { meaning: '`METHOD /path`' },
  id: { meaning: 'the operation id in the contract (`listTransfers`)' },
  view: { meaning: "the API it belongs to, the contract's `view`: `v1` or `v2` (REST v2, `/v2/limits` included); the coverage line counts each apart" },
  calls: { meaning: 'answers received for it' },
  documentedStatuses: { meaning: 'statuses the contract documents, ascending' },
  seenStatuses: { meaning: 'statuses received, ascending (may include undocumented ones)' },
  parameters: { meaning: 'its query and path parameters (body fields are not listed)' },
  parametersUsed: { meaning: 'those the run sent at least once' },
  valueClasses: { meaning: 'the value classes of the input space (`contract/input-space.ts`) its parameters and body fields take, each `{parameter, valueClass, sent, fakeOnly?}`: sent when a request of the run carried a value of that class there' },
};

const STORED_VALUE_COVERAGE: Fields<StoredValueCoverage> = {
  rule: { meaning: 'the rule\'s id in `contract/stored-values.ts` (`transfer-state`, `step-status`, `transfer-mode`)' },
  what: { meaning: 'what the rule reads' },
  checks: { meaning: 'the checks whose verdict on the rule is only as wide as `met`' },
  met: { meaning: 'the values some transfer record of the run\'s answers held (`DONE/ALLDONETASK`): the rules were checked on them' },
  missing: { meaning: 'the values no record held: the rules could not be checked on them' },
  why: { meaning: 'why the run made none of the missing values itself' },
};

const CLASS_COVERAGE: Fields<ClassCoverage> = {
  parameter: { meaning: 'the parameter or body field' },
  valueClass: { meaning: 'the value class (`contract/value-classes.ts`: `number-text`, `time-iso-offset`, `text-astral`, ...)' },
  sent: { meaning: 'a request of the run carried a value of this class there' },
  fakeOnly: { meaning: 'why a run against a server never sends it (the embedded fake is still checked on it)', optional: true },
};

export const REPORT_SECTIONS: readonly SectionDoc[] = [
  { path: '', title: '`RunResult` (the top level)', fields: RUN_RESULT },
  { path: 'target', title: '`target`', fields: TARGET },
  { path: 'tls', title: '`tls` (an `https://` target)', fields: TLS },
  { path: 'rate', title: '`rate` (a `--target` URL)', fields: RATE },
  { path: 'release', title: '`release`', fields: RELEASE },
  { path: 'againstRelease', title: '`againstRelease` (tmkit diff: server B\'s, the same fields)', fields: RELEASE },
  { path: 'upgrade', title: '`upgrade` (tmkit diff of two releases)', fields: UPGRADE },
  { path: 'upgrade.groups[]', title: '`upgrade.groups[]`', fields: UPGRADE_GROUP },
  { path: 'tls.certificate', title: '`tls.certificate`', fields: TLS_CERTIFICATE },
  { path: 'baseline', title: '`baseline`', fields: BASELINE },
  { path: 'withheld', title: '`withheld`', fields: WITHHELD },
  { path: 'checks[]', title: '`CheckOutcome` (each element of `checks`)', fields: CHECK_OUTCOME },
  { path: 'deviations[]', title: '`Deviation` (each element of `deviations`)', fields: DEVIATION },
  { path: 'deviations[].exchange', title: '`exchange` (a deviation\'s request and answer)', fields: EXCHANGE },
  { path: 'deviations[].against', title: '`against` (`tmkit diff`: server B\'s request and answer, the shape of `exchange`)', fields: EXCHANGE },
  { path: 'coverage[]', title: '`OperationCoverage` (each element of `coverage`)', fields: COVERAGE },
  { path: 'storedValues[]', title: '`StoredValueCoverage` (each element of `storedValues`)', fields: STORED_VALUE_COVERAGE },
  { path: 'coverage[].valueClasses[]', title: '`ClassCoverage` (each element of an operation\'s `valueClasses`)', fields: CLASS_COVERAGE },
];

/** Who each format is for (the formats table). */
export const FORMAT_AUDIENCE: Readonly<Record<ReportFormat, string>> = {
  console: 'the person at the terminal; colour only on a TTY',
  json: 'programs: the run result as is, shape below',
  junit: 'CI test views: one `<testsuite>` per check, one `<testcase>` per check and operation',
  html: 'the page a person reads first; one self-contained file, no external asset',
  md: 'CI job summaries and pull-request comments',
};
