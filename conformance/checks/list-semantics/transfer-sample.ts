// The bounded universe the transfer checks work in. A first page of the highest SPECIALIDs of every
// owner (`OWNERREQ=*&ORDERBYID=true&limit=120`) shows which ids exist; each generated case picks an
// id window inside it, fetches that window wide (every owner, every status) and compares the
// filtered answer with it, filtered here. Whatever the dataset size (a million transfers too), no
// request asks for more than a few hundred rows, and nothing is written.
import fc from 'fast-check';
import type { QueryValue } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { listOf, notAList, type ListAnswer } from './list-call.ts';
import type { Failure } from './row-diff.ts';
import { byIdDesc, transferRows, type TransferRow } from './transfer-rows.ts';

/** Rows of the first page. */
export const SAMPLE_SIZE = 120;
/** Largest window, in rows of the first page. */
export const MAX_SPAN = 40;
/** Lower-case `limit` of the wide and filtered window requests: far above any window. */
export const WIDE_LIMIT = 500;

export interface TransferSample {
  /** By descending SPECIALID. */
  readonly rows: readonly TransferRow[];
  /** Fewer rows than asked: the page holds every transfer of every owner. */
  readonly complete: boolean;
  readonly answer: ListAnswer;
}

export async function transferSample(ctx: CheckContext): Promise<TransferSample | Failure> {
  const answer = await listOf(ctx, 'transfers', { frame: { OWNERREQ: '*', ORDERBYID: 'true', limit: SAMPLE_SIZE } });
  const bad = notAList(answer, `GET /transfers?OWNERREQ=*&ORDERBYID=true&limit=${SAMPLE_SIZE}`);
  if (bad) return bad;
  // Sorted here as well: the order itself is orderbyid_orders_by_descending_id's business.
  const rows = transferRows(answer.rows).sort(byIdDesc);
  return { rows, complete: answer.rows.length < SAMPLE_SIZE, answer };
}

export const isFailure = (v: object): v is Failure => 'finding' in v;

/** An inclusive SPECIALID window between two rows of the sample (`first` ≤ `last` are their positions). */
export interface IdWindow {
  readonly lo: bigint;
  readonly hi: bigint;
  readonly first: number;
  readonly last: number;
}

export function windowAt(sample: TransferSample, first: number, last: number): IdWindow {
  const n = sample.rows.length;
  const f = Math.max(0, Math.min(first, n - 1));
  const l = Math.max(f, Math.min(last, n - 1));
  return { lo: (sample.rows[l] as TransferRow).id, hi: (sample.rows[f] as TransferRow).id, first: f, last: l };
}

/** A window of 1 to MAX_SPAN + 1 consecutive rows of a non-empty sample. */
export function windowArb(sample: TransferSample, maxSpan = MAX_SPAN): fc.Arbitrary<IdWindow> {
  const n = sample.rows.length;
  return fc.record({ first: fc.nat({ max: n - 1 }), span: fc.nat({ max: maxSpan }) }).map(({ first, span }) => windowAt(sample, first, first + span));
}

export const windowText = (w: IdWindow): string => `SPECIALID ${w.lo}..${w.hi}`;

/** The request frame of a window: inclusive bounds in the query, ORDERBYID, a wide `limit`; `owner` null sends no OWNERREQ. */
export function windowFrame(w: IdWindow, owner: string | null = '*'): Record<string, QueryValue> {
  return { ...(owner === null ? {} : { OWNERREQ: owner }), ORDERBYID: 'true', STARTID: w.lo.toString(), STOPID: w.hi.toString(), limit: WIDE_LIMIT };
}

export interface WindowRows {
  readonly rows: TransferRow[];
  /** The wide answer was not cut by its limit: every transfer of the window is there. */
  readonly complete: boolean;
}

/** Every transfer of every owner in the window: the reference a filtered answer is compared with. */
export async function windowRows(ctx: CheckContext, w: IdWindow, extra: Readonly<Record<string, QueryValue>> = {}): Promise<WindowRows | Failure> {
  const answer = await listOf(ctx, 'transfers', { frame: { ...windowFrame(w), ...extra } });
  const bad = notAList(answer, `the window ${windowText(w)} of every owner`);
  if (bad) return bad;
  return { rows: transferRows(answer.rows), complete: answer.rows.length < WIDE_LIMIT };
}
