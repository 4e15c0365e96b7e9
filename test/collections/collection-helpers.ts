// Shared assertions for the data-model collection tests: valid envelopes, JSON and HTML errors,
// and the rule that a rejected request leaves the whole store as it was.
import { expect } from 'vitest';
import type { Response } from 'supertest';
import type { FakeServer } from '../../fake-server/index.ts';
import { snapshot, violations } from '../support/fake-app.ts';

export type Collection = 'hosts' | 'hostconfigs' | 'configurations';

export const listSchema = (c: Collection) => `urn:tmkit:v1-list-${c}`;
export const singleSchema = (c: Collection) => `urn:tmkit:v1-single-${c}`;
export const ERROR_SCHEMA = 'urn:tmkit:v1-error';

/** Runs `act` and fails unless the store is byte-for-byte what it was before. */
export async function unchangedBy<T>(fake: FakeServer, act: () => PromiseLike<T>): Promise<T> {
  const before = snapshot(fake);
  const result = await act();
  expect(snapshot(fake)).toBe(before);
  return result;
}

/** A JSON answer: exact content type, valid against `schemaId`. */
export function expectJson(res: Response, status: number, schemaId: string): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers['content-type']).toBe('application/json');
  expect(violations(schemaId, res.body)).toEqual([]);
}

/** A successful list answer of `c`, valid against the contract; answers its records. */
export function expectList<R = Record<string, unknown>>(res: Response, c: Collection): R[] {
  expectJson(res, 200, listSchema(c));
  expect(res.body.command).toBe('MULTIGET');
  return (res.body.answer.results ?? []) as R[];
}

/** A successful single-record answer of `c` with `command`; answers the record. */
export function expectSingle<R = Record<string, unknown>>(res: Response, c: Collection, command: string): R {
  expectJson(res, 200, singleSchema(c));
  expect(res.body.command).toBe(command);
  return res.body.answer as R;
}

/** A JSON error envelope with `status`, its reason phrase, and a `detail` starting as given. */
export function expectJsonError(res: Response, status: number, detailStart: string): void {
  expectJson(res, status, ERROR_SCHEMA);
  expect(res.body.code).toBe(status);
  expect(res.body.answer).toBeUndefined();
  expect(String(res.body.detail).startsWith(detailStart), `detail: ${res.body.detail}`).toBe(true);
  expect(res.headers['connection']).toBe('close');
}

/** An error before a handler is bound: the real server's HTML page (reference §2.3). */
export function expectHtmlError(res: Response, status: number, reason: string): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toBe('text/html');
  expect(res.headers['connection']).toBe('close');
  if (res.text !== undefined && res.text !== '') expect(res.text).toBe(`<html><body>Error ${reason}</body></html>`);
}

export const ids = (records: readonly { HOSTID?: unknown }[]): string[] => records.map((r) => String(r.HOSTID));

/** Code-unit order, which is the order of the lowercase ASCII ids these tests use. */
export const sortedIds = (list: readonly string[]): string[] => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
