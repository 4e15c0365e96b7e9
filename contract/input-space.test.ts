// The input space names real operations and parameters, and the class classifier the coverage
// counts with recognises a value of every class the space lists (and only those it should).
import { describe, expect, it } from 'vitest';
import { classesOf, INPUT_CELLS, INPUT_SPACE, LEFT_OUT_OF_INPUT_SPACE, NOT_CARRIED, OPERATIONS, TEXT_WIDTH, VALUE_CLASS_IDS, type ValueClass } from './index.ts';

const bodyFields = (opId: string): string[] => {
  const o = OPERATIONS.find((x) => x.id === opId);
  return o ? [...o.parameters.map((p) => p.name)] : [];
};

describe('the input space', () => {
  it('names operations of the table, and of each only parameters it has (query, path) or body fields of its schema', () => {
    for (const [opId, params] of Object.entries(INPUT_SPACE)) {
      const o = OPERATIONS.find((x) => x.id === opId);
      expect(o, opId).toBeDefined();
      const named = bodyFields(opId);
      for (const p of Object.keys(params)) if (!o?.requestBody) expect(named, `${opId} ${p}`).toContain(p);
    }
  });

  it('uses only value classes of the catalogue, and gives every cell a reading', () => {
    for (const cell of INPUT_CELLS) {
      expect(VALUE_CLASS_IDS).toContain(cell.valueClass);
      expect(cell.reading.as).toBeTypeOf('string');
    }
    expect(INPUT_CELLS.length).toBeGreaterThan(500);
  });
});

describe('classesOf', () => {
  const cases: [Parameters<typeof classesOf>[0], unknown, ValueClass[], object?][] = [
    ['integer', 42, ['number-json']],
    ['integer', '42', ['number-text']],
    ['integer', 'abc', ['not-a-number']],
    ['integer', '-5', ['number-text', 'negative']],
    ['integer', '0', ['number-text', 'zero']],
    ['id', 9007199254740993n, ['number-json', 'past-2^53']],
    ['id', '9223372036854775807', ['number-text', 'largest', 'past-2^53']],
    ['integer', 2147483647, ['number-json', 'largest'], { largest: 2147483647n }],
    ['time', '0', ['time-zero']],
    ['time', 1735689600000, ['time-epoch-ms']],
    ['time', '2025-01-01', ['time-iso-date']],
    ['time', '2025-01-01T10:00:00.000Z', ['time-iso-z']],
    ['time', '2025-01-01T12:00:00.000+02:00', ['time-iso-offset']],
    ['status', 'O', ['status-letter']],
    ['status', 'O  ', ['status-padded']],
    ['status', 'CompleteOk', ['status-word']],
    ['boolean', true, ['boolean-json']],
    ['boolean', 'true', ['boolean-text']],
    ['boolean', 'TRUE', ['boolean-other-text']],
    ['text', null, ['null']],
    ['text', 'plain', ['text-ascii']],
    ['text', 'Zoë', ['text-latin']],
    ['text', 'Жук 雪', ['text-other-script']],
    ['text', 'a 😀', ['text-astral']],
    ['text', 'a  b', ['text-ascii', 'text-whitespace-run']],
    ['text', 'a<b>', ['text-ascii', 'text-xml-special']],
    ['text', 'x'.repeat(TEXT_WIDTH.key), ['text-ascii', 'text-longest'], { width: TEXT_WIDTH.key }],
    ['name', 'DONE', ['name-exact'], { names: ['DONE', 'INERROR'] }],
    ['name', 'done', ['name-other-case'], { names: ['DONE', 'INERROR'] }],
    ['name', 'bogus', [], { names: ['DONE', 'INERROR'] }],
    ['duration', 'PT1H', ['duration-iso']],
    ['duration', 'P1W', ['duration-iso']],
    ['duration', 'P1M', ['duration-months']],
    ['duration', 'bad', ['not-a-number']],
    ['array', ['hostb'], ['array-json']],
    ['array', 'hostb', ['text-ascii']],
  ];
  it.for(cases.map((c) => [`${c[0]} ${String(c[1]).slice(0, 30)}`, c] as const))('%s', ([, [kind, value, classes, opts]]) => {
    expect(classesOf(kind, value, opts ?? {})).toEqual(classes);
  });
});

describe('the classes no request carries', () => {
  it('are the JSON forms of path segments and query-only arguments, none of them a cell of the input space', () => {
    expect(NOT_CARRIED.length).toBeGreaterThan(0);
    for (const n of NOT_CARRIED) {
      expect(INPUT_SPACE[n.operation]?.[n.parameter], `${n.operation} ${n.parameter}`).toBeDefined();
      expect(INPUT_CELLS.some((c) => c.operation === n.operation && c.parameter === n.parameter && c.valueClass === n.valueClass), `${n.operation} ${n.parameter} ${n.valueClass}`).toBe(false);
    }
    for (const op of Object.keys(LEFT_OUT_OF_INPUT_SPACE)) {
      expect(OPERATIONS.some((o) => o.id === op)).toBe(true);
      expect(INPUT_SPACE[op]).toBeUndefined();
    }
  });
});
