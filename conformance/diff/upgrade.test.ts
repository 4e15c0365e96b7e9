// The upgrade report groups a diff's differences by operation and kind, operations in the order
// the script met them and kinds in the diff checks' order, each with what a client sees on each side.
import { describe, expect, it } from 'vitest';
import type { Deviation } from '../runner/deviation.ts';
import { DIFF_CHECKS } from './diff-result.ts';
import { upgradeOf } from './upgrade.ts';

const KINDS = Object.values(DIFF_CHECKS).map((c) => c.id);
const dev = (check: string, operation: string, title: string, a: string, b: string, more: Partial<Deviation> = {}): Deviation => ({
  check, operation, title, expected: `A: ${a}\n\nA answered 200 …`, received: `B: ${b}\n\nB answered 400 …`, severity: 'major', seed: 0, occurrences: 1, ...more,
});

describe('upgradeOf', () => {
  it('one group per operation and kind, counting differences and the known ones', () => {
    const u = upgradeOf('3.5.2', '3.6.2', [
      dev('diff_body', 'GET /hosts', '/answer/results/0/PORT differs', '-1', '0'),
      dev('diff_status', 'GET /transfers/:id', 'status differs: A 200, B 400', '200', '400'),
      dev('diff_body', 'GET /hosts', '/answer/results/1/PORT differs', '-1', '0', { occurrences: 2, baselined: 'known' }),
      dev('diff_status', 'GET /hosts', 'status differs: A 200, B 404', '200', '404'),
    ], KINDS);
    expect([u.from, u.to]).toEqual(['3.5.2', '3.6.2']);
    expect(u.groups).toEqual([
      { operation: 'GET /hosts', kind: 'diff_status', differences: 1, known: 0, before: '200', after: '404', titles: ['status differs: A 200, B 404'] },
      { operation: 'GET /hosts', kind: 'diff_body', differences: 3, known: 2, before: '-1', after: '0', titles: ['/answer/results/0/PORT differs', '/answer/results/1/PORT differs'] },
      { operation: 'GET /transfers/:id', kind: 'diff_status', differences: 1, known: 0, before: '200', after: '400', titles: ['status differs: A 200, B 400'] },
    ]);
  });

  it('keeps the first three distinct findings of a group', () => {
    const many = [1, 2, 3, 4].map((i) => dev('diff_body', 'GET /rules', `finding ${i}`, 'a', 'b'));
    expect(upgradeOf('3.5.2', '3.6.2', many, KINDS).groups[0]?.titles).toEqual(['finding 1', 'finding 2', 'finding 3']);
  });
});
