// The transfer store's rows as columns: one typed array per field the indexes, filters and the
// status counters read (STARTTRANS, SPECIALID as two 32-bit words, the owner, partners and rule as
// numbers from a name table, the status flags as bits, UPDATEDINFO, GLOBALSTEP and the status
// letters; STOPTRANS and ORIGINALNAME in order-columns.ts), and per row its whole v1 JSON text, as
// bytes outside the JS heap (byte-arena.ts), so that reading a row is one flat copy. A row is a
// slot number; a deleted row's slot is reused. About 100 bytes a row besides its JSON (half of
// them the v2 orders' columns), where a record object with its strings took over 1 KB.
import { matchesStatusFlag, STATUS_FLAGS, type StatusFlag, type Transfer } from '../../contract/index.ts';
import { ByteArena } from './byte-arena.ts';
import { OrderColumns } from './order-columns.ts';
import { StoredTransfer, type TransferKey } from './transfer-row.ts';

const INT64_MIN = -(1n << 63n);
const INT64_MAX = (1n << 63n) - 1n;
const WORD = 2 ** 32;

/** The bit of a status flag in a row's flag mask. */
export const flagBit = (f: StatusFlag): number => 1 << STATUS_FLAGS.indexOf(f);

/** Flag masks by UPDATEDINFO and GLOBALSTEP (both small enumerations), computed once each. */
const FLAG_MASKS = new Map<number, number>();
function flagMask(updatedInfo: number, globalStep: number): number {
  const key = updatedInfo * 4096 + globalStep;
  let mask = FLAG_MASKS.get(key);
  if (mask === undefined) {
    mask = 0;
    for (const f of STATUS_FLAGS) if (matchesStatusFlag(f, updatedInfo, globalStep)) mask |= flagBit(f);
    FLAG_MASKS.set(key, mask);
  }
  return mask;
}

/** Stored in a one-byte column for UPDATEDINFO and GLOBALSTEP: any value but 0-254 (not an index of either enumeration). */
export const OTHER_SMALL = 255;
const small = (v: number): number => (Number.isInteger(v) && v >= 0 && v < OTHER_SMALL ? v : OTHER_SMALL);

/** The first character of a status text as its code; 0 for an empty text (a NUL letter means nothing either). */
const letter = (text: string): number => (text.length === 0 ? 0 : text.charCodeAt(0));

/**
 * An int64 as [high word (signed), low word (unsigned)]: comparing the pairs compares the ids.
 * Beyond the int64 range (a query bound may be) the high word leaves the 32-bit range, so the
 * pair still compares right against every stored id.
 */
export function idWords(id: bigint): [number, number] {
  if (id > INT64_MAX) return [WORD, 0];
  if (id < INT64_MIN) return [-WORD, 0];
  const n = Number(id);
  if (Number.isSafeInteger(n)) {
    const hi = Math.floor(n / WORD);
    return [hi, n - hi * WORD];
  }
  return [Number(id >> 32n), Number(BigInt.asUintN(32, id))];
}

/** Owner, partner and rule names as small numbers, in the order they were first seen. */
class Names {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];

  intern(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.names.push(name) - 1;
      this.ids.set(name, id);
    }
    return id;
  }

  find(name: string): number | undefined {
    return this.ids.get(name);
  }

  name(id: number): string {
    return this.names[id] as string;
  }

  /** The ids of every name seen that passes `test`. */
  matching(test: (name: string) => boolean): number[] {
    const ids: number[] = [];
    this.names.forEach((name, id) => {
      if (test(name)) ids.push(id);
    });
    return ids;
  }
}

/** Hash of an identity (SPECIALID words, REQUESTER, REQUESTED, OWNERREQ name ids). */
export function identityHash(hi: number, lo: number, requester: number, requested: number, owner: number): number {
  let h = Math.imul(lo, 0x9e3779b1) ^ hi;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) ^ requester;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) ^ requested;
  h = Math.imul(h ^ (h >>> 16), 0x27d4eb2f) ^ owner;
  return Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
}

/**
 * Rows of a list answer: how many, their texts joined by commas, and (all of them one-byte text)
 * the same as bytes to copy; each made only when asked (in process only the text is).
 */
export interface JoinedRows {
  readonly count: number;
  text(): string;
  bytes(): { readonly byteLength: number; copyInto(target: Buffer, at: number): void } | undefined;
}

export class TransferColumns {
  startTrans = new Float64Array(0);
  idHi = new Int32Array(0);
  idLo = new Uint32Array(0);
  owner = new Int32Array(0);
  requester = new Int32Array(0);
  requested = new Int32Array(0);
  rule = new Int32Array(0);
  flags = new Uint8Array(0);
  updatedInfo = new Uint8Array(0);
  globalStep = new Uint8Array(0);
  stepLetter = new Uint16Array(0);
  infoLetter = new Uint16Array(0);
  /** The v1 JSON text of each slot; none: a free slot. */
  private readonly texts = new ByteArena();
  private free: number[] = [];
  /** Slots below `end` have been used. */
  private end = 0;
  readonly names = new Names();

  /** A slot for a new row. */
  allocate(): number {
    const reused = this.free.pop();
    if (reused !== undefined) return reused;
    if (this.end === this.startTrans.length) this.resize(Math.max(1024, Math.ceil(this.end * 1.5)));
    return this.end++;
  }

  /** Fills `slot` with `t`, whose v1 JSON is `json`. */
  write(slot: number, t: Transfer, json: string): void {
    const [hi, lo] = idWords(t.SPECIALID);
    if (hi < -(WORD / 2) || hi >= WORD / 2) throw new RangeError(`SPECIALID ${t.SPECIALID} is outside the 64-bit range`);
    this.startTrans[slot] = t.STARTTRANS;
    this.idHi[slot] = hi;
    this.idLo[slot] = lo;
    this.owner[slot] = this.names.intern(t.OWNERREQ);
    this.requester[slot] = this.names.intern(t.REQUESTER);
    this.requested[slot] = this.names.intern(t.REQUESTED);
    this.rule[slot] = this.names.intern(t.IDRULE);
    this.flags[slot] = flagMask(t.UPDATEDINFO, t.GLOBALSTEP);
    this.updatedInfo[slot] = small(t.UPDATEDINFO);
    this.globalStep[slot] = small(t.GLOBALSTEP);
    this.stepLetter[slot] = letter(t.STEPSTATUS);
    this.infoLetter[slot] = letter(t.INFOSTATUS);
    this.texts.set(slot, json);
    this.orders.write(slot, t.ORIGINALNAME, t.STOPTRANS);
  }

  release(slot: number): void {
    this.texts.delete(slot);
    this.orders.release(slot);
    this.free.push(slot);
  }

  /** Whether the next `allocate()` takes a slot past the used ones (none was released). */
  get allocatesFromEnd(): boolean {
    return this.free.length === 0;
  }

  /** Undoes the `allocate()` of the last slot past the used ones, whose row is gone again. */
  unallocate(slot: number): void {
    if (slot !== this.end - 1) throw new Error(`slot ${slot} is not the last one allocated`);
    this.texts.delete(slot);
    this.orders.release(slot);
    this.end--;
  }

  /** Takes `slot` back from the released ones (undoing its release: it is the last one released, unless others were since). */
  reclaim(slot: number): void {
    const at = this.free.lastIndexOf(slot);
    if (at < 0) throw new Error(`slot ${slot} is not free`);
    this.free.splice(at, 1);
  }

  isLive(slot: number): boolean {
    return this.texts.has(slot);
  }

  /** Every slot holding a row, in slot order. */
  *liveSlots(): Generator<number> {
    for (let s = 0; s < this.end; s++) if (this.texts.has(s)) yield s;
  }

  /** Whether `slot` holds exactly the text `json`. */
  holds(slot: number, json: string): boolean {
    return this.texts.byteLength(slot) === json.length && this.texts.get(slot) === json;
  }

  /** The v1 JSON texts of `slots` joined by commas, also as bytes to copy when every one is stored as one-byte text. */
  joined(slots: readonly number[]): JoinedRows {
    const texts = this.texts;
    return {
      count: slots.length,
      text: () => texts.joinNarrow(slots) ?? slots.map((s) => texts.get(s) as string).join(','),
      bytes: () => {
        const byteLength = texts.joinedLength(slots);
        return byteLength < 0 ? undefined : { byteLength, copyInto: (target, at) => texts.copyJoined(slots, target, at) };
      },
    };
  }

  /** The row of `slot`, as the store hands it out. */
  row(slot: number, json?: string, record?: Transfer): StoredTransfer {
    return new StoredTransfer(json ?? (this.texts.get(slot) as string), record);
  }

  hashOf(slot: number): number {
    return identityHash(this.idHi[slot] as number, this.idLo[slot] as number, this.requester[slot] as number, this.requested[slot] as number, this.owner[slot] as number);
  }

  /**
   * Sets the identity `matchesProbe` looks for and answers its hash; -1 when a name of it was
   * never stored (then no row has it). A field, not a closure per lookup: loads look up every row.
   */
  probe(k: TransferKey): number {
    const requester = this.names.find(k.REQUESTER);
    const requested = this.names.find(k.REQUESTED);
    const owner = this.names.find(k.OWNERREQ);
    if (requester === undefined || requested === undefined || owner === undefined) return -1;
    const [hi, lo] = idWords(k.SPECIALID);
    this.probed = [hi, lo, requester, requested, owner];
    return identityHash(hi, lo, requester, requested, owner);
  }

  private probed: readonly number[] = [];

  readonly matchesProbe = (s: number): boolean => {
    const p = this.probed;
    return this.idLo[s] === p[1] && this.idHi[s] === p[0] && this.requester[s] === p[2] && this.requested[s] === p[3] && this.owner[s] === p[4];
  };

  compareIds(a: number, b: number): number {
    return (this.idHi[a] as number) - (this.idHi[b] as number) || (this.idLo[a] as number) - (this.idLo[b] as number);
  }

  /** Default order: STARTTRANS descending (reference §3.2), then SPECIALID descending, then identity text. */
  readonly byStart = (a: number, b: number): number =>
    // A slot against itself (a row taken out of or put in a list finds its own place) is equal at once.
    a === b ? 0 : (this.startTrans[b] as number) - (this.startTrans[a] as number) || this.compareIds(b, a) || this.compareNames(a, b);

  /** ORDERBYID=true: SPECIALID descending, then STARTTRANS descending, then identity text. */
  readonly byId = (a: number, b: number): number =>
    a === b ? 0 : this.compareIds(b, a) || (this.startTrans[b] as number) - (this.startTrans[a] as number) || this.compareNames(a, b);

  /** The key of `byStart` (SlotKey): a later start comes first. */
  readonly startKey = (s: number): number => -(this.startTrans[s] as number);

  /** The key of `byId`: a larger SPECIALID first (the 64-bit id as the nearest double, which keeps its order where it differs). */
  readonly idKey = (s: number): number => -((this.idHi[s] as number) * 4294967296 + (this.idLo[s] as number));

  /** STOPTRANS and ORIGINALNAME, for REST v2's other list orders; equal keys in `byId` order. */
  readonly orders = new OrderColumns(this.byId);

  /** Drops every row (the name table stays: it only grows). */
  clear(): void {
    this.texts.clear();
    this.orders.clear();
    this.free = [];
    this.end = 0;
  }

  /** Gives back the room beyond the rows held, after a load. */
  fit(): void {
    this.resize(this.end + Math.max(1024, this.end >> 4));
    this.texts.fit(this.end + Math.max(1024, this.end >> 4));
  }

  /**
   * Same SPECIALID: the rows compare as their identity texts (`id\0REQUESTER\0REQUESTED\0OWNERREQ`)
   * would, that is by REQUESTER, then REQUESTED, then OWNERREQ.
   */
  private compareNames(a: number, b: number): number {
    return this.compareName(this.requester, a, b) || this.compareName(this.requested, a, b) || this.compareName(this.owner, a, b);
  }

  private compareName(column: Int32Array, a: number, b: number): number {
    const x = column[a] as number;
    const y = column[b] as number;
    if (x === y) return 0;
    const nx = this.names.name(x);
    const ny = this.names.name(y);
    return nx < ny ? -1 : nx > ny ? 1 : 0;
  }

  private resize(capacity: number): void {
    const grow = <A extends Float64Array | Int32Array | Uint32Array | Uint16Array | Uint8Array>(old: A, make: (n: number) => A): A => {
      const next = make(capacity);
      next.set(old.subarray(0, Math.min(this.end, capacity)));
      return next;
    };
    this.startTrans = grow(this.startTrans, (n) => new Float64Array(n));
    this.idHi = grow(this.idHi, (n) => new Int32Array(n));
    this.idLo = grow(this.idLo, (n) => new Uint32Array(n));
    this.owner = grow(this.owner, (n) => new Int32Array(n));
    this.requester = grow(this.requester, (n) => new Int32Array(n));
    this.requested = grow(this.requested, (n) => new Int32Array(n));
    this.rule = grow(this.rule, (n) => new Int32Array(n));
    this.flags = grow(this.flags, (n) => new Uint8Array(n));
    this.updatedInfo = grow(this.updatedInfo, (n) => new Uint8Array(n));
    this.globalStep = grow(this.globalStep, (n) => new Uint8Array(n));
    this.stepLetter = grow(this.stepLetter, (n) => new Uint16Array(n));
    this.infoLetter = grow(this.infoLetter, (n) => new Uint16Array(n));
    this.orders.resize(capacity, this.end);
  }
}
