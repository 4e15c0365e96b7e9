// For each list of the interface, what the filter classes are tried in: a frame (the request
// without the parameter under test, small and fixed), the seeds the data offers for each parameter
// (an id in the frame, a time of a row, a HOSTID of each class), and what every row of an answer
// must satisfy for the plain reading of a value (a bound, an exact or substring match, a flag's
// mapping). The frames bound every answer: the check stays cheap at any dataset size.
import { matchesStatusFlag, STATUS_FLAGS, textClasses, type StatusFlag, type ValueClass } from '../../../contract/index.ts';
import type { QueryValue } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { idText, knownRule, type JsonRecord } from '../scenarios/helpers.ts';
import { negativeTransfer } from './negative-transfer.ts';
import { listOf, notAList } from '../list-semantics/list-call.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { transferRow, type TransferRow } from '../list-semantics/transfer-rows.ts';
import { isFailure, transferSample } from '../list-semantics/transfer-sample.ts';
import { withDisagreement } from '../list-semantics/orderbyid-orders-by-descending-id.ts';
import type { Seeds } from './class-value.ts';

/** One list and how its parameters are tried. */
export interface ListSetup {
  readonly operation: string;
  readonly collection: 'transfers' | 'hosts' | 'hostconfigs' | 'configurations';
  /** The request without `param`. */
  frame(param: string): Record<string, QueryValue>;
  seeds(param: string): Seeds;
  /** Whether a row of an answer to `param=plain` belongs there (undefined: no per-row rule). */
  holds(param: string, plain: string, row: JsonRecord): boolean | undefined;
  /** The identity of a row, for comparing answers. */
  keyOf(row: JsonRecord): string;
  /** Whether the order of the answer is what `param` decides (a cap, an order). */
  ordered(param: string): boolean;
  /** Times of the frame's rows (epoch ms), for the time forms drawn by a property. */
  readonly times?: readonly number[];
  /**
   * Whether the frame holds every row `param` can select, so that the answer must be exactly the
   * frame's rows it selects (not only rows within it).
   */
  whole(param: string): boolean;
}

const WIDE = 500;
const WINDOW = 40;
const bit = (v: unknown) => v === true || v === 1;

/** Texts of the records' `field` by class, the first of each class. */
function textsOf(rows: readonly JsonRecord[], field: string): Partial<Record<ValueClass, string>> {
  const out: Partial<Record<ValueClass, string>> = {};
  for (const r of rows) for (const c of textClasses(r[field])) out[c] ??= r[field] as string;
  return out;
}

async function rowsOf(ctx: CheckContext, collection: ListSetup['collection'], frame: Record<string, QueryValue>): Promise<JsonRecord[] | Failure> {
  const answer = await listOf(ctx, collection, { frame });
  return notAList(answer, `GET /${collection} (the frame of the value-class cases)`) ?? answer.rows;
}


async function transfersSetup(ctx: CheckContext): Promise<ListSetup | Failure> {
  // The highest ids, with a transfer whose id and start disagree created where the data has none
  // (and the run may write): otherwise no ORDERBYID value can be told from another.
  const sample = await transferSample(ctx);
  if (isFailure(sample)) return sample;
  const seen = await withDisagreement(ctx, sample);
  if (isFailure(seen)) return seen;
  const rows = seen.rows.slice(0, WINDOW);
  // One above a negative id, so that a negative bound has a row on each side.
  const below = await negativeTransfer(ctx, await knownRule(ctx));
  const hi = rows[0]?.id ?? 0n;
  const lo = rows[rows.length - 1]?.id ?? 0n;
  const mid = rows[Math.floor(rows.length / 2)];
  const base: Record<string, QueryValue> = { OWNERREQ: '*', ORDERBYID: 'true', limit: WIDE, STARTID: lo.toString(), STOPID: hi.toString() };
  const negative = below === undefined ? undefined : below.id + 1n;
  const byField = (f: keyof TransferRow) => Object.fromEntries(
    [...new Set(rows.map((r) => String(r[f])))].flatMap((t) => textClasses(t).map((c) => [c, t] as const)).reverse(),
  ) as Partial<Record<ValueClass, string>>;
  const row = (r: JsonRecord) => transferRow(r);
  return {
    operation: 'listTransfers',
    collection: 'transfers',
    frame: (p) => {
      // ALLSTATUS only means something beside a flag it overrides.
      const f: Record<string, QueryValue> = { ...base, ...(p === 'ALLSTATUS' ? { PENDING: 'true' } : {}) };
      delete f[p];
      return f;
    },
    seeds: (p) => {
      switch (p) {
        case 'STARTID': case 'STOPID': return { number: mid?.id ?? 0n, ...(negative === undefined ? {} : { negative }) };
        case 'LIMIT': case 'limit': return { number: 3n };
        case 'STARTTRANS': case 'STOPTRANS': case 'STOPSTRANS': return mid?.startTrans === undefined ? {} : { ms: mid.startTrans };
        case 'IDRULE': return { texts: byField('rule') };
        case 'PARTNER': return { texts: byField('requested') };
        case 'OWNERREQ': return { texts: byField('owner') };
        default: return {};
      }
    },
    holds: (p, plain, r) => {
      const t = row(r);
      if (!t) return undefined;
      const n = /^-?\d+$/.test(plain) ? BigInt(plain) : undefined;
      switch (p) {
        case 'STARTID': return n === undefined ? undefined : t.id >= n;
        case 'STOPID': return n === undefined ? undefined : t.id <= n;
        case 'STARTTRANS': return n === undefined || t.startTrans === undefined ? undefined : t.startTrans >= Number(n);
        case 'STOPTRANS': case 'STOPSTRANS': return n === undefined || t.startTrans === undefined ? undefined : t.startTrans <= Number(n);
        case 'IDRULE': return t.rule === plain;
        case 'PARTNER': return t.requester === plain || t.requested === plain;
        case 'OWNERREQ': return t.owner === plain;
        default:
          if (STATUS_FLAGS.includes(p as StatusFlag) && plain === 'true') return matchesStatusFlag(p as StatusFlag, t.updatedInfo ?? -1, t.globalStep ?? -1);
          return undefined;
      }
    },
    keyOf: (r) => row(r)?.key ?? JSON.stringify(r),
    ordered: (p) => p === 'LIMIT' || p === 'limit' || p === 'ORDERBYID',
    times: rows.map((r) => r.startTrans).filter((t): t is number => t !== undefined && t > 0),
    // Without OWNERREQ the frame is this server's transfers only, and ALLSTATUS widens its frame's flag: both reach beyond it.
    whole: (p) => p !== 'OWNERREQ' && p !== 'ALLSTATUS',
  };
}

/** hosts, hostconfigs, configurations: small collections ordered by HOSTID, tried whole. */
async function byHostSetup(ctx: CheckContext, collection: 'hosts' | 'hostconfigs' | 'configurations'): Promise<ListSetup | Failure> {
  // Both host flags given: 3.6.2 reads a missing one as false (DESIGN §2.4, baselined elsewhere).
  const base: Record<string, QueryValue> = collection === 'hosts' ? { ISSSL: 'false', ISACTIVE: 'true', limit: 1000 } : { limit: 1000 };
  const rows = await rowsOf(ctx, collection, base);
  if (isFailure(rows)) return rows;
  const operation = { hosts: 'listHosts', hostconfigs: 'listHostConfigurations', configurations: 'listConfigurations' }[collection];
  const limits = ['READGLOBALLIMIT', 'WRITEGLOBALLIMIT', 'READSESSIONLIMIT', 'WRITESESSIONLIMIT'];
  const aLimit = rows.flatMap((r) => limits.map((l) => Number(r[l]))).find((n) => n > 0);
  return {
    operation,
    collection,
    frame: (p) => {
      const f = { ...base };
      delete f[p];
      return f;
    },
    seeds: (p) => {
      if (p === 'limit') return { number: 2n };
      if (p === 'BANDWIDTH') return { number: BigInt(aLimit ?? 1000) };
      if (p === 'HOSTID' || p === 'ADDRESS') return { texts: textsOf(rows, p) };
      // A substring of a stored text: its first element, XML-special, and the word inside it.
      const stored = rows.map((r) => idText(r[p])).find((t) => t.length > 3);
      if (stored === undefined) return {};
      const word = /[A-Za-z]{3,}/.exec(stored)?.[0];
      return { texts: { 'text-xml-special': stored.slice(0, Math.min(8, stored.length)), ...(word === undefined ? {} : { 'text-ascii': word }) } };
    },
    holds: (p, plain, r) => {
      switch (p) {
        case 'HOSTID': case 'ADDRESS': return idText(r[p]) === plain;
        case 'ISSSL': case 'ISACTIVE': return plain === 'true' || plain === 'false' ? bit(r[p]) === (plain === 'true') : undefined;
        case 'BUSINESS': case 'ROLES': case 'ALIASES': case 'OTHERS': return idText(r[p]).includes(plain);
        case 'BANDWIDTH': return /^\d+$/.test(plain) && plain !== '0' ? limits.some((l) => Number(r[l]) > Number(plain)) : undefined;
        default: return undefined;
      }
    },
    keyOf: (r) => idText(r['HOSTID']),
    ordered: (p) => p === 'limit',
    // The frame of one host flag leaves the other out, which 3.6.2 reads as false (DESIGN §2.4, baselined by host_filters).
    whole: (p) => p !== 'ISSSL' && p !== 'ISACTIVE',
  };
}

/** The setup of each list operation the input space names. */
export async function listSetup(ctx: CheckContext, operation: string): Promise<ListSetup | Failure | undefined> {
  switch (operation) {
    case 'listTransfers': return transfersSetup(ctx);
    case 'listHosts': return byHostSetup(ctx, 'hosts');
    case 'listHostConfigurations': return byHostSetup(ctx, 'hostconfigs');
    case 'listConfigurations': return byHostSetup(ctx, 'configurations');
    default: return undefined;
  }
}

export { isFailure };
