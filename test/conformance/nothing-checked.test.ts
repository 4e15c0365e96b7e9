// Nothing checked is not a pass (issue "A suite that is never fooled", item 3): the response checks
// judge every answer of a run unless --only names some of them, and a run that judged no answer
// ends STOPPED (exit 2) saying so, with every response check listed. (`--only` a response check
// alone drives the scenario checks' traffic: only-response-checks.test.ts.)
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKS } from '../../conformance/index.ts';
import { runConformance } from '../../composition/index.ts';
import { verdictOf } from '../../reports/index.ts';
import { serve, type LocalServer } from './misbehaving/servers.ts';

const RESPONSE_CHECKS = CHECKS.filter((c) => c.kind === 'response').map((c) => c.id);
const SCENARIO_CHECKS = CHECKS.filter((c) => c.kind === 'scenario').map((c) => c.id);

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('a run that judged nothing', () => {
  it('--only a response check with every scenario check in --skip (no traffic left): exit 2, saying why, every response check listed as skipped', async () => {
    const result = await runConformance({ only: ['envelope_conformance'], skip: SCENARIO_CHECKS });
    // The one request is the run's own reading of the release (GET /v2/hostconfig), judged by no check.
    expect(result.requests).toBe(1);
    expect(verdictOf(result)).toMatchObject({ exitCode: 2, word: 'STOPPED' });
    expect(result.abortCause).toBe('nothing-judged');
    expect(result.aborted).toMatch(/no scenario check ran/);
    expect(result.checks.filter((c) => c.kind === 'response').map((c) => `${c.id} ${c.status}`)).toEqual(RESPONSE_CHECKS.map((id) => `${id} skipped`));
  });

  it('against a server that answers an HTML page to everything, the same run is no pass either', async () => {
    server = await serve((_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>hello</body></html>'));
    const result = await runConformance({ target: server.url, only: ['envelope_conformance'], skip: SCENARIO_CHECKS, maxRps: 0 });
    expect(verdictOf(result).exitCode).toBe(2);
  });
});

describe('the response checks judge every answer unless --only names some of them, whatever --skip says', () => {
  it('--skip status_code_conformance: a POST /hosts answering 201 is still reported by it', async () => {
    const result = await runConformance({ fake: { faults: ['hosts-create-answers-201'] }, only: ['positive_data_acceptance'], skip: ['status_code_conformance'], runs: 2 });
    expect(result.deviations.map((d) => `${d.check} ${d.operation}`)).toContain('status_code_conformance POST /hosts');
    expect(result.checks.find((c) => c.id === 'status_code_conformance')?.status).toBe('failed');
  });

  it('--only positive_data_acceptance: JSON answered as text/plain is reported by content_type_conformance', async () => {
    const result = await runConformance({ fake: { faults: ['envelope-content-type-text-plain'] }, only: ['positive_data_acceptance'], runs: 2 });
    expect(result.deviations.some((d) => d.check === 'content_type_conformance')).toBe(true);
    expect(verdictOf(result).exitCode).toBe(1);
  });
});
