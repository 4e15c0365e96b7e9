// How a v2 write's value class is judged once the write was accepted: the field read back (by
// GET of the record) must be what the reading says — the value as sent (JSON equality), or the
// instant an ISO date or date-time names (the record's ISO text read as epoch ms).
import type { JsonObject } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { sameJson } from '../same-json.ts';
import { answerText } from '../v2/v2-writes.ts';
import { instantOf } from './class-value.ts';
import { readingText } from './reading-text.ts';
import { v2CellText, v2StatusFailure, type V2Cell } from './v2-cells.ts';

const shown = (v: unknown): string => {
  const s = JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x)) ?? 'nothing';
  return s.length > 80 ? `${s.slice(0, 60)}… (${s.length} characters)` : s;
};

/** The problem with `got` as the stored form of the cell's value, or undefined. */
export function storedV2Problem(c: V2Cell, got: unknown): string | undefined {
  if (c.reading.as === 'instant') {
    const want = instantOf(c.value as string);
    return want !== undefined && typeof got === 'string' && Date.parse(got) === want ? undefined : `${c.param} ${shown(got)}, expected the instant ${want === undefined ? '?' : new Date(want).toISOString()}`;
  }
  if (c.reading.as === 'value') return sameJson(got, c.reading.value) ? undefined : `${c.param} ${shown(got)}, expected ${shown(c.reading.value)}`;
  return sameJson(got, c.value) ? undefined : `${c.param} ${shown(got)}, expected ${shown(c.value)}`;
}

/** The failure of a write of one cell: its status (v2-cells.ts), then, when accepted, the field as `read` shows it. */
export function writeFailure(what: string, c: V2Cell, write: Exchange, ok: number, read: Exchange | undefined, field: string = c.param): Failure | undefined {
  const bad = v2StatusFailure(what, c, write, ok);
  if (bad || c.reading.as === 'rejected' || !read) return bad;
  const record = read.json as JsonObject | undefined;
  const problem = read.response?.status === 200 && record ? storedV2Problem(c, record[field]) : `the record cannot be read back (${answerText(read)})`;
  if (!problem) return undefined;
  return { finding: { title: `${v2CellText(what, c)} is not stored ${readingText(c.reading)}`, expected: `Expected: ${c.param} stored ${readingText(c.reading)}`, received: `Received: ${problem}` }, exchange: read };
}
