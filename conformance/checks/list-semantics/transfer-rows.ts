// A transfer of a list answer as the filters see it. SPECIALID is an int64: the lossless parser
// gives a bigint beyond 2^53 and every comparison here is on bigint, every text on its digits.
import { parseIsoDate } from '../../../contract/index.ts';
import type { Json, JsonRecord } from '../scenarios/helpers.ts';

export interface TransferRow {
  readonly id: bigint;
  readonly idText: string;
  /** SPECIALID, REQUESTER, REQUESTED, OWNERREQ: the identity of a transfer (interface). */
  readonly key: string;
  readonly requester: string;
  readonly requested: string;
  readonly owner: string;
  readonly rule: string;
  readonly updatedInfo: number | undefined;
  readonly globalStep: number | undefined;
  /** STARTTRANS in epoch ms (the v1 encoding, reference §8); an ISO text is read too. */
  readonly startTrans: number | undefined;
}

export function bigIdOf(v: Json | undefined): bigint | undefined {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number' && Number.isInteger(v)) return BigInt(v);
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return BigInt(v.trim());
  return undefined;
}

const text = (v: Json | undefined): string => (v === undefined || v === null ? '' : String(v));

function numberOf(v: Json | undefined): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return Number(v);
  return undefined;
}

function msOf(v: Json | undefined): number | undefined {
  if (typeof v === 'string' && !/^-?\d+$/.test(v.trim())) return parseIsoDate(v.trim());
  return numberOf(v);
}

/** The row, or undefined when its SPECIALID cannot be read (the schema check reports that). */
export function transferRow(r: JsonRecord): TransferRow | undefined {
  const id = bigIdOf(r['SPECIALID']);
  if (id === undefined) return undefined;
  const requester = text(r['REQUESTER']);
  const requested = text(r['REQUESTED']);
  const owner = text(r['OWNERREQ']);
  return {
    id,
    idText: id.toString(),
    key: `${id}\u0000${requester}\u0000${requested}\u0000${owner}`,
    requester,
    requested,
    owner,
    rule: text(r['IDRULE']),
    updatedInfo: numberOf(r['UPDATEDINFO']),
    globalStep: numberOf(r['GLOBALSTEP']),
    startTrans: msOf(r['STARTTRANS']),
  };
}

export const transferRows = (rows: readonly JsonRecord[]): TransferRow[] =>
  rows.map(transferRow).filter((r): r is TransferRow => r !== undefined);

export const byIdDesc = (a: TransferRow, b: TransferRow): number => (a.id > b.id ? -1 : a.id < b.id ? 1 : 0);

/** ISO text of a STARTTRANS, for findings. */
export const timeText = (ms: number | undefined): string => {
  if (ms === undefined) return 'none';
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? String(ms) : `${ms} (${d.toISOString()})`;
};
