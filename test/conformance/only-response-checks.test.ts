// `--only` with response checks (issue 25, item 7): --only chooses what is judged and reported,
// never the traffic. A response check alone still judges the answers of every scenario check's
// requests, and the report lists it alone: the scenario checks run for their traffic are listed
// `skipped`, not selected, with nothing of theirs reported. A selection with a scenario check in it
// drives that check alone. Nothing judged is still never a pass (nothing-checked.test.ts).
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CHECKS, type RunResult } from '../../conformance/index.ts';
import { removeCheckReportDirs, tmkitCheck } from '../support/check-cli.ts';
import { serve, type LocalServer } from './misbehaving/servers.ts';

afterAll(removeCheckReportDirs);
let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const check = (args: readonly string[]) => tmkitCheck([...args, '--format', 'json']);
/** The checks the report gives a verdict for (passed, failed or error), as `id status`. */
const verdicts = (r: RunResult | undefined) => r?.checks.filter((c) => c.status !== 'skipped').map((c) => `${c.id} ${c.status}`);
const outcomeOf = (r: RunResult | undefined, id: string) => r?.checks.find((c) => c.id === id);
const RESPONSE_CHECKS = CHECKS.filter((c) => c.kind === 'response').map((c) => c.id);
/** The request count of a full default run against the embedded fake, asked once. */
let fullRun: Promise<number> | undefined;
const fullRunRequests = (): Promise<number> => (fullRun ??= check([]).then(({ report }) => report?.requests ?? -1));

describe('--only a response check alone', () => {
  it('judges the answers of every scenario check\'s traffic and reports that check alone (exit 0)', async () => {
    const { code, report } = await check(['--only', 'envelope_conformance']);
    expect(code).toBe(0);
    expect(report?.aborted).toBeUndefined();
    expect(report?.requests).toBe(await fullRunRequests());
    expect(report?.coverage.every((row) => row.calls > 0)).toBe(true);
    expect(verdicts(report)).toEqual(['envelope_conformance passed']);
    // The scenario checks that made the traffic: listed, not selected, nothing of theirs reported.
    expect(outcomeOf(report, 'host_filters')).toMatchObject({ status: 'skipped', deviations: 0, reason: expect.stringMatching(/^not selected \(--only\/--skip\): run only for its answers/) });
    for (const id of RESPONSE_CHECKS.filter((i) => i !== 'envelope_conformance')) expect(outcomeOf(report, id)).toMatchObject({ status: 'skipped', reason: 'not selected (--only/--skip)' });
  });

  it('a fault only that response check sees: exit 1, and every deviation is that check\'s', async () => {
    const { code, report } = await check(['--only', 'envelope_conformance', '--fault', 'envelope-path-wrong']);
    expect(code).toBe(1);
    expect(report?.deviations.length).toBeGreaterThan(0);
    expect(new Set(report?.deviations.map((d) => d.check))).toEqual(new Set(['envelope_conformance']));
    expect(verdicts(report)).toEqual(['envelope_conformance failed']);
  });

  it('--skip still leaves scenario checks out of the traffic', async () => {
    const { code, report } = await check(['--only', 'envelope_conformance', '--skip', 'positive_data_acceptance,host_filters']);
    expect(code).toBe(0);
    expect(report?.requests).toBeLessThan((await fullRunRequests()));
    expect(outcomeOf(report, 'host_filters')).toMatchObject({ status: 'skipped', reason: 'not selected (--only/--skip)' });
    expect(verdicts(report)).toEqual(['envelope_conformance passed']);
  });

  it('against a server whose answers it has no rule for (HTML pages), it judged nothing: exit 2, never a pass', async () => {
    server = await serve((_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>hello</body></html>'));
    const { code, report, stderr } = await check(['--target', server.url, '--max-rps', '0', '--only', 'envelope_conformance']);
    expect(code).toBe(2);
    expect(report?.requests).toBeGreaterThan(0);
    expect(report?.abortCause).toBe('nothing-judged');
    expect(stderr).toMatch(/no answer to judge: the checks that ran got no answer to a request of the interface that a selected check judges/);
    expect(outcomeOf(report, 'envelope_conformance')?.status).toBe('skipped');
  });
});

describe('--only response and scenario checks together', () => {
  it('drives the selected scenario checks alone and reports the selected checks alone', async () => {
    const focused = await check(['--only', 'host_filters']);
    const mixed = await check(['--only', 'envelope_conformance,host_filters']);
    expect(mixed.code).toBe(0);
    expect(mixed.report?.requests).toBe(focused.report?.requests);
    expect(mixed.report?.requests).toBeLessThan((await fullRunRequests()));
    expect(verdicts(mixed.report)).toEqual(['envelope_conformance passed', 'host_filters passed']);
    // --only naming no response check: every response check still judges the answers.
    expect(verdicts(focused.report)).toEqual([...RESPONSE_CHECKS.map((id) => `${id} passed`), 'host_filters passed']);
  });

  it('a scenario check with its response check: the deviations are the selected response check\'s', async () => {
    const { code, report } = await check(['--only', 'envelope_conformance,positive_data_acceptance', '--fault', 'envelope-path-wrong', '--runs', '2']);
    expect(code).toBe(1);
    expect(new Set(report?.deviations.map((d) => d.check))).toEqual(new Set(['envelope_conformance']));
    expect(verdicts(report)).toEqual(['envelope_conformance failed', 'positive_data_acceptance passed']);
  });
});
