// Every parameter's meaning is checked (issue "A suite that is never fooled", item 1): the faults
// generated from the operations table cover every parameter, the unobservable ones name real
// parameters, and the suite misses exactly the gaps listed in parameter-faults.ts. That every other
// generated fault is caught is in detection-parameters-{1,2}.test.ts (split to run side by side).
import { describe, expect, it } from 'vitest';
import { OPERATIONS, UNOBSERVABLE_PARAMETERS } from '../../../contract/index.ts';
import { PARAMETER_FAULTS, parametersOf } from '../../../fake-server/index.ts';
import { detectFault } from '../../../bench/fault-detection/detection.ts';
import { isUnobservable, NOT_CAUGHT_YET } from './parameter-faults.ts';

const archiveDir = process.env['TMKIT_TEST_ARCHIVE'];

describe('the faults generated from the operations table', () => {
  it('cover every query and body parameter of every operation, and name only real ones as unobservable', () => {
    for (const o of OPERATIONS) for (const p of parametersOf(o)) expect(PARAMETER_FAULTS.some((f) => f.name === `ignores-${o.id}-${p}`), `${o.id} ${p}`).toBe(true);
    for (const [op, params] of Object.entries(UNOBSERVABLE_PARAMETERS)) {
      const o = OPERATIONS.find((x) => x.id === op);
      expect(o, op).toBeDefined();
      for (const p of Object.keys(params)) expect(parametersOf(o as (typeof OPERATIONS)[number]), `${op} ${p}`).toContain(p);
    }
    for (const name of NOT_CAUGHT_YET) expect(PARAMETER_FAULTS.some((f) => f.name === name), name).toBe(true);
  });

  it('misses exactly the listed gaps (a gap closed, or a new one, changes this list)', { timeout: 300_000 }, async () => {
    const missed: string[] = [];
    for (const f of PARAMETER_FAULTS.filter((x) => NOT_CAUGHT_YET.includes(x.name) && !isUnobservable(x))) {
      if ((await detectFault(f, { archiveDir, untilCaught: true })).caughtBy.length === 0) missed.push(f.name);
    }
    expect(missed).toEqual([...NOT_CAUGHT_YET]);
  });
});
