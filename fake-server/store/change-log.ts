// What the transfer store changed since its last load (issue 18): enough to put every row back
// in the slot it held, so that a reset costs the changes made since, not the dataset. A row's
// old content is kept as its JSON text (the store's own bytes, parsed again when undone). Past a
// bound the log gives up: memory stays in proportion, and a reset then loads the dataset again.

/** A change, as the store undoes it: `inserted` took a new slot (from the end: `end` is set), `replaced` and `deleted` kept the old text. */
export type Change =
  | { readonly kind: 'inserted'; readonly slot: number; readonly fromEnd: boolean }
  | { readonly kind: 'replaced'; readonly slot: number; readonly json: string }
  | { readonly kind: 'deleted'; readonly slot: number; readonly json: string };

/**
 * Changes kept at most for `rows` loaded rows: a tenth of them (undoing one costs about what
 * loading one does, so a reset stays well under the load's time), and never fewer than 10,000
 * (a small dataset loads in milliseconds either way). Beyond it the log is dropped.
 */
export const changeBound = (rows: number): number => Math.max(10_000, Math.floor(rows / 10));

export class ChangeLog {
  private changes: Change[] = [];
  private overflowed = false;
  private bound = changeBound(0);

  /** Whether every change since `clear()` is in the log (otherwise they cannot all be undone). */
  get intact(): boolean {
    return !this.overflowed;
  }

  get size(): number {
    return this.changes.length;
  }

  record(change: Change): void {
    if (this.overflowed) return;
    if (this.changes.length >= this.bound) {
      this.overflowed = true;
      this.changes = [];
      return;
    }
    this.changes.push(change);
  }

  /** Hands out the changes newest first, emptying the log. */
  *drain(): Generator<Change> {
    const changes = this.changes;
    this.changes = [];
    for (let i = changes.length - 1; i >= 0; i--) yield changes[i] as Change;
  }

  /** Forgets every change: the present state, of `rows` rows, is the one to come back to. */
  clear(rows: number): void {
    this.changes = [];
    this.overflowed = false;
    this.bound = changeBound(rows);
  }
}
