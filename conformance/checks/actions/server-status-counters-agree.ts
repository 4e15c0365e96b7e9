// server_status_counters_agree: the counters of GET /server describe the transfers the list
// interface shows (reference §7.1, confirmed exactly in §18): own transfers (OWNERREQ = HostID)
// with STARTTRANS at or after FromDate. Compared two ways: every counter against a count of that
// list made here, and the list's own status filters where they mean the same thing as a counter
// (PENDING = UPDATEDINFO 3 = OVERALL.ToSubmit, INTRANSFER = UPDATEDINFO 5 = OVERALL.Running).
// Read-only. A window larger than one list answer can hold is not compared; a live server may
// change between the two reads, so a disagreement is read a second time before it is reported.
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

async function compare(ctx: CheckContext): Promise<Comparison | undefined> {
  const statusEx = await ctx.call({ method: 'GET', path: '/server' });
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
