// What the stateful checks need to know about one collection: the records a check may create
// (keys that carry the run prefix), how a create or an update changes a record (reference §3.1,
// §18: POST is an upsert and a full replacement, UPDATEDINFO is 3 after every write), what a read
// of a missing record answers, and list queries that show the run's records.
import type fc from 'fast-check';
import { UPDATE_COLUMNS, UPDATED_INFO, type Collection, type JsonValue } from '../../../../contract/index.ts';

/** Field values of a record or a request body (ids beyond 2^53 are bigint). */
export type Fields = Readonly<Record<string, JsonValue>>;

/** Names a check derives from the target and its run prefix. */
export interface RunNames {
  /** `ctx.runPrefix` plus the check's tag: every id and host name the check creates starts with it. */
  readonly prefix: string;
  /** The server's own host id (the default OWNERREQ). */
  readonly hostId: string;
  /** A rule the target knows (a transfer with an unknown rule cannot be read back on the real server, §18). */
  readonly rule: string;
  /** The target is the embedded fake (no scheduler changes records behind our back). */
  readonly embedded: boolean;
}

/** One record identity a check may create. */
export interface RecordKey {
  /** Short name for replay paths and messages (`t0`, `h1`). */
  readonly label: string;
  /** The `:id` path segment. */
  readonly id: string;
  /** Identity arguments besides the path (REQUESTER, REQUESTED for a transfer). */
  readonly query: Readonly<Record<string, string>>;
  /** The identity fields as the record shows them. */
  readonly identity: Fields;
}

/** A list query the model can predict: which records of the run it returns. */
export interface ListQuery {
  readonly label: string;
  readonly query: Readonly<Record<string, string>>;
  includes(record: Fields): boolean;
}

export interface Samples {
  /** A create that sets many fields. */
  readonly rich: Fields;
  /** A create that sets only what is required, with other values than `rich`. */
  readonly minimal: Fields;
  /** An update of some fields to values that differ from `rich`. */
  readonly update: Fields;
}

export interface StatefulResource {
  readonly collection: Collection;
  /** The identities a check may create, all carrying the run prefix. */
  keys(names: RunNames): readonly RecordKey[];
  /** POST body: the identity, the fields a create needs, then `fields`. */
  createBody(key: RecordKey, fields: Fields, names: RunNames): Fields;
  /** The record a POST with `fields` leaves (defaults for what is left out: a full replacement). */
  created(key: RecordKey, fields: Fields, names: RunNames): Fields;
  /** The record a PUT with `fields` leaves. */
  updated(current: Fields, fields: Fields): Fields;
  /** What GET of a missing record answers: undefined for 404, or the record a 200 shows (/configurations, §3.5). */
  absentRead(key: RecordKey): Fields | undefined;
  /** Fields no model can predict (STOPTRANS overwritten by the real server, HOSTKEY encrypted). */
  readonly unpredictable: readonly string[];
  /**
   * Unpredictable fields that a write which does not name them leaves as they read: HOSTKEY, whose
   * encrypted form depends only on the stored password. STOPTRANS is not one (a real server sets it
   * on every write, reference §18).
   */
  readonly keptAsRead?: readonly string[];
  /** Values a read may show besides the predicted ones (the real server's scheduler, §18). */
  readAlternatives(names: RunNames): Readonly<Record<string, readonly JsonValue[]>>;
  /** A narrow list query that returns the record of `key` (given its current fields). */
  listFor(key: RecordKey, record: Fields): Readonly<Record<string, string>>;
  /** Wider list queries whose answer the model predicts for every record of the run. */
  lists(names: RunNames): readonly ListQuery[];
  /** Fields of a POST (besides the identity). */
  createArbitrary(): fc.Arbitrary<Fields>;
  /** Fields of a PUT. */
  updateArbitrary(): fc.Arbitrary<Fields>;
  readonly samples: Samples;
}

/** UPDATEDINFO after every write (reference §3.1): 3, TOSUBMIT. */
export const WRITTEN: number = UPDATED_INFO.TOSUBMIT;

/**
 * The fields of a write whose stored value a model predicts: the contract's PUT columns of
 * `collection` less `left` (each caller says why it leaves them out).
 */
export function predictedFields(collection: Collection, left: readonly string[]): ReadonlySet<string> {
  return new Set(UPDATE_COLUMNS[collection].map((c) => c.name).filter((name) => !left.includes(name)));
}
