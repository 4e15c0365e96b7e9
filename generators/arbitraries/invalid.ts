// Invalid variants for negative tests: a valid record, body or packet with one flaw, read off the
// contract's own schema (rules are data): a required field removed, a field of the wrong JSON
// type, a value out of its range or enumeration, an oversized number, a string that fails the
// sanity filter (reference §2.6), an unknown field. Each variant says which field it broke and
// what must refuse it: the schema, or the sanity filter that the schemas cannot express.
import fc from 'fast-check';
import { ALL_SCHEMAS, schemaId } from '../../contract/index.ts';
import { SANITY_FRAGMENTS } from '../sanity.ts';
import { configurationCreateBodyArb, configurationUpdateBodyArb, hostConfigCreateBodyArb, hostConfigUpdateBodyArb, hostCreateBodyArb, hostUpdateBodyArb, transferCreateBodyArb, transferUpdateBodyArb } from './bodies.ts';
import { bandwidthPacketArb, informationPacketArb, logPacketArb, shutdownOrBlockPacketArb } from './packets.ts';
import { configurationArb, hostArb, hostConfigArb, transferArb } from './records.ts';

/**
 * What an invalid variant breaks: a required field removed, a value of the wrong JSON type, a
 * value out of its range, enumeration, pattern or const, a number too large, a string that fails
 * the sanity filter, or an unknown field.
 */
export type Flaw = 'missing-required' | 'wrong-type' | 'out-of-range' | 'oversized' | 'sanity' | 'unknown-field';

/** A valid value broken in one way, for negative tests: what it is, which field it broke, and what must refuse it. */
export interface InvalidVariant {
  /** Schema `$id` the valid value came from. */
  readonly schema: string;
  /** The broken value. */
  readonly value: Record<string, unknown>;
  /** How it was broken. */
  readonly flaw: Flaw;
  /** The field it broke (`UNKNOWNFIELD` for an unknown field). */
  readonly field: string;
  /** What refuses it: the schema, or the server's sanity filter (which the schemas cannot express). */
  readonly rejectedBy: 'schema' | 'sanity-filter';
}

interface PropertySchema {
  readonly type?: string | readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly enum?: readonly number[];
  readonly const?: unknown;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly format?: string;
  readonly anyOf?: readonly PropertySchema[];
}
interface ObjectSchema {
  readonly $id: string;
  readonly properties: Readonly<Record<string, PropertySchema>>;
  readonly required?: readonly string[];
}

/** One way to break a value of a schema: a {@link Flaw} on one field, and the bad value that makes it. */
export interface Mutation {
  readonly flaw: Flaw;
  /** The field it breaks. */
  readonly field: string;
  /** The bad value; `undefined` removes the field. */
  readonly bad: (fragment: string) => unknown;
}

const allowsString = (p: PropertySchema): boolean =>
  p.type === 'string' || (Array.isArray(p.type) && p.type.includes('string')) || (p.anyOf ?? []).some(allowsString);
/** A string that no pattern, date format or const of the contract accepts. */
const NOT_A_VALUE = '!! not a valid value !!';

function outOfRange(p: PropertySchema): unknown[] {
  const out: unknown[] = [];
  if (p.const !== undefined) out.push(`not-${String(p.const)}`);
  if (p.enum) out.push(Math.max(...p.enum) + 1);
  // A bound at ±(2^53 - 1) is what JSON readers hold exactly, not one of the interface: a server
  // with 64-bit columns rightly takes the next value, so it is no negative case.
  if (p.maximum !== undefined && p.maximum !== Number.MAX_SAFE_INTEGER) out.push(p.maximum + 1);
  if (p.minimum !== undefined && p.minimum !== -Number.MAX_SAFE_INTEGER) out.push(p.minimum - 1);
  if (p.pattern !== undefined) out.push(NOT_A_VALUE);
  if (p.minLength !== undefined) out.push('');
  if (p.anyOf?.some((a) => a.format === 'iso-date-time')) out.push(NOT_A_VALUE);
  return out;
}

/** Every single-flaw mutation a schema allows, in a stable order. */
export function mutationsOf(schema: ObjectSchema): Mutation[] {
  const mutations: Mutation[] = [];
  for (const field of schema.required ?? []) mutations.push({ flaw: 'missing-required', field, bad: () => undefined });
  for (const [field, p] of Object.entries(schema.properties)) {
    mutations.push({ flaw: 'wrong-type', field, bad: () => ({ nested: [1, 2] }) });
    for (const v of outOfRange(p)) mutations.push({ flaw: 'out-of-range', field, bad: () => v });
    if (p.maximum !== undefined) mutations.push({ flaw: 'oversized', field, bad: () => 10n ** 20n });
    else if (p.format === 'int64') mutations.push({ flaw: 'oversized', field, bad: () => 2n ** 64n });
    // Only plain text fields: a pattern or format would refuse the value for another reason.
    if (allowsString(p) && p.pattern === undefined && p.const === undefined && p.anyOf === undefined && p.format === undefined) {
      mutations.push({ flaw: 'sanity', field, bad: (fragment) => `report ${fragment} 2025` });
    }
  }
  mutations.push({ flaw: 'unknown-field', field: 'UNKNOWNFIELD', bad: () => 'x' });
  return mutations;
}

function schemaOf(id: string): ObjectSchema {
  const schema = ALL_SCHEMAS.find((s) => s.$id === id) as ObjectSchema | undefined;
  if (!schema) throw new Error(`no schema registered as ${id}`);
  return schema;
}

/** Every single-flaw mutation of the schema registered as `id`. */
export const mutationsFor = (id: string): Mutation[] => mutationsOf(schemaOf(id));

/** `value` with one mutation applied (a copy). */
export function applyMutation(id: string, value: object, m: Mutation, fragment: string = SANITY_FRAGMENTS[0]): InvalidVariant {
  const broken: Record<string, unknown> = { ...value };
  const bad = m.bad(fragment);
  if (bad === undefined) delete broken[m.field];
  else broken[m.field] = bad;
  return { schema: id, value: broken, flaw: m.flaw, field: m.field, rejectedBy: m.flaw === 'sanity' ? 'sanity-filter' : 'schema' };
}

/** One valid value of `valid`, broken by one mutation of the schema registered as `id`. */
export function invalidVariantArb(id: string, valid: fc.Arbitrary<object>): fc.Arbitrary<InvalidVariant> {
  const fragments = [...SANITY_FRAGMENTS, '\u0001', '\u001b[0m'];
  return fc.tuple(valid, fc.constantFrom(...mutationsFor(id)), fc.constantFrom(...fragments)).map(([value, m, fragment]) => applyMutation(id, value, m, fragment));
}

/** Every schema with negative variants, and where its valid values come from. */
export const INVALID_VARIANT_SOURCES: Readonly<Record<string, fc.Arbitrary<object>>> = {
  [schemaId('transfer')]: transferArb(),
  [schemaId('host')]: hostArb(),
  [schemaId('hostconfig')]: hostConfigArb(),
  [schemaId('configuration')]: configurationArb(),
  [schemaId('transfer-create')]: transferCreateBodyArb(),
  [schemaId('transfer-update')]: transferUpdateBodyArb(),
  [schemaId('host-create')]: hostCreateBodyArb(),
  [schemaId('host-update')]: hostUpdateBodyArb(),
  [schemaId('hostconfig-create')]: hostConfigCreateBodyArb(),
  [schemaId('hostconfig-update')]: hostConfigUpdateBodyArb(),
  [schemaId('configuration-create')]: configurationCreateBodyArb(),
  [schemaId('configuration-update')]: configurationUpdateBodyArb(),
  [schemaId('log-packet')]: logPacketArb(),
  [schemaId('information-packet')]: informationPacketArb(),
  [schemaId('bandwidth-packet')]: bandwidthPacketArb(),
  [schemaId('shutdown-or-block-packet')]: shutdownOrBlockPacketArb(),
};

/**
 * A fast-check arbitrary of invalid variants of the schema registered as `id`: a valid record,
 * body or packet of that schema, broken by one of its single-flaw mutations (a sanity failure
 * uses one of the refused fragments or a control character). Every record, create and update body
 * and action packet schema has them.
 *
 * @throws Error when `id` is not one of those schemas.
 *
 * @example
 * fc.assert(fc.property(invalidVariantsOf(schemaId('host-create')), (v) =>
 *   v.rejectedBy === 'sanity-filter' || checkAgainst(v.schema, forAjv(v.value)).length > 0));
 */
export const invalidVariantsOf = (id: string): fc.Arbitrary<InvalidVariant> => {
  const valid = INVALID_VARIANT_SOURCES[id];
  if (!valid) throw new Error(`no valid source for ${id}`);
  return invalidVariantArb(id, valid);
};

/** Filter queries that no server can read: a date that is neither epoch ms nor ISO 8601. */
export const invalidTransferFilterArb = fc
  .tuple(fc.constantFrom('STARTTRANS', 'STOPTRANS', 'STOPSTRANS'), fc.constantFrom('yesterday', '2025-13-01', '2025-01-01T25:00:00Z', 'abc'))
  .map(([name, value]) => ({ [name]: value }));
