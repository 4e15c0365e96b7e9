/**
 * Small fast-check arbitraries the record, body, filter and packet arbitraries are built from:
 * host ids, rule names, SPECIALIDs (64-bit and sequence-like), epoch ms and ISO 8601 dates, status
 * letters and texts, UPDATEDINFO, MODETRANS, block sizes, limits, file names and paths, sane text
 * and base64. Built from fast-check's own primitives (not from faker) so that they shrink towards
 * simple values and replay from fast-check's seed and path.
 *
 * @example
 * import { atoms } from 'transfer-monitor-kit/generators';
 * fc.assert(fc.property(atoms.isoDateArb, (text) => parseIsoDate(text) !== undefined));
 * fc.sample(atoms.specialIdArb, 3); // 64-bit ids, as bigints
 *
 * @module
 */
import fc from 'fast-check';
import { ERROR_CODES, statusJson } from '../../contract/index.ts';
import { DOCUMENT_KINDS } from '../factories/documents.ts';
import { isSaneString } from '../sanity.ts';

export const INT32_MAX = 2147483647;
export const INT64_MIN = -(2n ** 63n);
export const INT64_MAX = 2n ** 63n - 1n;
const MS_2020 = Date.UTC(2020, 0, 1);
const MS_2030 = Date.UTC(2030, 0, 1);

export const hostIdArb = fc.stringMatching(/^[a-z][a-z0-9-]{0,19}$/);
export const ruleNameArb = fc.stringMatching(/^(send|recv)-[a-z]{2,12}$/);
export const specialIdArb = fc.bigInt({ min: INT64_MIN, max: INT64_MAX });
/** Ids as a real sequence hands them out: positive, around today's epoch ms. */
export const sequenceIdArb = fc.bigInt({ min: 1n, max: BigInt(MS_2030) });
export const epochMsArb = fc.integer({ min: MS_2020, max: MS_2030 });
export const statusLetterArb = fc.constantFrom(...ERROR_CODES.map((e) => e.letter));
export const statusArb = statusLetterArb.map(statusJson);
export const updatedInfoArb = fc.integer({ min: 0, max: 6 });
export const modeTransArb = fc.integer({ min: 0, max: 8 });
export const int32Arb = fc.integer({ min: -2147483648, max: INT32_MAX });
export const blockSizeArb = fc.oneof(fc.constantFrom(65536, 32768, 8192), fc.integer({ min: 0, max: INT32_MAX }));
/** Bytes per second, ms: 0 means none; kept below 2^53 as the contract requires. */
export const limitArb = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }));

const extensionArb = fc.constantFrom(...new Set(DOCUMENT_KINDS.flatMap((k) => k.extensions)));
export const fileNameArb = fc.tuple(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,30}$/), extensionArb).map(([stem, ext]) => `${stem}.${ext}`);
export const filePathArb = fc.tuple(fc.constantFrom('/data/in', '/data/out', 'in', ''), fileNameArb).map(([dir, name]) => (dir ? `${dir}/${name}` : name));

/** Free text that passes the sanity filter, non-ASCII included (it must come back \u-escaped). */
export const saneTextArb = (maxLength = 40) => fc.string({ maxLength, unit: 'grapheme' }).filter(isSaneString);

/** ISO 8601 forms the interface accepts: date only, UTC, with an offset. */
export const isoDateArb = fc.tuple(epochMsArb, fc.constantFrom('date', 'utc', 'offset')).map(([ms, form]) => {
  const iso = new Date(ms).toISOString();
  return form === 'date' ? iso.slice(0, 10) : form === 'utc' ? iso : `${iso.slice(0, 19)}+02:00`;
});
/** An input timestamp: epoch ms or ISO 8601 text (reference §3.2). */
export const timestampInputArb = fc.oneof(epochMsArb, isoDateArb);

export const base64Arb = fc.base64String({ minLength: 4, maxLength: 64 }).filter((s) => s.length > 0);
