// The transfer indexes: every row is in a few "dimensions" (all, its owner, each partner, its
// rule, each status flag it matches); each dimension keeps two ordered slot lists, one per answer
// order (STARTTRANS desc, SPECIALID desc). A dimension is named by a number: its kind and the
// name id (or flag bit) it stands for. Every row is also in two lists of REST v2's other orders,
// ORIGINALNAME and STOPTRANS (each descending, equal keys in SPECIALID order), for all rows only:
// a v2 list with a filter walks them and tests each row, or sorts the few rows of a narrow
// dimension (transfer-page.ts); per dimension they would double the memory of the indexes.
import { STATUS_FLAGS } from '../../contract/index.ts';
import { SlotList } from './slot-list.ts';
import type { TransferColumns } from './transfer-columns.ts';

export interface Dimension {
  readonly byStart: SlotList;
  readonly byId: SlotList;
}

const KIND = 2 ** 28;
export const ALL = 0;
export const dimOwner = (name: number) => 1 * KIND + name;
export const dimPartner = (name: number) => 2 * KIND + name;
export const dimRule = (name: number) => 3 * KIND + name;
export const dimFlag = (bit: number) => 4 * KIND + bit;

export class TransferIndexes {
  private dims = new Map<number, Dimension>();
  private names: SlotList;
  private stops: SlotList;
  /** Reused by dimensionsOf: rows are indexed one at a time. */
  private readonly scratch: number[] = [];

  constructor(private readonly columns: TransferColumns) {
    [this.names, this.stops] = this.orderLists();
  }

  /** Every row by ORIGINALNAME, descending. */
  get byName(): SlotList {
    return this.names;
  }

  /** Every row by STOPTRANS, descending. */
  get byStop(): SlotList {
    return this.stops;
  }

  get(dim: number): Dimension | undefined {
    return this.dims.get(dim);
  }

  add(slot: number): void {
    this.names.insert(slot);
    this.stops.insert(slot);
    for (const d of this.dimensionsOf(slot)) {
      const dim = this.dimension(d);
      dim.byStart.insert(slot);
      dim.byId.insert(slot);
    }
  }

  /** Takes `slot` out of its lists; its columns must still hold what they held when it was added. */
  remove(slot: number): void {
    this.names.remove(slot);
    this.stops.remove(slot);
    for (const d of this.dimensionsOf(slot)) {
      const dim = this.dims.get(d);
      if (!dim) continue;
      dim.byStart.remove(slot);
      dim.byId.remove(slot);
      // An emptied dimension is kept: a row rewritten in place (an upsert) leaves and joins the
      // same ones, and they are bounded by the name table, which only grows too.
    }
  }

  /**
   * Before the columns of `slot` change: its places in the name and stop lists, then each
   * dimension it is in, with its place in both lists of it (dimension, place by start, place by
   * id, …), for {@link moved}.
   */
  places(slot: number): number[] {
    const out: number[] = [this.names.locate(slot), this.stops.locate(slot)];
    for (const d of this.dimensionsOf(slot)) {
      const dim = this.dims.get(d);
      if (dim) out.push(d, dim.byStart.locate(slot), dim.byId.locate(slot));
    }
    return out;
  }

  /**
   * After the columns of `slot` changed (a row replaced in its own slot): out of the dimensions it
   * left, into those it joined, and in the ones it stayed in moved only where its order changed
   * (its id does not, so the id lists mostly keep it where it is).
   */
  moved(slot: number, before: readonly number[]): void {
    const now = this.dimensionsOf(slot).slice();
    // Every row is in these two: only its place may change.
    this.names.settle(slot, before[0] as number);
    this.stops.settle(slot, before[1] as number);
    for (let k = 2; k < before.length; k += 3) {
      const d = before[k] as number;
      const dim = this.dims.get(d) as Dimension;
      const atStart = before[k + 1] as number;
      const atId = before[k + 2] as number;
      const stays = now.indexOf(d);
      if (stays >= 0) {
        now.splice(stays, 1);
        if (atStart >= 0) dim.byStart.settle(slot, atStart);
        if (atId >= 0) dim.byId.settle(slot, atId);
      } else {
        if (atStart >= 0) dim.byStart.removeAt(atStart);
        if (atId >= 0) dim.byId.removeAt(atId);
      }
    }
    for (const d of now) {
      const dim = this.dimension(d);
      dim.byStart.insert(slot);
      dim.byId.insert(slot);
    }
  }

  /**
   * Builds every list again from `slots`: four sorts of all rows, then appends in order (no
   * per-list sort). The name and stop sorts come after the id sort, so that equal keys are already
   * in their order (both sorts are stable) and only the keys are compared.
   */
  rebuild(slots: number[]): void {
    this.dims = new Map();
    [this.names, this.stops] = this.orderLists();
    const fill = (order: number[], list: (d: Dimension) => SlotList) => {
      for (const slot of order) for (const d of this.dimensionsOf(slot)) list(this.dimension(d)).append(slot);
    };
    fill(slots.sort(this.columns.byStart), (d) => d.byStart);
    fill(slots.sort(this.columns.byId), (d) => d.byId);
    const orders = this.columns.orders;
    for (const slot of orders.sortByName(slots)) this.names.append(slot);
    for (const slot of slots.sort(orders.byStopOnly)) this.stops.append(slot);
  }

  private orderLists(): [SlotList, SlotList] {
    const o = this.columns.orders;
    return [new SlotList(o.byName, o.nameOrderKey), new SlotList(o.byStop, o.stopOrderKey)];
  }

  private dimension(d: number): Dimension {
    let dim = this.dims.get(d);
    if (!dim) {
      dim = { byStart: new SlotList(this.columns.byStart, this.columns.startKey), byId: new SlotList(this.columns.byId, this.columns.idKey) };
      this.dims.set(d, dim);
    }
    return dim;
  }

  private dimensionsOf(slot: number): number[] {
    const c = this.columns;
    const out = this.scratch;
    out.length = 0;
    const requester = c.requester[slot] as number;
    const requested = c.requested[slot] as number;
    out.push(ALL, dimOwner(c.owner[slot] as number), dimPartner(requester), dimRule(c.rule[slot] as number));
    if (requested !== requester) out.push(dimPartner(requested));
    const flags = c.flags[slot] as number;
    for (let bit = 0; bit < STATUS_FLAGS.length; bit++) if (flags & (1 << bit)) out.push(dimFlag(1 << bit));
    return out;
  }
}
