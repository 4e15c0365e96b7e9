// A read-only run (DESIGN §6) of the action checks sends no write: no POST, PUT or DELETE and no
// GET /log. Checks that need writes are skipped; the read parts of the others still run.
import { describe, expect, it } from 'vitest';
import { actions_CHECKS } from '../../../conformance/checks/actions/index.ts';
import { runSuite } from '../../../conformance/index.ts';
import { fakeTarget, NONE, PREFIX, recording, writesIn } from './support.ts';

describe('a read-only run of the action checks', () => {
  it.each(['embedded', 'http'] as const)('sends no write (target kind %s)', async (kind) => {
    const fake = fakeTarget();
    const { target, sent } = recording(fake);
    const r = await runSuite({
      target: { ...target, kind },
      checks: actions_CHECKS,
      seed: 1,
      runs: 5,
      classPrefix: PREFIX,
      permissions: NONE,
      credentials: { mode: 'none' },
      now: () => fake.fake.clock.now(),
    });
    expect(writesIn(sent)).toEqual([]);
    expect(sent.length).toBeGreaterThan(0);
    expect(r.deviations).toEqual([]);
    const status = Object.fromEntries(r.checks.map((c) => [c.id, c.status]));
    expect(status).toEqual({
      log_export_count_matches: 'skipped',
      log_purge_removes_exported: 'skipped',
      log_missing_class_rejected: 'skipped',
      log_response_echoes_request: 'skipped',
      bandwidth_set_then_get: 'skipped',
      bandwidth_getter_setter_mismatch: 'passed',
      bandwidth_packet_echoed: 'passed',
      info_transfer_direction: 'passed',
      server_status_counters_agree: 'passed',
      server_status_dates_iso8601: 'passed',
      shutdown_key_required: 'skipped',
      limits_lifecycle: 'skipped',
      limits_match_bandwidth: 'passed',
      v2_error_body: 'passed',
      authentication_required: 'passed',
      log_clean_marks_done: 'skipped',
      limits_values_stored: 'skipped',
      limits_keep_unnamed_fields: 'skipped',
    });
  });

  it('lists the checks in their stable order', () => {
    expect(actions_CHECKS.map((c) => c.id)).toEqual([
      'log_export_count_matches',
      'log_purge_removes_exported',
      'log_missing_class_rejected',
      'log_response_echoes_request',
      'bandwidth_set_then_get',
      'bandwidth_getter_setter_mismatch',
      'bandwidth_packet_echoed',
      'info_transfer_direction',
      'server_status_counters_agree',
      'server_status_dates_iso8601',
      'shutdown_key_required',
      'limits_lifecycle',
      'limits_match_bandwidth',
      'v2_error_body',
      'authentication_required',
      'log_clean_marks_done',
      'limits_values_stored',
      'limits_keep_unnamed_fields',
    ]);
  });
});
