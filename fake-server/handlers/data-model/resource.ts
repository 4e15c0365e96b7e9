// What one collection must provide to the shared data-model mechanics (reference §3.1).
import type { Collection } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Args } from './args.ts';
import type { RowBytes } from '../../http/reply.ts';

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly detail: string };

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failure = (detail: string): Outcome<never> => ({ ok: false, detail });

export interface StoredRow {
  /** The record as the v1 answer writes it. */
  readonly json: string;
}

/**
 * Rows of a list answer: how many, and their JSON texts joined by commas (what `results` holds
 * between its brackets), as text, and as bytes to copy where the store keeps them so (undefined
 * when it cannot); each made only when asked.
 */
export interface ListedRows {
  readonly count: number;
  text(): string;
  bytes?(): RowBytes | undefined;
}

export const joinRows = (rows: readonly StoredRow[]): ListedRows => ({ count: rows.length, text: () => rows.map((r) => r.json).join(',') });

export interface DataModelResource<Row extends StoredRow> {
  readonly collection: Collection;
  /** Rows matching the filters in `args`, at most `limit` (the lower-case loop cap), joined for the answer. */
  list(args: Args, limit: number, deps: Deps): Outcome<ListedRows>;
  /** The row the identity in `args` (`id` is the path segment) designates, if any. */
  find(args: Args, id: string, deps: Deps): Row | undefined;
  /** Insert, or replace the row with the same identity (upsert, reference §3.1). */
  create(args: Args, deps: Deps): Outcome<Row>;
  update(row: Row, args: Args, deps: Deps): Outcome<Row>;
  remove(row: Row, deps: Deps): Row;
}

export const DETAIL = {
  read: 'Issue while reading from database',
  insert: 'Issue while inserting into database',
  update: 'Issue while updating to database',
  values: 'Issue on values',
  unparsable: 'ERROR: JSON body cannot be parsed',
} as const;
