// Shared helpers of the /v2/hosts, /v2/rules and /v2/hostconfig tests: one fake reached either in
// process (`fake.handle`) or over real HTTP (listening on port 0), requests in English, and a
// snapshot of every collection (rules included) to prove a refused request changed nothing.
import { afterEach, expect } from 'vitest';
import { createFakeServer, listen, type FakeServer, type FakeServerOptions, type RunningServer } from '../../fake-server/index.ts';

export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly text: string;
  readonly body: any;
}

export type Call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Answer>;

const parsed = (text: string): unknown => {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The request headers: English errors, and JSON for an object body (a string body is sent as is). */
function requestOf(body: unknown, headers: Record<string, string>): { text: string; headers: Record<string, string> } {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { text, headers: { 'accept-language': 'en', ...(text !== '' && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}), ...headers } };
}

/** A call straight through the fake's transport-free door. */
export function inProcess(fake: FakeServer): Call {
  return async (method, path, body, headers = {}) => {
    const req = requestOf(body, headers);
    const reply = fake.handle({ method, url: path, headers: req.headers, body: req.text });
    const lower = Object.fromEntries(Object.entries(reply.headers).map(([k, v]) => [k.toLowerCase(), v]));
    return { status: reply.status, headers: lower, text: reply.body, body: parsed(reply.body) };
  };
}

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

/** A call over real HTTP to the fake listening on a free port (closed after the test). */
export async function overHttp(fake: FakeServer): Promise<Call> {
  const server = await listen(fake, { port: 0 });
  running.push(server);
  return async (method, path, body, headers = {}) => {
    const req = requestOf(body, headers);
    const res = await fetch(server.url + path, { method, headers: req.headers, ...(req.text === '' ? {} : { body: req.text }) });
    const text = await res.text();
    return { status: res.status, headers: Object.fromEntries(res.headers.entries()), text, body: parsed(text) };
  };
}

/** Both doors, for `describe.each`. */
export const DOORS = [
  ['in process', async (fake: FakeServer) => inProcess(fake)],
  ['over HTTP', overHttp],
] as const;

/** A fresh fake (dataset `empty` unless told). */
export const freshFake = (options: FakeServerOptions = {}): FakeServer => createFakeServer({ dataset: 'empty', ...options });

/** Every collection, rules included, as text. */
export function storeSnapshot(fake: FakeServer): string {
  const rows = (it: Iterable<{ json: string }>) => [...it].map((r) => r.json).sort();
  const s = fake.store;
  return JSON.stringify([rows(s.transfers.values()), rows(s.hosts.values()), rows(s.hostconfigs.values()), rows(s.configurations.values()), rows(s.rules.values())]);
}

/** Runs `act` and fails unless the store is what it was before. */
export async function unchangedBy(fake: FakeServer, act: () => Promise<Answer>): Promise<Answer> {
  const before = storeSnapshot(fake);
  const answer = await act();
  expect(storeSnapshot(fake)).toBe(before);
  return answer;
}

/** A v2 error answer with exactly these [errorCode, message] pairs. */
export function expectErrors(a: Answer, errors: readonly (readonly [number, string])[]): void {
  expect(a.status, a.text).toBe(400);
  expect(a.headers['content-type']).toBe('application/json');
  expect(a.body.errors).toEqual(errors.map(([errorCode, message]) => ({ message, errorCode })));
}

/** An empty answer (204, 404, 415). */
export function expectEmpty(a: Answer, status: number): void {
  expect(a.status, a.text).toBe(status);
  expect(a.text).toBe('');
}
