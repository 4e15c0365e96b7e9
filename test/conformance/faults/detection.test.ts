// Proof that the suite catches deviations (issue item 8), part one: against the clean fake the
// whole suite reports nothing (no false positive), with several seeds and with authentication on.
// Part two, one full run per planted fault, is in detection-{records,actions,mechanics,v2}.test.ts.
import { describe, expect, it } from 'vitest';
import { counted } from '../../../conformance/index.ts';
import { FAULT_FAMILIES, FAULTS } from '../../../fake-server/index.ts';
import { CLEAN_CONFIGURATIONS, cleanRun } from '../../../bench/fault-detection/detection.ts';
import { DETECTION_GROUPS } from './detection-groups.ts';
import { detectionTable } from '../../../bench/fault-detection/detection-table.ts';

describe('the whole suite against the clean fake', () => {
  it.for(CLEAN_CONFIGURATIONS)('reports no deviation (seed $seed, auth $auth)', { timeout: 60_000 }, async (setting) => {
    const result = await cleanRun({ ...setting, archiveDir: process.env['TMKIT_TEST_ARCHIVE'] });
    const found = counted(result).map((d) => `${d.check} on ${d.operation}: ${d.title} (${d.expected} / ${d.received})`);
    expect(found, 'false positives against the clean fake').toEqual([]);
    expect(result.checks.filter((c) => c.status === 'error').map((c) => `${c.id}: ${c.reason ?? ''}`), 'checks that broke').toEqual([]);
  });
});

describe('the detection tests', () => {
  it('cover every fault family exactly once', () => {
    const grouped = Object.values(DETECTION_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...FAULT_FAMILIES].sort());
    expect(FAULTS.every((f) => grouped.includes(f.family))).toBe(true);
  });

  it('render the README table', () => {
    const table = detectionTable(
      [
        { fault: { name: 'hosts-issl-as-number', family: 'hosts', description: 'ISSSL as 0|1', expectedCheck: ['response_schema_conformance'] }, caughtBy: [{ check: 'response_schema_conformance', deviations: 2, operations: ['GET /hosts', 'GET /hosts/:id'] }], errors: [], requests: 1, durationMs: 1 },
        { fault: { name: 'log-wrong-packet-number', family: 'log', description: 'command 17', expectedCheck: ['log_response_echoes_request'] }, caughtBy: [], errors: ['some_check'], requests: 1, durationMs: 1 },
      ],
      { knownChecks: ['response_schema_conformance'] },
    );
    expect(table).toBe(
      [
        '| Fault (`--fault`) | Family | What the faulty server does | Expected check | Caught by |',
        '|---|---|---|---|---|',
        '| `hosts-issl-as-number` | hosts | ISSSL as 0\\|1 | `response_schema_conformance` | `response_schema_conformance` ×2 |',
        '| `log-wrong-packet-number` | log | command 17 | `log_response_echoes_request`* | **not caught** (check error: `some_check`) |',
        '',
        '1 of 2 planted faults caught; ×N: distinct deviations (check × operation).',
        '\\* not in the registry yet: the id proposed for the check that is to report it.',
        '',
      ].join('\n'),
    );
  });
});
