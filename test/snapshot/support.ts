// Helpers of the snapshot and diff tests: a suite client on a fake in process, and plain reads.
import { Client } from '../../conformance/index.ts';
import { embeddedTarget } from '../../composition/index.ts';
import type { FakeServer } from '../../fake-server/index.ts';

/** The suite's client on `fake`, reads only, as `tmkit snapshot` builds one for a URL. */
export const readOnlyClient = (fake: FakeServer): Client =>
  new Client(embeddedTarget(fake), { mode: 'none' }, { writes: false, purge: false, shutdown: false }, () => fake.clock.now());

/** The status and body of one request to `fake`. */
export function ask(fake: FakeServer, method: string, url: string, body = ''): { status: number; body: string } {
  const reply = fake.handle({ method, url, headers: { 'accept-language': 'en', ...(body ? { 'content-type': 'application/json' } : {}) }, body });
  return { status: reply.status, body: reply.body };
}
