// The counts the README states are the code's: the checks of the registry, the planted faults
// (hand-written, generated from the operations table, equivalent variants). A check or fault
// added elsewhere fails here until the README says so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../conformance/index.ts';
import { INPUT_CELLS } from '../../contract/index.ts';
import { EQUIVALENT_VARIANTS, FAULTS, OPERATOR_FAULTS, PARAMETER_FAULTS } from '../../fake-server/index.ts';

const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8').replace(/\s+/g, ' ');

/** The number `pattern` (with one group of digits) finds in the README. */
const stated = (pattern: RegExp): number | undefined => {
  const m = pattern.exec(readme);
  return m ? Number(m[1]) : undefined;
};

describe('the counts of the README', () => {
  it.for([
    { what: 'checks of the registry', pattern: /any server with (\d+) checks/, actual: CHECKS.length },
    { what: 'hand-written planted faults', pattern: /each of the (\d+) hand-written faults/, actual: FAULTS.length },
    { what: 'faults generated from the operations table', pattern: /(\d+) faults generated from the operations table/, actual: PARAMETER_FAULTS.length },
    { what: 'equivalent variants', pattern: /the (\d+) equivalent variants/, actual: EQUIVALENT_VARIANTS.length },
    { what: 'faults of the contract-derived operators', pattern: /(\d+) faults of the operators derived from the contract/, actual: OPERATOR_FAULTS.length },
    { what: 'misreads', pattern: /a value class misread: (\d+)/, actual: OPERATOR_FAULTS.filter((f) => f.name.startsWith('misreads-')).length },
    { what: 'drops and moves', pattern: /a role refused: (\d+)/, actual: OPERATOR_FAULTS.filter((f) => /^(drops|moves)-/.test(f.name)).length },
    { what: 'resets', pattern: /resets what it was not sent: (\d+)/, actual: OPERATOR_FAULTS.filter((f) => f.name.startsWith('resets-')).length },
    { what: 'truncates', pattern: /a narrower column: (\d+)/, actual: OPERATOR_FAULTS.filter((f) => f.name.startsWith('truncates-')).length },
    { what: 'stale views', pattern: /a view answering from a wrong copy: (\d+)/, actual: OPERATOR_FAULTS.filter((f) => f.name.startsWith('stale-')).length },
    { what: 'double-encodes', pattern: /on the way in or out: (\d+)/, actual: OPERATOR_FAULTS.filter((f) => f.name.startsWith('double-encodes-')).length },
    { what: 'cells of the input space', pattern: /value classes (\d+)\/\d+/, actual: INPUT_CELLS.length },
  ])('$what', ({ pattern, actual }) => {
    expect(stated(pattern)).toBe(actual);
  });
});
