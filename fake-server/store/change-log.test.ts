// The change log gives its changes back newest first, and gives up past its bound (a reset then loads again).
import { expect, it } from 'vitest';
import { ChangeLog, MAX_CHANGES } from './change-log.ts';

it('hands out the changes newest first and is empty after', () => {
  const log = new ChangeLog();
  for (let slot = 0; slot < 3; slot++) log.record({ kind: 'inserted', slot, fromEnd: true });
  expect([...log.drain()].map((c) => c.slot)).toEqual([2, 1, 0]);
  expect(log.size).toBe(0);
});

it('is no longer intact past its bound, until cleared', () => {
  const log = new ChangeLog();
  for (let slot = 0; slot <= MAX_CHANGES; slot++) log.record({ kind: 'deleted', slot, json: '{}' });
  expect(log.intact).toBe(false);
  expect(log.size).toBe(0);
  log.clear();
  expect(log.intact).toBe(true);
});
