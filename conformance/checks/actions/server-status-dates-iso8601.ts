// server_status_dates_iso8601: the dates of GET /server are ISO 8601 texts with milliseconds and
// an explicit zone (interface "Server status"; reference §7.1: Joda's `2014-05-13T11:02:52.185+02:00`,
// `Z` for UTC), and FromDate, the start of the counted window, is LastRun − 24 h (§7.1, §18).
// The real server reads its clock twice for them (Monitoring.run: the window's end first, then
// LastRun in reCompute), so FromDate may fall a few ms before LastRun − 24 h: seen on a real
// 3.6.2 as 1 ms. Earlier by up to a second passes; later, or earlier by more, does not. Read-only.
import { isIsoDateTimeWithOffset, parseIsoDate } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { expectStatus } from '../scenarios/helpers.ts';
import { serverStatusOf } from './server-status.ts';
import { isRecord } from './support.ts';

const WINDOW_MS = 24 * 3600 * 1000;
/** How much earlier than LastRun − 24 h FromDate may be: the time between the real server's two clock readings. */
const CLOCK_READINGS_MS = 1000;

export const serverStatusDatesIso8601: ScenarioCheck = {
  id: 'server_status_dates_iso8601',
  kind: 'scenario',
  severity: 'minor',
  rule: 'GET /server writes Date, LastRun, FromDate, LastInRunning and LastOutRunning as ISO 8601 with milliseconds and zone, and FromDate is LastRun − 24 h (up to a second earlier: two readings of the clock).',
  failsWhen: 'a date of GET /server (Date, LastRun, FromDate, LastInRunning, LastOutRunning) is not ISO 8601 with milliseconds and an explicit zone, or FromDate is later than LastRun − 24 h or more than a second before it.',
  async run(ctx: CheckContext) {
    const ex = await ctx.call({ method: 'GET', path: '/server' });
    if (!expectStatus(ctx, ex, 200, 'GET /server')) return;
    const status = serverStatusOf(ex);
    if (!status) return;
    const overall = isRecord(status['OVERALL']) ? status['OVERALL'] : {};
    const dates: [string, unknown][] = [
      ['Date', status['Date']],
      ['LastRun', status['LastRun']],
      ['FromDate', status['FromDate']],
      ['OVERALL.LastInRunning', overall['LastInRunning']],
      ['OVERALL.LastOutRunning', overall['LastOutRunning']],
    ];
    const wrong = dates.filter(([, v]) => typeof v !== 'string' || !isIsoDateTimeWithOffset(v));
    if (wrong.length > 0) {
      ctx.report({ title: 'GET /server dates are not ISO 8601 with milliseconds and zone', expected: 'Expected: e.g. 2025-01-01T00:00:00.000Z or 2014-05-13T11:02:52.185+02:00', received: `Received: ${wrong.map(([k, v]) => `${k} ${JSON.stringify(v ?? null)}`).join(', ')}` }, ex);
    }
    const lastRun = typeof status['LastRun'] === 'string' ? parseIsoDate(status['LastRun']) : undefined;
    const from = typeof status['FromDate'] === 'string' ? parseIsoDate(status['FromDate']) : undefined;
    if (lastRun === undefined || from === undefined) return;
    // How long before LastRun − 24 h the window starts: 0, or the ms between the two clock readings.
    const early = lastRun - WINDOW_MS - from;
    if (early < 0 || early > CLOCK_READINGS_MS) {
      ctx.report({ title: 'GET /server FromDate is not LastRun − 24 h', expected: `Expected: FromDate ${new Date(lastRun - WINDOW_MS).toISOString()} (LastRun ${String(status['LastRun'])} − 24 h), or up to ${CLOCK_READINGS_MS} ms before it`, received: `Received: FromDate ${String(status['FromDate'])}` }, ex);
    }
  },
};
