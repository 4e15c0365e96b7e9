// What the transfer store hands out for one row: the JSON the v1 answer writes and the record,
// both made on first use from the packed values the store keeps (the store holds no record
// objects). A row keeps its own values, so it stays readable after the stored row was replaced
// or deleted, as a DELETE answer needs.
import type { Transfer } from '../../contract/index.ts';
import type { JsonShape } from './packed-json.ts';
import { transferOf } from './transfer-codec.ts';

export interface TransferRow {
  readonly record: Transfer;
  readonly key: string;
  /** The record as the v1 answer writes it, serialised once when it was stored. */
  readonly json: string;
}

export interface TransferKey {
  readonly SPECIALID: bigint;
  readonly REQUESTER: string;
  readonly REQUESTED: string;
  readonly OWNERREQ: string;
}

export const transferKey = (k: TransferKey): string =>
  `${k.SPECIALID}\u0000${k.REQUESTER}\u0000${k.REQUESTED}\u0000${k.OWNERREQ}`;

export class StoredTransfer implements TransferRow {
  private text: string | undefined;
  private decoded: Transfer | undefined;

  /** `json` and `record` are given when the caller has them already (a put). */
  constructor(private readonly shape: JsonShape, private readonly packed: string, json?: string, record?: Transfer) {
    this.text = json;
    this.decoded = record;
  }

  get json(): string {
    return (this.text ??= this.shape.json(this.packed));
  }

  get record(): Transfer {
    return (this.decoded ??= transferOf(this.shape, this.packed));
  }

  get key(): string {
    return transferKey(this.record);
  }
}
