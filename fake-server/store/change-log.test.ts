// The change log gives its changes back newest first, and gives up past its bound (a reset then loads again).
import { expect, it } from 'vitest';
import { ChangeLog, changeBound } from './change-log.ts';

it('hands out the changes newest first and is empty after', () => {
  const log = new ChangeLog();
  for (let slot = 0; slot < 3; slot++) log.record({ kind: 'inserted', slot, fromEnd: true });
  expect([...log.drain()].map((c) => c.slot)).toEqual([2, 1, 0]);
  expect(log.size).toBe(0);
});

it('is no longer intact past its bound, until cleared', () => {
  const log = new ChangeLog();
  log.clear(500_000);
  expect(changeBound(500_000)).toBe(50_000);
  for (let slot = 0; slot <= changeBound(500_000); slot++) log.record({ kind: 'deleted', slot, json: '{}' });
  expect(log.intact).toBe(false);
  expect(log.size).toBe(0);
  log.clear(0);
  expect(log.intact).toBe(true);
});
