// Shared helpers of the /v2/limits tests: the answers' exact shapes (limits record, v2 error body,
// empty answers), raw requests without the Content-Type supertest would add, and the rule that a
// rejected request leaves the whole store as it was.
import { expect } from 'vitest';
import type { Response } from 'supertest';
import type { FakeServer } from '../../fake-server/index.ts';
import { snapshot, testFake, violations } from '../support/fake-app.ts';

export const LIMITS = '/v2/limits';

export interface Limits {
  downGlobalLimit: number;
  upGlobalLimit: number;
  downSessionLimit: number;
  upSessionLimit: number;
  delayLimit: number;
}

export const ZERO: Limits = { downGlobalLimit: 0, upGlobalLimit: 0, downSessionLimit: 0, upSessionLimit: 0, delayLimit: 0 };

/** The record's exact text: the five fields in the real server's order (reference §11). */
export const limitsText = (l: Limits) =>
  `{"downGlobalLimit":${l.downGlobalLimit},"upGlobalLimit":${l.upGlobalLimit},"downSessionLimit":${l.downSessionLimit},"upSessionLimit":${l.upSessionLimit},"delayLimit":${l.delayLimit}}`;

/** A limits record answer: status, JSON content type, valid against the contract, exact bytes. */
export function expectLimits(res: Response, status: number, limits: Limits): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers['content-type']).toBe('application/json');
  expect(violations('urn:tmkit:limits', res.body)).toEqual([]);
  expect(res.text).toBe(limitsText(limits));
}

/** A v2 error answer: 400, valid against the contract, exactly these [errorCode, message] pairs. */
export function expectV2Errors(res: Response, errors: readonly (readonly [number, string])[]): void {
  expect(res.status, res.text).toBe(400);
  expect(res.headers['content-type']).toBe('application/json');
  expect(violations('urn:tmkit:v2-error', res.body)).toEqual([]);
  expect(res.body.errors).toEqual(errors.map(([errorCode, message]) => ({ message, errorCode })));
}

/** An answer without a body and without a Content-Type (204, 404, 405, 415). */
export function expectEmpty(res: Response, status: number): void {
  expect(res.status, res.text).toBe(status);
  expect(res.text ?? '').toBe('');
  expect(res.headers['content-type']).toBeUndefined();
}

/** Runs `act` and fails unless the store is byte-for-byte what it was before. */
export async function unchangedBy<T>(fake: FakeServer, act: () => PromiseLike<T>): Promise<T> {
  const before = snapshot(fake);
  const result = await act();
  expect(snapshot(fake)).toBe(before);
  return result;
}

/** A fake without a limits row (dataset `empty`): GET /v2/limits starts at 404. */
export const withoutRow = () => testFake({ dataset: 'empty' });

/** A fake whose limits row holds `limits`, made through POST /v2/limits. */
export async function withRow(limits: Limits = ZERO): Promise<ReturnType<typeof testFake>> {
  const t = withoutRow();
  expectLimits(await t.http.post(LIMITS).send({ ...limits }), 201, limits);
  return t;
}

/** A request straight to the fake, with exactly these headers (supertest adds a Content-Type to text). */
export function raw(fake: FakeServer, method: string, body: string, headers: Record<string, string> = {}) {
  return fake.handle({ method, url: LIMITS, headers, body });
}
