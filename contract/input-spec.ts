// What a documented input-space cell says (issue 25, item 1): how a parameter or body field reads
// a value of each class. The v1 table (input-space.ts) and the v2 one (v2/input-space.ts) both
// write cells of these types; here, below both, so that neither imports the other's file for them.
import type { ValueClass, ValueKind } from './value-classes.ts';

/** What a parameter or field does with a value of one class. */
export type Reading =
  /** Stored, or read, as the value it names (a text number as its number). */
  | { readonly as: 'given' }
  /** As if it had not been sent. */
  | { readonly as: 'absent' }
  /** As this value. */
  | { readonly as: 'value'; readonly value: number | boolean }
  /** As the time of the request. */
  | { readonly as: 'now' }
  /** As the epoch milliseconds of that date (midnight UTC) or date-time. */
  | { readonly as: 'instant' }
  /** As the letter padded to three characters ("O" is "O  "). */
  | { readonly as: 'padded' }
  /** As its first character when that is an ErrorCode letter, padded; else as the name's letter; else Unknown (reference §3.2, §9.3). */
  | { readonly as: 'first-letter' }
  /** With every run of white space stored as one space (reference §3.4). */
  | { readonly as: 'collapsed' }
  /** A negative PORT makes a client host: ISCLIENT true, ADDRESS 0.0.0.0 (reference §3.3). */
  | { readonly as: 'client-host' }
  /** Stored as given, read back starting with it: 3.6.2 appends its own JSON map to TRANSFERINFO (reference §8.1). */
  | { readonly as: 'prefix' }
  /** As no bound at all: every row (a REST v2 transfer list's limit of 0 or less). */
  | { readonly as: 'unbounded' }
  /** Refused with this status (and, on REST v2, this errorCode in the error list); nothing stored. */
  | { readonly as: 'rejected'; readonly status: number; readonly errorCode?: number };

/** One parameter or field: how it reads values, and the classes it takes. */
export interface InputSpec {
  readonly kind: ValueKind;
  /** Column width of a text (its longest value). */
  readonly width?: number;
  /** Largest value of an integer. */
  readonly largest?: bigint;
  /** The names of an enumeration (kind `name`). */
  readonly names?: readonly string[];
  readonly classes: Readonly<Partial<Record<ValueClass, Reading>>>;
  /**
   * Classes sent only to the embedded fake, and why: what a real server would do with them harms
   * it (DESIGN §6a), or leaves nothing the suite can read back or remove. The fake is still
   * checked on them.
   */
  readonly fakeOnly?: Readonly<Partial<Record<ValueClass, string>>>;
}
