// fakeServerPerFile takes a runner's hooks as values, as a jest suite passes its globals: here the
// runner's hooks are handed over explicitly, and the fake starts, resets per test and serves.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeServerPerFile } from 'transfer-monitor-kit';

const calls: string[] = [];
const monitor = fakeServerPerFile(
  {
    beforeAll: (fn) => beforeAll(async () => { calls.push('beforeAll'); await fn(); }),
    beforeEach: (fn) => beforeEach(async () => { calls.push('beforeEach'); await fn(); }),
    afterAll: (fn) => afterAll(fn),
  },
  { seed: 2, dataset: 'empty' },
);

describe('fakeServerPerFile with hooks given as values (jest style)', () => {
  it('starts the fake in beforeAll and resets it before each test', async () => {
    expect(calls).toEqual(['beforeAll', 'beforeEach']);
    const created = await fetch(`${monitor.url}/hosts`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ HOSTID: 'jest-host', ADDRESS: '10.0.0.9', PORT: 6666, HOSTKEY: 'k' }) });
    expect(created.status).toBe(200);
  });

  it('has forgotten the previous test\'s host', async () => {
    expect(calls).toEqual(['beforeAll', 'beforeEach', 'beforeEach']);
    expect((await fetch(`${monitor.url}/hosts/jest-host`)).status).toBe(404);
  });
});
