// server_status_counters_agree: the counters of GET /server describe the transfers the list
// interface shows (reference §7.1, confirmed exactly in §18): own transfers (OWNERREQ = HostID)
// with STARTTRANS at or after FromDate. Compared two ways: every counter against a count of that
// list made here, and the list's own status filters where they mean the same thing as a counter
// (PENDING = UPDATEDINFO 3 = OVERALL.ToSubmit, INTRANSFER = UPDATEDINFO 5 = OVERALL.Running).
// Read-only. A window larger than one list answer can hold is not compared; a live server may
// change between the two reads, so a disagreement is read a second time before it is reported;
// counters a server computed before the run's last write are not compared (freshStatus).
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { expectStatus, idText } from '../scenarios/helpers.ts';
import { counterDifferences, expectedCounters, serverStatusOf } from './server-status.ts';
import { isRecord, listOwnTransfers, numberOf } from './support.ts';

const ATTEMPTS = 2;

/** Flags whose list is exactly one OVERALL counter. */
const SAME_MEANING = [
  ['PENDING', 'ToSubmit'],
  ['INTRANSFER', 'Running'],
] as const;

interface Comparison {
  readonly differences: string[];
  readonly exchange: Exchange;
}

/** How often, a second apart, a cached status is asked again (the real default delay is 5 s). */
const FRESH_ATTEMPTS = 8;
const FRESH_PAUSE_MS = 1000;
const msOf = (v: unknown): number => (typeof v === 'string' ? Date.parse(v) : Number.NaN);

/**
 * GET /server whose counters were computed after every write the run made. A real server
 * recomputes them at most every `minimaldelay` (5 s by default) and answers the last ones in
 * between, with the time they were computed as LastRun (Monitoring `reCompute`): a status whose
 * LastRun is before its Date may predate the run's last write, so it is asked again, a second
 * apart, until LastRun reaches the Date of the first answer. Counters always computed on the
 * spot (the fake: LastRun = Date) are taken at once.
 */
async function freshStatus(ctx: CheckContext): Promise<Exchange> {
  let ex = await ctx.call({ method: 'GET', path: '/server' });
  const first = serverStatusOf(ex);
  const since = msOf(first?.['Date']);
  for (let i = 0; i < FRESH_ATTEMPTS && msOf(serverStatusOf(ex)?.['LastRun']) < since; i++) {
    await new Promise((resolve) => setTimeout(resolve, FRESH_PAUSE_MS));
    ex = await ctx.call({ method: 'GET', path: '/server' });
  }
  return ex;
}

async function compare(ctx: CheckContext): Promise<Comparison | undefined> {
  const statusEx = await freshStatus(ctx);
  if (!expectStatus(ctx, statusEx, 200, 'GET /server')) return undefined;
  const status = serverStatusOf(statusEx);
  const self = idText(status?.['HostID']);
  const from = status?.['FromDate'];
  if (!status || self === '' || typeof from !== 'string') return undefined;
  const differences: string[] = [];

  const all = await listOwnTransfers(ctx, { STARTTRANS: from });
  if (all?.complete) differences.push(...counterDifferences(status, expectedCounters(all.rows, self)));

  const overall = isRecord(status['OVERALL']) ? status['OVERALL'] : {};
  for (const [flag, counter] of SAME_MEANING) {
    const listed = await listOwnTransfers(ctx, { STARTTRANS: from, [flag]: 'true' });
    if (!listed?.complete) continue;
    const shown = numberOf(overall[counter]);
    if (shown !== listed.rows.length) differences.push(`OVERALL.${counter} ${shown ?? 'missing'} while GET /transfers?${flag}=true lists ${listed.rows.length}`);
  }
  return { differences: [...new Set(differences)], exchange: statusEx };
}

export const serverStatusCountersAgree: ScenarioCheck = {
  id: 'server_status_counters_agree',
  kind: 'scenario',
  severity: 'major',
  rule: 'The counters of GET /server count the own transfers that GET /transfers lists from FromDate on (by UPDATEDINFO, side, GLOBALSTEP, running step and error type).',
  failsWhen: 'a counter of GET /server differs, read twice, from the count of the own transfers GET /transfers lists from FromDate on, or from the list under the status flag that means the same (PENDING: OVERALL.ToSubmit, INTRANSFER: OVERALL.Running).',
  async run(ctx: CheckContext) {
    let last: Comparison | undefined;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      last = await compare(ctx);
      if (!last || last.differences.length === 0) return;
    }
    if (!last) return;
    ctx.report(
      {
        title: 'GET /server counters disagree with the list of the transfers they count',
        expected: 'Expected: counters equal to the own transfers listed with STARTTRANS = FromDate',
        received: `Received: ${last.differences.slice(0, 8).join('; ')}${last.differences.length > 8 ? `; … ${last.differences.length - 8} more` : ''}`,
      },
      last.exchange,
    );
  },
};
