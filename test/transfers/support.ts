// Shared helpers of the /transfers tests: a POSTed fixture, envelope and rejection assertions, a naive list model.
import { expect } from 'vitest';
import type supertest from 'supertest';
import type { FakeServer } from '../../fake-server/index.ts';
import { snapshot, storeTransfer, violations } from '../support/fake-app.ts';
export { handle } from '../support/fake-app.ts';

export type Response = supertest.Response;

export const LIST = 'urn:tmkit:v1-list-transfers';
export const SINGLE = 'urn:tmkit:v1-single-transfers';
export const ERROR = 'urn:tmkit:v1-error';
export const OPTIONS = 'urn:tmkit:v1-options';

/** The fake's frozen clock (2025-01-01T00:00:00.000Z) in epoch ms. */
export const NOW = 1735689600000;
export const HOUR = 3_600_000;
/** Midnight UTC of 2026-11-20, the day the fixture transfers start around. */
export const T0 = Date.parse('2026-11-20T00:00:00.000Z');

/** The smallest valid POST body. */
export const MINIMAL = { FILENAME: 'f.txt', IDRULE: 'rule1', REQUESTER: 'server1', REQUESTED: 'hostA' } as const;

/** What a fixture transfer is made of; everything a list filter looks at. */
export interface Row {
  readonly SPECIALID: number;
  readonly OWNERREQ: string;
  readonly REQUESTER: string;
  readonly REQUESTED: string;
  readonly IDRULE: string;
  readonly STARTTRANS: number;
  readonly UPDATEDINFO: number;
  readonly GLOBALSTEP: number;
}

const row = (SPECIALID: number, OWNERREQ: string, REQUESTER: string, REQUESTED: string, IDRULE: string, hours: number, UPDATEDINFO: number, GLOBALSTEP: number): Row =>
  ({ SPECIALID, OWNERREQ, REQUESTER, REQUESTED, IDRULE, STARTTRANS: T0 + hours * HOUR, UPDATEDINFO, GLOBALSTEP });

/**
 * Twelve transfers covering every status flag, three owners, three partners and three rules.
 * 101, 107 and 110 share a STARTTRANS (ties are broken by SPECIALID descending).
 */
export const FIXTURE: readonly Row[] = [
  row(100, 'server1', 'server1', 'hostC', 'rule1', 0.5, 3, 0), // PENDING
  row(101, 'server1', 'server1', 'hostA', 'rule1', 10, 3, 0), // PENDING
  row(102, 'server1', 'hostB', 'server1', 'rule1', 9, 5, 2), // INTRANSFER
  row(103, 'server1', 'server1', 'hostA', 'rule2', 11, 4, 5), // INERROR
  row(104, 'server1', 'hostA', 'server1', 'rule2', 8, 2, 2), // INERROR (interrupted)
  row(105, 'server1', 'server1', 'hostB', 'rule1', 12, 6, 4), // DONE
  row(106, 'server1', 'server1', 'hostB', 'rule1', -24, 1, 4), // DONE (by GLOBALSTEP)
  row(107, 'server1', 'hostA', 'server1', 'rule2', 10, 0, 5), // INERROR (by GLOBALSTEP)
  row(108, 'hostA', 'hostA', 'server1', 'rule1', 13, 4, 5), // INERROR, other owner
  row(109, 'hostB', 'server1', 'hostB', 'rule2', 7, 6, 4), // DONE, other owner
  row(110, 'hostA', 'hostA', 'hostB', 'rule1', 10, 5, 2), // INTRANSFER, other owner
  row(111, 'server1', 'hostC', 'server1', 'rule3', 24, 1, 0), // no status flag
];

/**
 * Stores `rows` with POST /transfers, each with the UPDATEDINFO it asks for (storeTransfer).
 */
export function postRows(fake: FakeServer, rows: readonly Row[]): void {
  for (const { UPDATEDINFO, ...fields } of rows) storeTransfer(fake, { ...fields, FILENAME: `file-${fields.SPECIALID}.dat` }, UPDATEDINFO);
}

/** Asserts a 200 list answer that is valid against the contract. */
export function expectList(res: Response): void {
  expect(res.status, res.text).toBe(200);
  expect(res.headers['content-type']).toBe('application/json');
  expect(res.body.command).toBe('MULTIGET');
  expect(violations(LIST, res.body)).toEqual([]);
}

/** Asserts a 200 single-record answer with `command`, valid against the contract. */
export function expectSingle(res: Response, command: 'GET' | 'CREATE' | 'UPDATE' | 'DELETE'): void {
  expect(res.status, res.text).toBe(200);
  expect(res.headers['content-type']).toBe('application/json');
  expect(res.body.command).toBe(command);
  expect(violations(SINGLE, res.body)).toEqual([]);
}

/** Asserts a JSON error envelope with this status, valid against the contract, closing the connection. */
export function expectJsonError(res: Response, status: number, message: string): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers['content-type']).toBe('application/json');
  expect(res.headers['connection']).toBe('close');
  expect(res.body.code).toBe(status);
  expect(res.body.message).toBe(message);
  expect(res.body).not.toHaveProperty('answer');
  expect(violations(ERROR, res.body)).toEqual([]);
}

/** Asserts the HTML error page of a failure before a handler is bound (reference §2.3). */
export function expectHtmlError(res: Response, status: number, reason: string): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toBe('text/html');
  expect(res.headers['connection']).toBe('close');
  expect(res.text).toBe(`<html><body>Error ${reason}</body></html>`);
}

/** Sends a request that must be rejected and asserts it changed nothing in the store. */
export async function rejected(fake: FakeServer, request: PromiseLike<Response>): Promise<Response> {
  const before = snapshot(fake);
  const res = await request;
  expect(res.status, res.text).toBeGreaterThanOrEqual(400);
  expect(snapshot(fake)).toBe(before);
  return res;
}

// ---------------------------------------------------------------------------------------------
// Naive model of GET /transfers, written independently of the fake (reference §3.2, §18).

export type StatusFlag = 'PENDING' | 'INTRANSFER' | 'INERROR' | 'DONE';
export const FLAGS: readonly StatusFlag[] = ['PENDING', 'INTRANSFER', 'INERROR', 'DONE'];

const FLAG_TEST: Record<StatusFlag, (r: Row) => boolean> = {
  PENDING: (r) => r.UPDATEDINFO === 3,
  INTRANSFER: (r) => r.UPDATEDINFO === 5,
  INERROR: (r) => r.UPDATEDINFO === 4 || r.UPDATEDINFO === 2 || r.GLOBALSTEP === 5,
  DONE: (r) => r.UPDATEDINFO === 6 || r.GLOBALSTEP === 4,
};

export interface ModelQuery {
  /** '*' for every owner. */
  readonly owner: string;
  readonly partner?: string;
  readonly rule?: string;
  /** OR-ed; empty means every status. */
  readonly flags: readonly StatusFlag[];
  readonly startId?: number;
  readonly stopId?: number;
  readonly startTrans?: number;
  readonly stopTrans?: number;
  readonly orderById: boolean;
  /** The number of rows at most (already the smaller of LIMIT and limit). */
  readonly cap: number;
}

export function modelList(rows: readonly Row[], q: ModelQuery): Row[] {
  const kept = rows.filter(
    (r) =>
      (q.owner === '*' || r.OWNERREQ === q.owner) &&
      (q.partner === undefined || r.REQUESTER === q.partner || r.REQUESTED === q.partner) &&
      (q.rule === undefined || r.IDRULE === q.rule) &&
      (q.flags.length === 0 || q.flags.some((f) => FLAG_TEST[f](r))) &&
      (q.startId === undefined || r.SPECIALID >= q.startId) &&
      (q.stopId === undefined || r.SPECIALID <= q.stopId) &&
      (q.startTrans === undefined || r.STARTTRANS >= q.startTrans) &&
      (q.stopTrans === undefined || r.STARTTRANS <= q.stopTrans),
  );
  kept.sort((a, b) => (q.orderById ? b.SPECIALID - a.SPECIALID : b.STARTTRANS - a.STARTTRANS || b.SPECIALID - a.SPECIALID));
  return kept.slice(0, Math.max(0, q.cap));
}

export const idList = (rows: readonly Row[]): string[] => rows.map((r) => String(r.SPECIALID));
