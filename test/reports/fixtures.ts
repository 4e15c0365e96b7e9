// Hand-built run results for the report tests: a clean run, a failing one with secrets planted
// in headers, bodies, URLs, curl lines and free text, and one whose deviations are baselined.
import { REPORT_VERSION, type CheckOutcome, type Deviation, type OperationCoverage, type RunResult } from '../../conformance/index.ts';

/** Every secret planted below; none may appear in any written report. */
export const SECRETS = {
  password: 's3cret-pass',
  shutdownKey: '7cSYejBa7V8hBXju4rl3mQ==',
  basic: 'YWRtaW46cHdk',
  hostKeyIn: 'aG9zdC1rZXktdmFsdWUtMQ==',
  hostKeyOut: 'MzEzMjMzMzQzNTM2Mzc=',
  xAuthKey: '9f2c0a7e41b35d6e8f0a1b2c3d4e5f60',
  hmac: 'ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12',
  signature: 'e0e1e2e3e4e5e6e7e8e9eaebecedeeef',
} as const;

/** Texts a writer must escape, not interpret. */
export const HOSTILE = '<script>alert("x")</script> & \'quotes\' ]]> \u0001 `tick` | pipe';

const check = (id: string, status: CheckOutcome['status'], deviations = 0, extra: Partial<CheckOutcome> = {}): CheckOutcome => ({
  id, severity: 'major', rule: `rule of ${id}`, kind: 'scenario', status, deviations, durationMs: 12, ...extra,
});

export const COVERAGE: OperationCoverage[] = [
  { operation: 'GET /transfers', id: 'listTransfers', view: 'v1', calls: 4, documentedStatuses: [200, 400, 401], seenStatuses: [200, 400, 401], parameters: ['LIMIT', 'ORDERBYID'], parametersUsed: ['LIMIT', 'ORDERBYID'], valueClasses: [{ parameter: 'LIMIT', valueClass: 'number-text', sent: true }, { parameter: 'LIMIT', valueClass: 'not-a-number', sent: false }] },
  { operation: 'PUT /server', id: 'shutdownOrBlock', view: 'v1', calls: 2, documentedStatuses: [200, 400, 401], seenStatuses: [200, 500], parameters: [], parametersUsed: [], valueClasses: [] },
  { operation: 'POST /hosts', id: 'createHost', view: 'v1', calls: 0, documentedStatuses: [201, 400, 401], seenStatuses: [], parameters: ['HOSTID'], parametersUsed: [], valueClasses: [{ parameter: 'HOSTID', valueClass: 'text-latin', sent: false, fakeOnly: 'why' }] },
];

const base = (over: Partial<RunResult>): RunResult => ({
  version: REPORT_VERSION,
  tool: 'transfer-monitor-kit',
  target: { kind: 'http', url: 'http://10.0.0.1:8066' },
  seed: 42,
  runs: 25,
  startedAt: '2025-01-01T00:00:00.000Z',
  durationMs: 1234,
  requests: 99,
  checks: [],
  deviations: [],
  coverage: COVERAGE,
  ...over,
});

export const passingResult = (): RunResult =>
  base({
    checks: [
      { ...check('not_a_server_error', 'passed'), kind: 'response', severity: 'critical', durationMs: 0 },
      check('positive_data_acceptance', 'passed'),
      check('shutdown_requires_key', 'skipped', 0, { reason: 'needs --allow-shutdown' }),
    ],
  });

const shutdownBody = `{"@class":"org.vendor.openproto.ShutdownOrBlockJsonPacket","key":"${SECRETS.shutdownKey}","shutdownOrBlock":true}`;
const hostBody = `{"HOSTID":"hostas","ADDRESS":"10.0.0.2","PORT":6666,"HOSTKEY":"${SECRETS.hostKeyIn}","password":"${SECRETS.password}"}`;

export const serverError: Deviation = {
  check: 'not_a_server_error',
  severity: 'critical',
  operation: 'PUT /server',
  title: 'server error 500',
  expected: 'Documented: 200, 400, 401',
  received: `Received: 500 for key ${SECRETS.shutdownKey}`,
  seed: 42,
  path: '3:1:0',
  occurrences: 2,
  exchange: {
    method: 'PUT',
    url: '/server',
    headers: { 'Content-Type': 'application/json', Authorization: `Basic ${SECRETS.basic}`, 'X-Auth-User': 'admin', 'X-Auth-Key': SECRETS.xAuthKey },
    body: shutdownBody,
    status: 500,
    responseHeaders: { 'content-type': 'application/json', 'set-cookie': `session=${SECRETS.password}` },
    responseBody: `{"message":"failed","answer":"{\\"key\\":\\"${SECRETS.shutdownKey}\\"}","echo":${shutdownBody}}`,
  },
  curl: `curl -i -X PUT 'http://10.0.0.1:8066/server' -H 'Content-Type: application/json' -H 'Authorization: Basic ${SECRETS.basic}' -H 'X-Auth-Key: ${SECRETS.xAuthKey}' --data-binary '${shutdownBody}'`,
};

export const hostSchema: Deviation = {
  check: 'response_schema_conformance',
  severity: 'major',
  operation: 'POST /hosts',
  title: `answer does not match the schema ${HOSTILE}`,
  expected: `HOSTKEY: base64 or null\n${HOSTILE}`,
  received: `HOSTKEY: "${SECRETS.hostKeyOut}"`,
  seed: 42,
  occurrences: 1,
  exchange: {
    method: 'POST',
    url: `/v2/hosts?password=${SECRETS.password}&LIMIT=5`,
    headers: { Authorization: `HMAC ${SECRETS.hmac}`, 'X-Auth-Signature': SECRETS.signature },
    body: hostBody,
    status: 201,
    responseHeaders: {},
    responseBody: `<hosts><host><HOSTID>hostas</HOSTID><HOSTKEY>${SECRETS.hostKeyOut}</HOSTKEY></host></hosts> {"HOSTKEY":"${SECRETS.hostKeyOut}","ADMINPASSWORD":"${SECRETS.password}","HOSTKEY":"${SECRETS.hostKeyIn}… (5000 characters)`,
  },
  curl: `curl -i -X POST 'http://admin:${SECRETS.password}@10.0.0.1:8066/v2/hosts?password=${SECRETS.password}&LIMIT=5' -H 'Authorization: HMAC ${SECRETS.hmac}' -H 'X-Auth-Signature: ${SECRETS.signature}' --data-binary '${hostBody}'`,
};

export const knownDeviation: Deviation = {
  check: 'list_filters',
  severity: 'minor',
  operation: 'GET /hosts',
  title: 'ISSSL defaults to false',
  expected: 'every host',
  received: 'only hosts with ISSSL false',
  seed: 42,
  occurrences: 1,
  baselined: 'r66 3.6.2 applies an implicit ISSSL=false (§18)',
  curl: "curl -i -X GET 'http://10.0.0.1:8066/hosts'",
};

export const failingResult = (): RunResult =>
  base({
    baseline: { name: 'r66-3.6.2', entries: 5, matched: 1, unmatched: ['host_filters GET /hosts /ISSSL/'] },
    checks: [
      { ...check('not_a_server_error', 'failed', 1), kind: 'response', severity: 'critical', durationMs: 0 },
      { ...check('response_schema_conformance', 'failed', 1), kind: 'response', durationMs: 0 },
      check('positive_data_acceptance', 'passed'),
      check('list_filters', 'passed'),
      check('v2_limits', 'error', 0, { reason: `the check itself failed: TypeError: boom ${HOSTILE}\n    at run (limits.ts:3:1)` }),
      check('shutdown_requires_key', 'skipped', 0, { reason: 'needs --allow-shutdown' }),
    ],
    deviations: [serverError, hostSchema, knownDeviation],
  });

/** Only baselined deviations: a passing run (exit 0). */
export const baselinedResult = (): RunResult =>
  base({ baseline: { name: 'r66-3.6.2', entries: 5, matched: 1, unmatched: ['host_filters GET /hosts /ISSSL/'] }, checks: [check('list_filters', 'passed')], deviations: [knownDeviation] });
