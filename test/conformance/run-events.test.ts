// The run's events tell everything its result holds: folded in order by a ResultAssembler of the
// caller's (as `tmkit check` feeds its reports), they give the very result the run answers, and
// they come in the order a consumer can rely on (run-start first, run-end last, a check's start
// before its end, every check of the registry ending once).
import { describe, expect, it } from 'vitest';
import { CHECKS, ResultAssembler, type RunEvent } from '../../conformance/index.ts';
import { runConformance } from '../../composition/index.ts';

async function runWithEvents(options: Parameters<typeof runConformance>[0]) {
  const events: RunEvent[] = [];
  const folded = new ResultAssembler();
  const result = await runConformance({
    ...options,
    onEvent: (e) => {
      events.push(e);
      folded.onEvent(e);
    },
  });
  return { events, result, folded: folded.result() };
}

describe('the run as events', () => {
  it('folds into the result the run answers, repeated and baselined deviations included', async () => {
    const baseline = { name: 'partial', entries: [{ check: 'status_code_conformance', operation: '*', reason: 'known' }] };
    const { events, result, folded } = await runWithEvents({ runs: 2, fake: { faults: ['hosts-create-answers-201'] }, only: ['positive_data_acceptance', 'ensure_resource_availability'], baseline });
    expect(folded).toEqual(result);
    expect(result.deviations.some((d) => d.occurrences > 1 && d.baselined !== undefined)).toBe(true);
    expect(result.deviations.some((d) => d.occurrences > 1 && d.baselined === undefined)).toBe(true);
    expect(events.filter((e) => e.type === 'deviation')).toHaveLength(result.deviations.length);
    expect(events.some((e) => e.type === 'deviation-repeated')).toBe(true);
    const calls = result.coverage.reduce((n, c) => n + c.calls, 0);
    expect(calls).toBeGreaterThan(0);
    expect(events.filter((e) => e.type === 'answer').length).toBeGreaterThanOrEqual(calls);
  });

  it('starts with run-start, ends with run-end, and ends every check once, after its start', async () => {
    const { events } = await runWithEvents({ runs: 2, only: ['positive_data_acceptance', 'use_after_free'] });
    expect(events[0]?.type).toBe('run-start');
    expect(events.at(-1)?.type).toBe('run-end');
    const ended = events.flatMap((e) => (e.type === 'check-end' ? [e.outcome.id] : []));
    expect([...ended].sort()).toEqual(CHECKS.map((c) => c.id).sort());
    const started = events.flatMap((e, i) => (e.type === 'check-start' ? [[e.check, i] as const] : []));
    expect(started.map(([id]) => id)).toEqual(['positive_data_acceptance', 'use_after_free']);
    for (const [id, at] of started) expect(events.findIndex((e) => e.type === 'check-end' && e.outcome.id === id)).toBeGreaterThan(at);
  });

  it('carries why a run stopped: a run that judged nothing folds into the same partial result', async () => {
    const { result, folded } = await runWithEvents({ only: ['keep_alive_after_v2'] });
    expect(result.abortCause).toBe('nothing-judged');
    expect(folded).toEqual(result);
  });
});
