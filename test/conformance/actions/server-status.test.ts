// The GET /server checks: no deviation against the clean fake, the deviation against a fake
// wrapped into a server with a planted bug.
import { describe, expect, it } from 'vitest';
import { serverStatusCountersAgree } from '../../../conformance/checks/actions/server-status-counters-agree.ts';
import { serverStatusDatesIso8601 } from '../../../conformance/checks/actions/server-status-dates-iso8601.ts';
import { editJson, fakeTarget, found, misbehaving, pathOf, queryOf, runOne, SEEDS, statusOf } from './support.ts';
import type { WireRequest, WireResponse } from '../../../conformance/index.ts';

type Status = Record<string, any>;
type StatusAnswer = { answer: { results: Status[] } };
type ListAnswer = { answer: { results?: unknown[]; count: number } };

/** A wrapper that edits the status object of GET /server. */
const editStatus = (edit: (s: Status) => void) => ({
  response: (req: WireRequest, res: WireResponse) =>
    pathOf(req) === '/server' && req.method === 'GET' && res.status === 200 ? { ...res, body: editJson<StatusAnswer>(res.body, (j) => j.answer.results.forEach(edit)) } : res,
});

describe('server_status_counters_agree', () => {
  it.each(SEEDS)('finds nothing on the clean fake (seed %i)', async (seed) => {
    const r = await runOne(fakeTarget({ seed }), serverStatusCountersAgree, { seed });
    expect(found(r)).toEqual([]);
    expect(statusOf(r, 'server_status_counters_agree')).toBe('passed');
  });

  it('finds nothing on the medium dataset either', async () => {
    const r = await runOne(fakeTarget({ dataset: 'medium' }), serverStatusCountersAgree);
    expect(found(r)).toEqual([]);
  });

  it('sees a ToSubmit counter off by one', async () => {
    const r = await runOne(misbehaving(fakeTarget(), editStatus((s) => void (s['OVERALL'].ToSubmit += 1))), serverStatusCountersAgree);
    expect(found(r)).toEqual(['server_status_counters_agree GET /server: GET /server counters disagree with the list of the transfers they count']);
    expect(r.deviations[0]?.received).toMatch(/OVERALL\.ToSubmit \d+ \(expected \d+\); OVERALL\.ToSubmit \d+ while GET \/transfers\?PENDING=true lists \d+/);
  });

  it('sees counters of another window than FromDate says', async () => {
    const r = await runOne(misbehaving(fakeTarget(), editStatus((s) => void (s['FromDate'] = new Date(Date.parse(s['FromDate']) + 6 * 3600_000).toISOString()))), serverStatusCountersAgree);
    expect(found(r)).toEqual(['server_status_counters_agree GET /server: GET /server counters disagree with the list of the transfers they count']);
    expect(r.deviations[0]?.received).toContain('OVERALL.AllTransfer');
  });

  it('sees a running transfer missing from the INTRANSFER list', async () => {
    const target = misbehaving(fakeTarget(), {
      response: (req, res) =>
        pathOf(req) === '/transfers' && queryOf(req).get('INTRANSFER') === 'true' ? { ...res, body: editJson<ListAnswer>(res.body, (j) => void (j.answer.results = j.answer.results?.slice(1))) } : res,
    });
    const r = await runOne(target, serverStatusCountersAgree);
    expect(r.deviations.map((d) => d.received)).toEqual([expect.stringMatching(/^Received: OVERALL\.Running \d+ while GET \/transfers\?INTRANSFER=true lists \d+$/)]);
    // The list lost exactly the one record the target dropped.
    const [, running, listed] = /Running (\d+) while .* lists (\d+)$/.exec(r.deviations[0]?.received ?? '') ?? [];
    expect(Number(running) - Number(listed)).toBe(1);
  });

  it('reads a second time before it reports, and stays quiet when the lists cannot hold the window', async () => {
    let statusReads = 0;
    const counting = misbehaving(fakeTarget(), { request: (r) => ((statusReads += pathOf(r) === '/server' ? 1 : 0), r), ...editStatus((s) => void (s['OVERALL'].Done += 1)) });
    await runOne(counting, serverStatusCountersAgree);
    expect(statusReads).toBe(3); // ctx.hostId() once, then one read per attempt

    const cut = misbehaving(fakeTarget(), {
      response: (req, res) =>
        pathOf(req) === '/transfers' ? { ...res, body: editJson<ListAnswer>(res.body, (j) => void (j.answer.results = Array.from({ length: 10_000 }, () => j.answer.results?.[0] ?? {}))) } : res,
    });
    const r = await runOne(cut, serverStatusCountersAgree);
    expect(found(r)).toEqual([]);
  });
});

describe('server_status_dates_iso8601', () => {
  it.each(SEEDS)('finds nothing on the clean fake (seed %i)', async (seed) => {
    const r = await runOne(fakeTarget({ seed }), serverStatusDatesIso8601, { seed });
    expect(found(r)).toEqual([]);
    expect(statusOf(r, 'server_status_dates_iso8601')).toBe('passed');
  });

  it('accepts an offset other than Z', async () => {
    const shift = (iso: string) => new Date(Date.parse(iso) + 2 * 3600_000).toISOString().replace('Z', '+02:00');
    const target = misbehaving(fakeTarget(), editStatus((s) => {
      for (const k of ['Date', 'LastRun', 'FromDate']) s[k] = shift(s[k]);
      for (const k of ['LastInRunning', 'LastOutRunning']) s['OVERALL'][k] = shift(s['OVERALL'][k]);
    }));
    expect(found(await runOne(target, serverStatusDatesIso8601))).toEqual([]);
  });

  it('sees a date without zone and milliseconds', async () => {
    const r = await runOne(misbehaving(fakeTarget(), editStatus((s) => void (s['OVERALL'].LastOutRunning = '2024-12-31 19:22:06'))), serverStatusDatesIso8601);
    expect(found(r)).toEqual(['server_status_dates_iso8601 GET /server: GET /server dates are not ISO 8601 with milliseconds and zone']);
    expect(r.deviations[0]?.received).toBe('Received: OVERALL.LastOutRunning "2024-12-31 19:22:06"');
  });

  it('sees a FromDate that is not LastRun − 24 h', async () => {
    const r = await runOne(misbehaving(fakeTarget(), editStatus((s) => void (s['FromDate'] = new Date(Date.parse(s['LastRun']) - 23 * 3600_000).toISOString()))), serverStatusDatesIso8601);
    expect(found(r)).toEqual(['server_status_dates_iso8601 GET /server: GET /server FromDate is not LastRun − 24 h']);
  });

  // A real 3.6.2 reads its clock twice (the window's end, then LastRun): its FromDate was seen 1 ms
  // before LastRun − 24 h. Up to a second before passes; after it, or further before, does not.
  const fromDateOffBy = (ms: number) =>
    misbehaving(fakeTarget(), editStatus((s) => void (s['FromDate'] = new Date(Date.parse(s['LastRun']) - 24 * 3600_000 + ms).toISOString())));
  it.each([-1, -1000])('accepts a FromDate %i ms off LastRun − 24 h (two clock readings)', async (ms) => {
    expect(found(await runOne(fromDateOffBy(ms), serverStatusDatesIso8601))).toEqual([]);
  });
  it.each([1, -1001])('sees a FromDate %i ms off LastRun − 24 h', async (ms) => {
    expect(found(await runOne(fromDateOffBy(ms), serverStatusDatesIso8601))).toEqual(['server_status_dates_iso8601 GET /server: GET /server FromDate is not LastRun − 24 h']);
  });
});
