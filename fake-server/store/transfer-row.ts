// What the transfer store hands out for one row: the JSON the v1 answer writes, read from the
// store's bytes when the row is made (a flat copy, so that joining a hundred of them for a list
// costs little), and the record, parsed from it on first use (the store holds no record objects).
// A row keeps its own text, so it stays readable after the stored row was replaced or deleted,
// as a DELETE answer needs.
import type { Transfer } from '../../contract/index.ts';
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
  private decoded: Transfer | undefined;

  /** `record` is given when the caller has it already (a put). */
  constructor(readonly json: string, record?: Transfer) {
    this.decoded = record;
  }

  get record(): Transfer {
    return (this.decoded ??= transferOf(this.json));
  }

  get key(): string {
    return transferKey(this.record);
  }
}
