// log_export_count_matches: GET /log exports exactly the server's own transfers that match its
// selection (reference §4: own transfers, status flags, rule, partner, start/stop, startid/stopid,
// no row cap). The expectation comes from the list interface itself: GET /transfers with
// OWNERREQ = the host id and the same filters. Selections are generated from values the target
// already holds, so they select something. Every /log writes a file on the server: writes only.
import fc from 'fast-check';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { expectStatus, idText } from '../scenarios/helpers.ts';
import { firstResult, idOf, isoOf, listOwnTransfers, logPacket, numberOf, statusText } from './support.ts';

interface Selection {
  readonly statuspending: boolean;
  readonly statustransfer: boolean;
  readonly statusdone: boolean;
  readonly statuserror: boolean;
  readonly rule?: string | undefined;
  readonly partner?: string | undefined;
  readonly ids?: readonly [bigint, bigint] | undefined;
  readonly dates?: readonly [number, number] | undefined;
}

/** The list flag of each /log status switch (reference §3.2, §4). */
const FLAG_OF = { statuspending: 'PENDING', statustransfer: 'INTRANSFER', statusdone: 'DONE', statuserror: 'INERROR' } as const;

function packetFields(s: Selection): Record<string, string | number | boolean> {
  const f: Record<string, string | number | boolean> = {};
  for (const k of Object.keys(FLAG_OF) as (keyof typeof FLAG_OF)[]) if (s[k]) f[k] = true;
  if (s.rule !== undefined) f['rule'] = s.rule;
  if (s.partner !== undefined) f['request'] = s.partner;
  if (s.ids) [f['startid'], f['stopid']] = [String(s.ids[0]), String(s.ids[1])];
  if (s.dates) [f['start'], f['stop']] = s.dates;
  return f;
}

function listFilters(s: Selection): Record<string, string> {
  const q: Record<string, string> = {};
  for (const k of Object.keys(FLAG_OF) as (keyof typeof FLAG_OF)[]) if (s[k]) q[FLAG_OF[k]] = 'true';
  if (s.rule !== undefined) q['IDRULE'] = s.rule;
  if (s.partner !== undefined) q['PARTNER'] = s.partner;
  if (s.ids) [q['STARTID'], q['STOPID']] = [String(s.ids[0]), String(s.ids[1])];
  if (s.dates) {
    q['STARTTRANS'] = isoOf(s.dates[0]);
    // The interface spells the upper bound STOPSTRANS, the real server reads STOPTRANS (DESIGN §2.4).
    q['STOPTRANS'] = isoOf(s.dates[1]);
    q['STOPSTRANS'] = isoOf(s.dates[1]);
  }
  return q;
}

const NO_SELECTOR: Selection = { statuspending: false, statustransfer: false, statusdone: false, statuserror: false };

/** One selection per selector, the others left out: each status flag, a rule, a partner. */
function singleSelectors(rules: readonly string[], partners: readonly string[]): Selection[] {
  const flags = (Object.keys(FLAG_OF) as (keyof typeof FLAG_OF)[]).map((k) => ({ ...NO_SELECTOR, [k]: true }));
  return [...flags, ...(rules[0] === undefined ? [] : [{ ...NO_SELECTOR, rule: rules[0] }]), ...(partners[0] === undefined ? [] : [{ ...NO_SELECTOR, partner: partners[0] }])];
}

const maybe = <T>(values: readonly T[]): fc.Arbitrary<T | undefined> =>
  values.length === 0 ? fc.constant(undefined) : fc.option(fc.constantFrom(...values), { nil: undefined, freq: 2 });

const ordered = <T>(a: T, b: T): readonly [T, T] => (a <= b ? [a, b] : [b, a]);

interface Failure {
  readonly title: string;
  readonly expected: string;
  readonly received: string;
  readonly exchange: Exchange;
}

export const logExportCountMatches: ScenarioCheck = {
  id: 'log_export_count_matches',
  kind: 'scenario',
  severity: 'major',
  rule: 'GET /log exports exactly the own transfers that GET /transfers lists with the same filters (OWNERREQ = the server, status flags, rule, partner, dates, ids).',
  failsWhen: 'GET /log exports other transfers than the own ones GET /transfers lists with the same filters (OWNERREQ = the server, status flags, rule, partner, dates, ids).',
  needs: { writes: true },
  async run(ctx: CheckContext) {
    const host = await ctx.hostId();
    const sample = await listOwnTransfers(ctx, { ORDERBYID: 'true' });
    if (!sample) {
      const ex = await ctx.call({ method: 'GET', path: '/transfers', query: { OWNERREQ: host, limit: 1 } });
      expectStatus(ctx, ex, 200, 'GET /transfers of the own transfers');
      return;
    }
    const rules = [...new Set(sample.rows.map((r) => idText(r['IDRULE'])).filter((r) => r !== ''))].sort();
    const partners = [...new Set(sample.rows.flatMap((r) => [idText(r['REQUESTER']), idText(r['REQUESTED'])]).filter((p) => p !== '' && p !== host))].sort();
    const ids = sample.rows.map((r) => idOf(r['SPECIALID'])).filter((v): v is bigint => v !== undefined);
    const starts = sample.rows.map((r) => numberOf(r['STARTTRANS'])).filter((v): v is number => v !== undefined);

    const pair = <T>(values: readonly T[]) =>
      values.length === 0 ? fc.constant(undefined) : fc.option(fc.tuple(fc.constantFrom(...values), fc.constantFrom(...values)).map(([a, b]) => ordered(a, b)), { nil: undefined, freq: 2 });
    const selection: fc.Arbitrary<Selection> = fc.record({
      statuspending: fc.boolean(),
      statustransfer: fc.boolean(),
      statusdone: fc.boolean(),
      statuserror: fc.boolean(),
      rule: maybe(rules),
      partner: maybe(partners),
      ids: pair(ids),
      dates: pair(starts),
    });

    const examples = singleSelectors(rules, partners).map((sel) => [sel] as [Selection]);
    let failure: Failure | undefined;
    const details = await fc.check(
      fc.asyncProperty(selection, async (s) => {
        const exported = await ctx.call({ method: 'GET', path: '/log', body: logPacket(ctx, packetFields(s)) });
        if (exported.response?.status !== 200) {
          failure = { title: `GET /log with a valid selection: ${statusText(exported)}`, expected: 'Expected: 200 with the export counts', received: `Received: ${statusText(exported)}`, exchange: exported };
          return false;
        }
        const count = numberOf(firstResult(exported)?.['exported']);
        const listed = await listOwnTransfers(ctx, listFilters(s));
        // The list failed (its own checks report that) or may be cut: nothing to compare with.
        if (!listed || !listed.complete) return true;
        if (count === listed.rows.length) return true;
        failure = {
          title: 'GET /log exported a different number of transfers than the list of own transfers with the same filters',
          expected: `Expected: exported = ${listed.rows.length} (GET ${listed.exchange.request.url})`,
          received: `Received: exported = ${count ?? 'missing'}`,
          exchange: exported,
        };
        return false;
      }),
      // Each selector alone first, on top of the generated runs (fast-check counts examples in
      // numRuns): every one of them is then exercised once, whatever --runs says.
      { seed: ctx.seed, numRuns: ctx.runs + examples.length, examples },
    );
    if (details.failed && failure) {
      ctx.report({ title: failure.title, expected: failure.expected, received: failure.received, seed: details.seed, ...(details.counterexamplePath ? { path: details.counterexamplePath } : {}) }, failure.exchange);
    } else if (details.failed && details.errorInstance) {
      throw details.errorInstance;
    }
  },
};
