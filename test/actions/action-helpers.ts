// Shared helpers of the action endpoint tests (/log, /info, /bandwidth, /server): packet builders and the answer shapes of reference §2.3-§2.5, §17.
import { expect } from 'vitest';
import type { Response } from 'supertest';
import type { FakeServer } from '../../fake-server/index.ts';
import { snapshot, violations } from '../support/fake-app.ts';

export const DEFAULT_PREFIX = 'org.vendor.openproto.';
export const WAARP_PREFIX = 'org.waarp.openr66.';

export type PacketName = 'LogJsonPacket' | 'LogResponseJsonPacket' | 'InformationJsonPacket' | 'BandwidthJsonPacket' | 'ShutdownOrBlockJsonPacket';

/** The full `@class` of a packet under a prefix. */
export const classOf = (name: PacketName, prefix = DEFAULT_PREFIX) => `${prefix}protocol.localhandler.packet.json.${name}`;

/** A request packet: `@class` plus the given fields. */
export const packet = (name: PacketName, fields: Record<string, unknown> = {}, prefix = DEFAULT_PREFIX) => ({ '@class': classOf(name, prefix), ...fields });

export const SCHEMA = {
  bandwidth: 'urn:tmkit:v1-action-bandwidth',
  serverStatus: 'urn:tmkit:v1-action-server-status',
  shutdown: 'urn:tmkit:v1-action-shutdown',
  info: 'urn:tmkit:v1-action-info',
  error: 'urn:tmkit:v1-error',
  options: 'urn:tmkit:v1-options',
  status: 'urn:tmkit:server-status',
} as const;

/** The admin password configured explicitly, and its shutdown/block key (reference §7.2, §18). */
export const ADMIN_PASSWORD = 'pwdhttp';
export const ADMIN_KEY = '7cSYejBa7V8hBXju4rl3mQ==';

/** A JSON answer with this HTTP status, the exact content type, valid against `schemaId`. */
export function expectJson(res: Response, status: number, schemaId: string): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers['content-type']).toBe('application/json');
  expect(violations(schemaId, res.body), res.text).toEqual([]);
}

/** The routing head of a v1 envelope without query arguments. */
export const routing = (method: string, base: string) => ({ 'X-method': method, path: `/${base}`, base, uri: {} });

/** An unreadable packet: HTTP 400 with only `{message, code, detail}`, no routing fields (reference §2.3, §17). */
export function expectShortBadRequest(res: Response): void {
  expectJson(res, 400, SCHEMA.error);
  expect(Object.keys(res.body).sort()).toEqual(['code', 'detail', 'message']);
  expect(res.body.message).toBe('Bad Request');
  expect(res.body.code).toBe(400);
  expect(typeof res.body.detail).toBe('string');
  expect(res.body.detail.length).toBeGreaterThan(0);
}

/** No body where a packet is needed: the full envelope with "not enough information" (reference §5, §17). */
export function expectNotEnoughInformation(res: Response, method: string, base: string): void {
  expectJson(res, 400, SCHEMA.error);
  expect(res.body).toEqual({ ...routing(method, base), detail: 'not enough information', message: 'Bad Request', code: 400 });
}

/** The HTML page of a method the handler does not have (reference §2.3, §17). */
export function expectHtml405(res: Response): void {
  expect(res.status).toBe(405);
  expect(res.headers['content-type']).toBe('text/html');
  expect(res.text).toBe('<html><body>Error Method Not Allowed</body></html>');
}

/** Everything a rejected action request must leave alone: the records, the block flag, no shutdown. */
function stateOf(fake: FakeServer): string {
  return JSON.stringify({ records: snapshot(fake), blocked: fake.server.blocked });
}

/** Runs `act`, then fails unless the state is what it was and no shutdown was signalled. */
export async function leavesStateAlone<T>(fake: FakeServer, act: () => PromiseLike<T>): Promise<T> {
  const before = stateOf(fake);
  let shutdowns = 0;
  const count = () => void shutdowns++;
  fake.server.events.on('shutdown', count);
  try {
    const result = await act();
    expect(stateOf(fake)).toBe(before);
    expect(shutdowns).toBe(0);
    return result;
  } finally {
    fake.server.events.off('shutdown', count);
  }
}
