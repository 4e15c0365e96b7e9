// The answers /v2/transfers gives: a transfer or a list of them in REST v2's form (contract/v2/
// convert.ts), written as 3.6.2 writes them (sendJson: application/json, ids exact as int64).
import { serialize, transferToV2, type Transfer } from '../../../contract/index.ts';
import type { Reply } from '../../http/reply.ts';
import type { TransferRow } from '../../store/index.ts';

const JSON_TYPE = { 'Content-Type': 'application/json' } as const;

/** One transfer: 200 for a read or an action, 201 (with `transfer-uri`) for a creation. */
export function transferReply(status: number, t: Transfer, headers: Readonly<Record<string, string>> = {}): Reply {
  return { status, headers: { ...JSON_TYPE, ...headers }, body: serialize(transferToV2(t), false) };
}

/** A page: `{"results":[…],"totalResults":<size of the page>}`, the count 3.6.2 puts (not the total, §6.3 of the survey). */
export function pageReply(rows: readonly TransferRow[]): Reply {
  const results = rows.map((r) => serialize(transferToV2(r.record), false)).join(',');
  return { status: 200, headers: JSON_TYPE, body: `{"results":[${results}],"totalResults":${rows.length}}` };
}

/** `countOrder=true`: `{"totalResults":<matches>}` alone. */
export const countReply = (n: number): Reply => ({ status: 200, headers: JSON_TYPE, body: `{"totalResults":${n}}` });
