// Invalid bodies per collection (reference §3, §18; interface field types): on create and update
// a required field missing or empty, a value of the wrong type, a value out of range, a string
// the sanity filter refuses, a body that is not an object, text that is not JSON; on delete a body
// that is not an object, text that is not JSON, or a string the sanity filter refuses; on a read
// of one record that string (§2.6). Each is a valid body of the fixture (or no body) with exactly
// one flaw, so the flaw alone explains the rejection.
import fc from 'fast-check';
import { COLLECTION_META, type Collection } from '../../../contract/index.ts';
import type { Json, JsonRecord } from '../scenarios/helpers.ts';
import type { Fixture } from './fixtures.ts';
import { insaneTextArb } from './invalid-values.ts';

export type WriteFlaw = 'missing' | 'empty' | 'wrong-type' | 'out-of-range' | 'insane' | 'non-object' | 'malformed' | 'single-quoted';
export type WriteOp = 'create' | 'update' | 'read' | 'delete';

interface WriteSpec {
  /** Fields POST requires (reference §3.2-§3.5, §18). */
  readonly required: readonly string[];
  readonly wrongTypes: readonly (readonly [string, Json])[];
  readonly outOfRange: fc.Arbitrary<readonly [string, Json]> | undefined;
  /** Text fields where a value failing the sanity filter is tried. */
  readonly textFields: readonly string[];
}

const SPECS: Readonly<Record<Collection, WriteSpec>> = {
  transfers: {
    required: ['FILENAME', 'IDRULE', 'REQUESTER', 'REQUESTED'],
    wrongTypes: [['RANK', 'abc'], ['BLOCKSZ', {}], ['GLOBALSTEP', 'first'], ['RETRIEVEMODE', 'maybe'], ['ISMOVED', []], ['STARTTRANS', 'not a date'], ['FILENAME', {}], ['FILEINFO', [1]], ['MODETRANS', 'fast']],
    outOfRange: fc.tuple(fc.constantFrom('GLOBALSTEP', 'GLOBALLASTSTEP'), fc.constantFrom(9, 6, -1, 100)),
    textFields: ['FILENAME', 'FILEINFO', 'ORIGINALNAME', 'TRANSFERINFO'],
  },
  hosts: {
    required: ['HOSTID', 'ADDRESS', 'HOSTKEY'],
    wrongTypes: [['PORT', 'abc'], ['PORT', {}], ['ISSSL', 'maybe'], ['ISACTIVE', []], ['ADMINROLE', {}], ['ADDRESS', {}], ['HOSTKEY', [1, 2]]],
    outOfRange: fc.tuple(fc.constant('PORT'), fc.integer({ min: 65536, max: 1_000_000 })),
    textFields: ['ADDRESS'],
  },
  hostconfigs: {
    required: ['HOSTID'],
    wrongTypes: [['BUSINESS', {}], ['ROLES', []], ['ALIASES', 42], ['OTHERS', true]],
    outOfRange: undefined,
    textFields: ['BUSINESS', 'ROLES', 'ALIASES', 'OTHERS'],
  },
  configurations: {
    required: ['HOSTID'],
    wrongTypes: [['READGLOBALLIMIT', 'abc'], ['WRITEGLOBALLIMIT', {}], ['DELAYLIMIT', true], ['READSESSIONLIMIT', []], ['WRITESESSIONLIMIT', 'none']],
    // None: the interface types the limits bigint with no bound, and a real 3.6.2 server stores
    // negative ones as given (docs/real-server-3.6.2.md).
    outOfRange: undefined,
    // HOSTID is the record's only text; a body value the sanity filter refuses is 404 on one
    // record even here, where an unknown id reads as zero limits (§2.6, §3.5).
    textFields: ['HOSTID'],
  },
  rules: {
    required: ['IDRULE'],
    // None: 3.6.2 reads every field of a rule leniently (MODETRANS "abc" is stored as 0, an XML
    // text it cannot parse as no host or no task), so no wrong type is refused.
    wrongTypes: [],
    outOfRange: undefined,
    textFields: ['RECVPATH', 'SENDPATH', 'ARCHIVEPATH', 'WORKPATH'],
  },
};

export interface WriteCase {
  readonly op: WriteOp;
  /** The anchor's identity, or fresh identity k (creates only). */
  readonly target: 'anchor' | number;
  readonly flaw: WriteFlaw;
  readonly field?: string;
  readonly value?: Json;
}

/** One arbitrary per kind of flaw the collection and operation allow. */
export function writeCaseArbs(c: Collection, op: WriteOp): fc.Arbitrary<WriteCase>[] {
  const spec = SPECS[c];
  const target: fc.Arbitrary<'anchor' | number> = op === 'create' ? fc.oneof(fc.constant('anchor' as const), fc.nat({ max: 999 })) : fc.constant('anchor' as const);
  const flaws: fc.Arbitrary<Omit<WriteCase, 'op' | 'target'>>[] = [];
  const cases: fc.Arbitrary<WriteCase>[] = [];
  // A read ignores a body that is not JSON (§2.2): only the sanity filter refuses one there.
  if (op !== 'read') {
    flaws.push(fc.constantFrom<Json>([], ['x'], 'record', 42, true).map((value) => ({ flaw: 'non-object' as const, value })));
    flaws.push(fc.constantFrom('{', '{"HOSTID":', '{"HOSTID":"x",}', 'HOSTID=x').map((value) => ({ flaw: 'malformed' as const, value })));
  }
  if (op === 'create') {
    // JSON with single quotes, a class of its own so every run tries it, on creates only: a lenient
    // reader (a real 3.6.2's) takes it and stores the record it names, which a create with a fresh
    // identity shows without touching the anchor the later cases compare with.
    const singleQuoted = fc.constant({ flaw: 'single-quoted' as const, value: "{'HOSTID':'x'}" });
    cases.push(fc.tuple(fc.nat({ max: 999 }), singleQuoted).map(([t, f]) => ({ op, target: t, ...f })));
  }
  if ((op === 'create' || op === 'update') && spec.wrongTypes.length > 0) flaws.unshift(fc.constantFrom(...spec.wrongTypes).map(([field, value]) => ({ flaw: 'wrong-type' as const, field, value })));
  if (op === 'create') {
    flaws.push(fc.constantFrom(...spec.required).map((field) => ({ flaw: 'missing' as const, field })));
    flaws.push(fc.constantFrom(...spec.required).map((field) => ({ flaw: 'empty' as const, field, value: '' })));
  }
  if (spec.outOfRange && (op === 'create' || op === 'update')) flaws.push(spec.outOfRange.map(([field, value]) => ({ flaw: 'out-of-range' as const, field, value })));
  if (spec.textFields.length > 0) flaws.push(fc.tuple(fc.constantFrom(...spec.textFields), insaneTextArb).map(([field, value]) => ({ flaw: 'insane' as const, field, value })));
  return [...flaws.map((flaw) => fc.tuple(target, flaw).map(([t, f]) => ({ op, target: t, ...f }))), ...cases];
}

/** The request body of a case: a valid body of the fixture with the one flaw. */
export function bodyOf(fixture: Fixture, wc: WriteCase): Json | { raw: string } {
  // A lenient reader (a real 3.6.2's Jackson takes single quotes) may store what it read: the
  // identity it names is the case's own, which the check looks up and removes.
  if (wc.flaw === 'malformed') return { raw: String(wc.value) };
  if (wc.flaw === 'single-quoted') return { raw: String(wc.value).replace("'x'", `'${String(fixture.createBody(wc.target)['HOSTID'] ?? 'x')}'`) };
  if (wc.flaw === 'non-object') return wc.value ?? null;
  const body: JsonRecord = wc.op === 'create' ? { ...fixture.createBody(wc.target) } : wc.op === 'update' ? { ...fixture.updateBody } : {};
  const field = wc.field ?? '';
  if (wc.flaw === 'missing') {
    // Without REQUESTED the partner moves to REQUESTER, so a wrongly stored transfer still shows in the partner's list.
    if (fixture.collection === 'transfers' && field === 'REQUESTED') body['REQUESTER'] = body['REQUESTED'] ?? null;
    delete body[field];
  } else body[field] = wc.value ?? null;
  return body;
}

/**
 * What the interface answers: 400, but 404 for a read, update or delete whose body fails the
 * sanity filter (reference §2.6), an update's status being the collection's (the contract's
 * `updateSanityStatus`: 400 on configurations).
 */
export function expectedStatus(wc: WriteCase, c: Collection): number {
  if (wc.flaw !== 'insane' || wc.op === 'create') return 400;
  return wc.op === 'update' ? COLLECTION_META[c].updateSanityStatus : 404;
}
