// tmkit diff's normalisation of REST v2 answers (conformance/diff/normalise.ts): the times of
// /v2/server/status become `<volatile>` and its counters stay; the same names elsewhere are values.
import { describe, expect, it } from 'vitest';
import { normalise, VOLATILE_V2_STATUS_FIELDS } from '../../conformance/diff/normalise.ts';

const status = {
  serverName: 'hosta', date: '2026-11-26T18:55:54.959Z', lastRun: null, fromDate: '2026-11-25T18:55:54.960Z', secondsRunning: 34, networkConnections: 1, nbThreads: 20, inBandwidth: 0, outBandwidth: 0,
  overall: { allTransfers: 3, toSubmit: 3, lastRunningIn: '2026-11-26T18:55:20.097Z', lastRunningOut: '2026-11-26T18:55:20.097Z' },
  globalSteps: { noTask: 3 },
};

describe('normalise, REST v2', () => {
  it('makes the times of /v2/server/status volatile and keeps its counters', () => {
    const out = normalise(status, { sentAt: 0, assigned: [], path: '/v2/server/status' });
    expect(out).toEqual({
      serverName: 'hosta', date: '<volatile>', lastRun: '<volatile>', fromDate: '<volatile>', secondsRunning: '<volatile>', networkConnections: '<volatile>', nbThreads: '<volatile>', inBandwidth: '<volatile>', outBandwidth: '<volatile>',
      overall: { allTransfers: 3, toSubmit: 3, lastRunningIn: '<volatile>', lastRunningOut: '<volatile>' },
      globalSteps: { noTask: 3 },
    });
    expect([...VOLATILE_V2_STATUS_FIELDS].sort()).toEqual(['date', 'fromDate', 'inBandwidth', 'lastRun', 'lastRunningIn', 'lastRunningOut', 'nbThreads', 'networkConnections', 'outBandwidth', 'secondsRunning']);
  });

  it('leaves the same names alone in any other answer', () => {
    expect(normalise(status, { sentAt: 0, assigned: [], path: '/v2/transfers' })).toEqual(status);
    expect(normalise(status, { sentAt: 0, assigned: [] })).toEqual(status);
  });

  it('skips a create that assigned no id, so later ids keep their number', () => {
    expect(normalise({ id: 77, uri: '/v2/transfers/77_hostb' }, { sentAt: 0, assigned: ['', '77'] })).toEqual({ id: '<assigned id 2>', uri: '/v2/transfers/<assigned id 2>_hostb' });
  });
});

describe('normalise, the dates of "now" in OPTIONS examples', () => {
  const sentAt = Date.parse('2026-11-28T19:29:44.000Z');
  it("makes a packet's start, stop and restarttime and the interface's STOPSTRANS <now> near the request, and leaves other dates alone", () => {
    const example = { body: { start: sentAt + 5, stop: '2026-11-28T19:29:44.100Z', restarttime: sentAt - 1, STOPSTRANS: sentAt, rule: 'r' }, old: { start: sentAt - 86_400_000 } };
    expect(normalise(example, { sentAt, assigned: [] })).toEqual({ body: { start: '<now>', stop: '<now>', restarttime: '<now>', STOPSTRANS: '<now>', rule: 'r' }, old: { start: sentAt - 86_400_000 } });
  });
});

describe('normalise, the request echoed in a detail', () => {
  it("makes the server's host <server host> and the request's own X-Auth-Timestamp and X-Auth-Key placeholders inside texts", () => {
    const detail = { message: 'Not Found', detail: 'was {"Host":"127.0.0.1:28106","X-Auth-Timestamp":"2026-11-29T01:39:49.847Z","X-Auth-Key":"9f3a","X-Auth-Role":127}' };
    expect(normalise(detail, { sentAt: 0, assigned: [], host: '127.0.0.1:28106', signed: { timestamp: '2026-11-29T01:39:49.847Z', key: '9f3a' } })).toEqual({
      message: 'Not Found',
      detail: 'was {"Host":"<server host>","X-Auth-Timestamp":"<request timestamp>","X-Auth-Key":"<request signature>","X-Auth-Role":127}',
    });
    expect(normalise(detail, { sentAt: 0, assigned: [] }), 'unsigned: nothing to replace').toEqual(detail);
  });
});
