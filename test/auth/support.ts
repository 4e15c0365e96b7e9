// Test support for authentication: a fake with auth on, a clock 30 s after the worked examples'
// timestamp (reference §10), seeded client-only users with known passwords and roles, and the
// X-Auth-* headers of a v1 request signed with the fake's own signing code.
import { expect } from 'vitest';
import type { Response } from 'supertest';
import { DEFAULT_CLASS_PREFIX, PACKET_CLASS, UPDATED_INFO, type Host, type PacketKind, v1Signature, v1SignedText } from '../../contract/index.ts';
import type { AuthMode, FakeServerOptions } from '../../fake-server/index.ts';
import { snapshot, testFake, type TestFake } from '../support/fake-app.ts';

/** The timestamp of the worked examples, and "now" 30 s later. */
export const TS = '2024-01-01T00:00:00.000Z';
export const NOW = '2024-01-01T00:00:30.000Z';
export const SIGNATURE_KEY = 'secret-key';
export const OWN_HOST = 'server1';
export const PREFIX = DEFAULT_CLASS_PREFIX;

export interface User {
  readonly id: string;
  readonly password: string;
  readonly port?: number;
  readonly active?: boolean;
  readonly admin?: boolean;
  /** Role set text in the own host configuration; undefined: no entry. */
  readonly roleset?: string;
}

/** Every user the auth tests log in as. */
export const USERS = {
  admin: { id: 'admin', password: 'pwd', admin: true },
  sys: { id: 'sys-user', password: 'sys-pwd', roleset: 'SYSTEM' },
  hostman: { id: 'host-user', password: 'host-pwd', roleset: 'HOST' },
  cfg: { id: 'cfg-user', password: 'cfg-pwd', roleset: 'PARTNER RULE|host' },
  partial: { id: 'partial-user', password: 'partial-pwd', roleset: 'READONLY TRANSFER RULE' },
  logger: { id: 'log-user', password: 'log-pwd', roleset: 'LOGCONTROL' },
  limiter: { id: 'limit-user', password: 'limit-pwd', roleset: 'LIMIT' },
  reader: { id: 'read-user', password: 'read-pwd', roleset: 'READONLY' },
  nobody: { id: 'nobody', password: 'nobody-pwd' },
  partner: { id: 'partner-server', password: 'partner-pwd', port: 6670, admin: true },
  sleeper: { id: 'sleeper', password: 'sleeper-pwd', active: false, admin: true },
  /** This server itself, as a client-only account with no role of its own. */
  self: { id: OWN_HOST, password: 'self-pwd' },
} as const satisfies Record<string, User>;

const hostRecord = (u: User): Host => ({
  '@model': 'DbHostAuth',
  HOSTID: u.id,
  ADDRESS: (u.port ?? -1) < 0 ? '0.0.0.0' : '10.1.2.3',
  PORT: u.port ?? -1,
  HOSTKEY: null,
  ISSSL: false,
  ISCLIENT: (u.port ?? -1) < 0,
  ISPROXIFIED: false,
  ADMINROLE: u.admin ?? false,
  ISACTIVE: u.active ?? true,
  UPDATEDINFO: UPDATED_INFO.NOTUPDATED,
});

const rolesXml = (users: readonly User[]) =>
  `<roles>${users.filter((u) => u.roleset !== undefined).map((u) => `<role><roleid>${u.id}</roleid><roleset>${u.roleset}</roleset></role>`).join('')}</roles>`;

/** A fake in `mode` (small dataset, clock at NOW) with USERS seeded and their roles in the own host configuration. */
export function authFake(mode: AuthMode, options: FakeServerOptions = {}): TestFake {
  const t = testFake({ auth: mode, dataset: 'small', clock: `frozen:${NOW}`, ...options });
  const users = Object.values(USERS) as User[];
  for (const u of users) t.fake.store.hosts.put(hostRecord(u), Buffer.from(u.password, 'utf8'));
  const own = t.fake.store.hostconfigs.get(OWN_HOST)?.record;
  if (!own) throw new Error('the small dataset has no own host configuration');
  t.fake.store.hostconfigs.put({ ...own, ROLES: rolesXml(users) });
  return t;
}

export interface SignOptions {
  readonly user?: User | undefined;
  /** Password put in the signed text; default the user's own. */
  readonly password?: string | undefined;
  readonly timestamp?: string | undefined;
  readonly signatureKey?: string;
}

/** X-Auth-User, X-Auth-Timestamp and X-Auth-Key of `url` (path and query) as a client signs it. */
export function signedHeaders(url: string, o: SignOptions = {}): Record<string, string> {
  const q = url.indexOf('?');
  const timestamp = o.timestamp ?? TS;
  const user = o.user?.id;
  const password = o.password ?? o.user?.password;
  const text = v1SignedText({ path: q < 0 ? url : url.slice(0, q), query: q < 0 ? '' : url.slice(q + 1), timestamp, user, password });
  const headers: Record<string, string> = { 'X-Auth-Timestamp': timestamp, 'X-Auth-Key': v1Signature(o.signatureKey ?? SIGNATURE_KEY, text) };
  if (user !== undefined) headers['X-Auth-User'] = user;
  return headers;
}

/** Headers of an unsigned request (basic mode): user and timestamp only. */
export const userHeaders = (user: User, timestamp: string = TS): Record<string, string> => ({ 'X-Auth-User': user.id, 'X-Auth-Timestamp': timestamp });

/** A packet body of `kind` under the default prefix. */
export const packet = (kind: PacketKind, values: Record<string, unknown> = {}) => ({ '@class': PREFIX + PACKET_CLASS[kind], ...values });

/** The v1 401 page. */
export function expectUnauthorizedHtml(res: Response): void {
  expect(res.status, res.text).toBe(401);
  expect(res.headers['content-type']).toBe('text/html');
  expect(res.text).toBe('<html><body>Error Unauthorized</body></html>');
}

export function expectForbiddenHtml(res: Response): void {
  expect(res.status, res.text).toBe(403);
  expect(res.headers['content-type']).toBe('text/html');
  expect(res.text).toBe('<html><body>Error Forbidden</body></html>');
}

/** A 401 JSON envelope written without Content-Type and Referer (reference §2.3); answers the parsed body. */
export function expectUnauthorizedJson(res: Response): Record<string, any> {
  expect(res.status, res.text).toBe(401);
  expect(res.headers['content-type']).toBeUndefined();
  expect(res.headers['referer']).toBeUndefined();
  const body = JSON.parse(res.text) as Record<string, any>;
  expect(body.code).toBe(401);
  expect(body.message).toBe('Unauthorized');
  return body;
}

/** Runs `act` and fails unless every collection and the block flag are as they were. */
export async function unchanged<T>(t: TestFake, act: () => PromiseLike<T>): Promise<T> {
  const before = snapshot(t.fake);
  const blocked = t.fake.server.blocked;
  const result = await act();
  expect(snapshot(t.fake)).toBe(before);
  expect(t.fake.server.blocked).toBe(blocked);
  return result;
}
