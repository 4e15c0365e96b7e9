// status_flags_every_value: each status flag of GET /transfers against every UPDATEDINFO and
// GLOBALSTEP value (reference §3.2, §9.1, §9.2; issue 25 item 2). Where the values come from is
// STATUS_VALUE_COVERAGE (contract): a transfer made per GLOBALSTEP value (writes force UPDATEDINFO
// 3), one existing record per UPDATEDINFO/GLOBALSTEP pair the data holds (read-only), and on the
// embedded fake a fake of its own holding every pair. Each flag set lists a known set of records;
// the answer, narrowed to those records, must be exactly the ones the mapping selects.
import { STATUS_FLAGS, STATUS_VALUE_COVERAGE, selectedByFlags, type JsonObject, type StatusFlag } from '../../../contract/index.ts';
import type { QueryValue } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { sideFake } from '../access/side-fake.ts';
import { createTransferRows, mayCreateTransfers } from './created-transfers.ts';
import { filterText, listOf, notAList, type Filter } from './list-call.ts';
import { reportFailure } from './property.ts';
import { compareSets, type Failure } from './row-diff.ts';
import { transferRows, type TransferRow } from './transfer-rows.ts';
import { isFailure, transferSample, WIDE_LIMIT, type TransferSample } from './transfer-sample.ts';

interface FlagSet {
  readonly on: readonly StatusFlag[];
  readonly all: boolean;
}

/** No flag, ALLSTATUS, each flag, each pair of flags, the four together. */
const FLAG_SETS: readonly FlagSet[] = [
  { on: [], all: false },
  { on: [], all: true },
  ...STATUS_FLAGS.map((f) => ({ on: [f], all: false })),
  ...STATUS_FLAGS.flatMap((f, i) => STATUS_FLAGS.slice(i + 1).map((g) => ({ on: [f, g], all: false }))),
  { on: STATUS_FLAGS, all: false },
];

const filterOf = (s: FlagSet): Filter => Object.fromEntries([...s.on.map((f) => [f, 'true']), ...(s.all ? [['ALLSTATUS', 'true']] : [])]);
const selected = (s: FlagSet, r: TransferRow) => selectedByFlags(s.on, s.all, r.updatedInfo ?? -1, r.globalStep ?? -1);
const state = (r: TransferRow) => `UPDATEDINFO ${r.updatedInfo ?? 'none'}, GLOBALSTEP ${r.globalStep ?? 'none'}`;

/** A set of known records and the request frame that lists them (and maybe others, left aside). */
interface Records {
  readonly label: string;
  readonly rows: readonly TransferRow[];
  readonly frame: Readonly<Record<string, QueryValue>>;
  readonly target?: Parameters<typeof listOf>[2]['target'];
}

async function checkSet(ctx: CheckContext, records: Records, s: FlagSet): Promise<Failure | undefined> {
  const filter = filterOf(s);
  const answer = await listOf(ctx, 'transfers', { frame: records.frame, filter, ...(records.target ? { target: records.target } : {}) });
  const what = `${filterText(filter)} (${records.label})`;
  const bad = notAList(answer, what);
  if (bad) return bad;
  const keys = new Set(records.rows.map((r) => r.key));
  return compareSets({
    what,
    scope: records.label,
    rule: s.all || s.on.length === 0 ? 'of every status' : `selected by ${s.on.join(' OR ')} (reference §3.2)`,
    expected: records.rows.filter((r) => selected(s, r)),
    received: transferRows(answer.rows).filter((r) => keys.has(r.key)),
    keyOf: (r) => r.key,
    idOf: (r) => r.idText,
    whyMissing: (r) => `${state(r)}: ${s.on.length === 0 || s.all ? 'every status is asked for' : `matches ${s.on.filter((f) => selectedByFlags([f], false, r.updatedInfo ?? -1, r.globalStep ?? -1)).join(' and ')}`}`,
    whyUnexpected: (r) => `${state(r)}: matches none of ${s.on.join(', ')}`,
    exchange: answer.ex,
  });
}

/** Every flag set on one set of records; stops at the first failure. */
async function checkRecords(ctx: CheckContext, records: Records): Promise<boolean> {
  if (records.rows.length === 0) return true;
  for (const s of FLAG_SETS) if (!reportFailure(ctx, await checkSet(ctx, records, s))) return false;
  return true;
}

/** One record per distinct UPDATEDINFO/GLOBALSTEP pair of the sample, listed in one id window of every owner. */
function existingRecords(sample: TransferSample): Records {
  const byPair = new Map<string, TransferRow>();
  for (const r of sample.rows) if (r.updatedInfo !== undefined && r.globalStep !== undefined) byPair.set(`${r.updatedInfo}/${r.globalStep}`, r);
  const rows = [...byPair.values()];
  const ids = rows.map((r) => r.id);
  const lo = ids.reduce((a, b) => (b < a ? b : a), ids[0] ?? 0n);
  const hi = ids.reduce((a, b) => (b > a ? b : a), ids[0] ?? 0n);
  return { label: 'existing transfers, one per UPDATEDINFO/GLOBALSTEP pair of the data', rows, frame: { OWNERREQ: '*', STARTID: lo.toString(), STOPID: hi.toString(), limit: WIDE_LIMIT } };
}

/** One transfer per GLOBALSTEP value, far in the future (a real server's scheduler leaves them alone), removed at the end. */
async function madeRecords(ctx: CheckContext, sample: TransferSample, partner: string): Promise<Records> {
  const later = Math.max(0, ...sample.rows.map((r) => r.startTrans ?? 0)) + 30 * 24 * 3600 * 1000;
  const specs = STATUS_VALUE_COVERAGE.made.GLOBALSTEP.map((g) => ({ GLOBALSTEP: g, STARTTRANS: later }));
  const rows = await createTransferRows(ctx, sample, specs, partner);
  return { label: `transfers made with PARTNER ${partner}, one per GLOBALSTEP value`, rows, frame: { PARTNER: partner, limit: WIDE_LIMIT } };
}

/** The embedded fake only: a fake of its own holding every UPDATEDINFO with every GLOBALSTEP, copied from a record of the data. */
function sideRecords(ctx: CheckContext, sample: TransferSample, partner: string): Records | undefined {
  const template = sample.answer.rows[0];
  if (ctx.variant === undefined || template === undefined) return undefined;
  const base = sample.rows[0]?.id ?? 1n;
  const records: JsonObject[] = [];
  for (const u of STATUS_VALUE_COVERAGE.sideFake.UPDATEDINFO) {
    for (const g of STATUS_VALUE_COVERAGE.sideFake.GLOBALSTEP) {
      const id = base + 1n + BigInt(records.length);
      records.push({ ...(template as JsonObject), SPECIALID: id, REQUESTED: partner, UPDATEDINFO: u, GLOBALSTEP: g, GLOBALLASTSTEP: g });
    }
  }
  const side = sideFake(ctx, 'a fake holding every UPDATEDINFO/GLOBALSTEP pair', { transfers: records });
  return {
    label: `transfers of ${side.label}`,
    rows: transferRows(records),
    frame: { OWNERREQ: '*', PARTNER: partner, limit: WIDE_LIMIT },
    target: side.target,
  };
}

export const statusFlagsEveryValue: ScenarioCheck = {
  id: 'status_flags_every_value',
  kind: 'scenario',
  severity: 'major',
  rule: 'Each status flag (PENDING, INTRANSFER, INERROR, DONE), each pair of them, the four together, ALLSTATUS and no flag list exactly the transfers their UPDATEDINFO/GLOBALSTEP mapping selects, for every UPDATEDINFO and GLOBALSTEP value.',
  failsWhen: 'a flag set lists one of the check\'s known transfers (made per GLOBALSTEP value, one per UPDATEDINFO/GLOBALSTEP pair of the data, or on the embedded fake every pair in a fake of its own) that its mapping does not select, or leaves out one it selects.',
  async run(ctx) {
    const sample = await transferSample(ctx);
    if (isFailure(sample)) return void reportFailure(ctx, sample);
    if (!(await checkRecords(ctx, existingRecords(sample)))) return;
    const partner = `${ctx.runPrefix}-flags`;
    if (mayCreateTransfers(ctx) && !(await checkRecords(ctx, await madeRecords(ctx, sample, partner)))) return;
    const side = sideRecords(ctx, sample, partner);
    if (side) await checkRecords(ctx, side);
  },
};
