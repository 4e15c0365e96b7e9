// tmkit diff with a budget spent while it samples server A: one line and exit 2, never an uncaught RunStopped.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../cli/main.ts';
import { createFakeServer, listen, type RunningServer } from '../../fake-server/index.ts';

let a: RunningServer;
beforeAll(async () => {
  a = await listen(createFakeServer({ seed: 2 }), { port: 0 });
});
afterAll(async () => {
  await a.close();
});

describe('tmkit diff --budget', () => {
  it('stops with one line and exit 2 when the budget is spent before the script', async () => {
    const errors: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((...x: unknown[]) => void errors.push(x.join(' ')));
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(await main(['diff', '--target', a.url, '--against', a.url, '--budget', '3', '--format', 'console'])).toBe(2);
    } finally {
      error.mockRestore();
      write.mockRestore();
    }
    // The rate lines come first (one per side); the stop is the last line, said once.
    expect(errors.at(-1)).toBe('tmkit diff: the request budget of 3 requests is spent');
    expect(errors.filter((l) => l.includes('budget'))).toHaveLength(1);
  });
});
