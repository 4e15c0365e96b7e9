import { expect, it } from 'vitest';
import { useFakeServer, verify } from 'transfer-monitor-kit/vitest';

const monitor = useFakeServer({ seed: 5 });   // a fake on loopback; before each test: seeded data, empty journal, no mishap

it('asks for five transfers (journal)', async () => {
  await fetch(`${monitor.url}/transfers?LIMIT=5`);
  verify(monitor.fake, { operation: 'listTransfers', query: { LIMIT: '5' } });
});

it('gives up on a stalled server after its timeout (mishap)', async () => {
  monitor.fake.mishaps.schedule({ kind: 'stall', match: { path: '/transfers' } });
  await expect(fetch(`${monitor.url}/transfers`, { signal: AbortSignal.timeout(200) })).rejects.toThrow(/timeout/i);
});
