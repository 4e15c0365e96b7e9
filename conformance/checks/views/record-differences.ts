// Where two forms of one record differ, field by field, as the view checks report it.
import type { JsonObject } from '../../../contract/index.ts';
import { sameJson } from '../same-json.ts';

/** The fields where `expected` and `received` differ (`skip` left out), `field: <a> gives …, <b> …`. */
export function recordDifferences(expected: JsonObject, received: JsonObject, names: readonly [string, string] = ['v1', 'v2'], skip: readonly string[] = []): string[] {
  const keys = [...new Set([...Object.keys(expected), ...Object.keys(received)])].filter((k) => !skip.includes(k));
  return keys.filter((k) => !sameJson(expected[k], received[k])).map((k) => `${k}: ${names[0]} gives ${JSON.stringify(expected[k] === undefined ? '(absent)' : String(expected[k]))}, ${names[1]} ${JSON.stringify(received[k] === undefined ? '(absent)' : String(received[k]))}`);
}
