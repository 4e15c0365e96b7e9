// The vitest door as a downstream suite uses it: a fake on loopback per file, its seeded state
// back before each test. Imported by the package's name.
import { describe, expect, it } from 'vitest';
import { useFakeServer } from 'transfer-monitor-kit/vitest';

const monitor = useFakeServer({ seed: 5, dataset: 'small' });

const hostIds = async () => ((await (await fetch(`${monitor.url}/hosts?LIMIT=1000`)).json()) as { answer: { results: { HOSTID: string }[] } }).answer.results.map((h) => h.HOSTID);

describe('transfer-monitor-kit/vitest: useFakeServer', () => {
  it('listens on 127.0.0.1 on a port of its own', () => {
    expect(monitor.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves the seeded dataset, and keeps a write for the rest of the test', async () => {
    const seeded = await hostIds();
    expect(seeded.length).toBe(10);
    const del = await fetch(`${monitor.url}/hosts/${encodeURIComponent(seeded[0] as string)}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect(await hostIds()).not.toContain(seeded[0]);
  });

  it('starts the next test from the seeded state again', async () => {
    expect((await hostIds()).length).toBe(10);
  });
});
