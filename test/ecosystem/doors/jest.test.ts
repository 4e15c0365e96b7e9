// In jest these hooks are globals (or come from '@jest/globals'); vitest's run this file in npm test.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { fakeServerPerFile, verify } from 'transfer-monitor-kit';

const monitor = fakeServerPerFile({ beforeAll, beforeEach, afterAll }, { seed: 5 });

it('deletes the host by its id (journal)', async () => {
  await fetch(`${monitor.url}/hosts/hosta`, { method: 'DELETE' });
  verify(monitor.fake, { method: 'DELETE', path: '/hosts/hosta' }, { times: 1 });
});

it('shows a 503 as "try later" (mishap)', async () => {
  monitor.fake.mishaps.schedule({ kind: 'status', status: 503, match: { operation: 'getServerStatus' } });
  const res = await fetch(`${monitor.url}/server`);
  expect(res.status === 503 ? 'try later' : 'ok').toBe('try later');
});
