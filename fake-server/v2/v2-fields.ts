// Reading a v2 write body member by member as 3.6.2's converters do (`HostConverter`,
// `RuleConverter`, `HostConfigConverter`): names matched case-insensitively, values tested with
// Jackson's node tests, and a refused value quoted as Jackson's `toString` writes it (a string
// keeps its quotes: `'"x"'`, a number stays as written).
import { serialize, type JsonObject, type JsonValue } from '../../contract/index.ts';
import type { TopMember } from './json-members.ts';

export interface BodyField {
  /** The key as written. */
  readonly key: string;
  /** The key lower-cased, for `equalsIgnoreCase`. */
  readonly name: string;
  readonly value: JsonValue;
  /** Jackson's `toString` of the value. */
  readonly shown: string;
}

/** Jackson's `JsonNode.toString` of a value (`raw` when known: numbers as written). */
export const jacksonText = (value: JsonValue, raw?: string): string => (typeof value === 'number' && raw !== undefined ? raw : serialize(value, false));

/** The top-level members in the order written (not `Object.keys` order, which puts numeric keys first). */
export function bodyFields(object: JsonObject, members: readonly TopMember[]): BodyField[] {
  return members.map(({ key, raw }) => {
    const value = (Object.hasOwn(object, key) ? object[key] : null) as JsonValue;
    return { key, name: key.toLowerCase(), value, shown: jacksonText(value, raw) };
  });
}

/** Jackson's `canConvertToInt` then `asInt`: a JSON number within 32 bits, fractions cut; else undefined. */
export function asJavaInt(value: JsonValue): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return value >= -(2 ** 31) && value <= 2 ** 31 - 1 ? Math.trunc(value) : undefined;
}

/** `ParametersChecker.isEmpty`: null, empty or blank. */
export const isBlank = (s: string | null | undefined): boolean => s === null || s === undefined || s.trim() === '';
