// Coverage of a default run (issue item 5; value classes: issue 25, item 4): `tmkit check` against the embedded fake, with the
// command line's defaults (seed 1, 25 runs per property, the frozen clock, every check), reaches
// every operation of the contract and every status it documents. Statuses the access checks reach
// (401, 403, 405, a 200 of PUT /server) come from fakes they build themselves, through the same
// client, so they count like the others.
import { describe, expect, it } from 'vitest';
import { INPUT_CELLS, OPERATIONS } from '../../contract/index.ts';
import { defaultEmbeddedRun } from '../support/default-run.ts';

describe('a default run against the embedded fake', () => {
  it('reaches every operation and every documented status', { timeout: 120_000 }, async () => {
    const result = await defaultEmbeddedRun();
    expect(result.coverage.map((c) => c.id)).toEqual(OPERATIONS.map((o) => o.id));
    const notCalled = result.coverage.filter((c) => c.calls === 0).map((c) => c.operation);
    expect(notCalled, 'operations the run never called').toEqual([]);
    const missing = result.coverage.flatMap((c) => c.documentedStatuses.filter((s) => !c.seenStatuses.includes(s)).map((s) => `${c.operation} ${s}`));
    expect(missing, 'documented statuses the run never saw').toEqual([]);
    // Reaching them took no deviation: each answer is what the contract documents.
    expect(result.deviations.map((d) => `${d.check} ${d.operation}: ${d.title}`)).toEqual([]);
    // keep_alive_after_v2 checks one connection, and the TLS checks a handshake, which an in-process fake does not have.
    expect(result.checks.filter((c) => c.status !== 'passed').map((c) => `${c.id}: ${c.status} ${c.reason ?? ''}`)).toEqual([
      'keep_alive_after_v2: skipped needs a server over HTTP (it checks what one connection does)',
      "tls_certificate_valid: skipped needs an https:// target (it checks the server's TLS)",
      "tls_no_legacy_protocol: skipped needs an https:// target (it checks the server's TLS)",
    ]);
    // The input space (issue 25): every value class of every parameter and field was sent.
    const cells = result.coverage.flatMap((c) => (c.valueClasses ?? []).map((x) => ({ ...x, id: c.id })));
    expect(cells.length).toBe(INPUT_CELLS.length);
    expect(cells.filter((x) => !x.sent).map((x) => `${x.id} ${x.parameter} ${x.valueClass}`), 'value classes the run never sent').toEqual([]);
  });
});
