// The operator "a value class misread" (issue 25, item 5): for every cell of the input space
// (contract/input-space.ts: a value class of a parameter or field of an operation), a server that
// reads values of that class there the way a plausible bug would: a text number refused, a
// non-numeric text read as 0, a JSON number ignored, 0 kept as a time or read as now, an offset
// dropped, a status word read whole, TRUE read as true, null read as a text. A fault rewrites
// only the values of its class, in the query, the JSON body or the path, before the fake reads
// them; the envelope still echoes the request as sent.
import { boundsOf, classesOf, INPUT_SPACE, INT32_MAX, OPERATIONS, operationOf, ERROR_CODES, type InputSpec, type JsonValue, type Operation, type Reading, type ValueClass } from '../../../contract/index.ts';
import { DETAIL } from '../../handlers/data-model/resource.ts';
import { errorEnvelope } from '../../http/reply.ts';
import { parseRequest, type RawRequest } from '../../http/request.ts';
import { restoreEcho, rewriteArgs, type ArgEdit } from '../rewrite.ts';
import type { Fault, FaultFamily } from '../types.ts';

/** Where a misreading happens: the parameter, what the contract reads the class as, the fake's clock. */
interface Place {
  readonly param: string;
  readonly spec: InputSpec;
  readonly reading: Reading;
  readonly nowMs: number;
  /** The value is the path segment (it cannot be left out there). */
  readonly inPath: boolean;
}
type Misread = { readonly how: string; readonly edit: (v: string | JsonValue, at: Place) => string | JsonValue | undefined } | { readonly how: string; readonly refuse: true };

/** /v2/limits' cells are judged with the packets' (value_classes_in_packets). */
const LIMITS = new Set(['initLimits', 'replaceLimits']);
const text = (v: string | JsonValue) => (typeof v === 'string' ? v : String(v));
const INT64_MAX_TEXT = '9223372036854775807';

/** How each class is misread (the first plausible bug of its kind). */
const MISREADS: Readonly<Partial<Record<ValueClass, Misread>>> = {
  'number-text': { how: 'refuses a number written as text (400)', refuse: true },
  'number-json': { how: 'ignores a number written as a JSON number', edit: () => undefined },
  // Read as 0, or where 0 reads as the right answer does (no cap, no lower bound on positive ids), as the bound that lets nothing through.
  // (A JSON 0 where text numbers are refused: a text 0 would be refused as the right answer is.)
  'not-a-number': { how: 'reads a text that is not a number as a number (0, the highest id for a lower bound, 1 for a cap or where 0 is refused; no period where a period is read), or leaves out an ISO date it cannot read', edit: (v, at) => (typeof v !== 'string' ? v : notANumberRead(at)) },
  // Ignored (a parser of digits only); where ignoring is the right reading, or in a path, read without its sign.
  negative: { how: 'ignores a negative number, or reads it without its sign where ignoring it is right', edit: (v, at) => (at.reading.as === 'absent' || at.inPath ? text(v).replace(/^-/, '') : undefined) },
  // Where it is refused (an int), wrapped to 32 bits as a parser that does not check the range would.
  'past-2^53': { how: 'rounds an id beyond 2^53 to the nearest double, or wraps it to 32 bits where it is refused', edit: (v, at) => (at.reading.as === 'rejected' ? String(BigInt.asIntN(32, BigInt(text(v)))) : String(BigInt(Math.round(Number(text(v)))))) },
  largest: { how: 'wraps the largest value around to the most negative of its type', edit: (_v, at) => (at.spec.largest !== undefined && at.spec.largest <= BigInt(INT32_MAX) ? String(-(at.spec.largest + 1n)) : `-${INT64_MAX_TEXT.slice(0, -1)}8`) },
  // 0 as a time: kept as the epoch where it means now (a write), read as now where it is the epoch (a filter).
  'time-zero': { how: 'reads a time of 0 the other way (the epoch where it means now, now where it is the epoch)', edit: (v, at) => (text(v) !== '0' ? v : at.reading.as === 'now' ? '1970-01-01T00:00:00.001Z' : new Date(at.nowMs).toISOString()) },
  'time-epoch-ms': { how: 'reads epoch milliseconds as seconds', edit: (v) => String(BigInt(text(v)) / 1000n) },
  'time-iso-date': { how: 'reads an ISO date as the end of that day', edit: (v) => `${text(v)}T23:59:59.999Z` },
  'time-iso-z': { how: 'reads a UTC date-time as local time at +02:00', edit: (v) => text(v).replace(/Z$/, '+02:00') },
  'time-iso-offset': { how: 'drops the offset of an ISO date-time (reads it as UTC)', edit: (v) => text(v).replace(/[+-]\d{2}:?\d{2}$/, 'Z') },
  'status-letter': { how: 'compares status letters case-insensitively (reads the letter in its other case)', edit: (v) => swapCase(text(v)) },
  'status-padded': { how: 'reads a padded letter whole (not a letter: Unknown)', edit: () => '-' },
  'status-word': { how: 'reads a status word by its name, not its first character', edit: (v) => ERROR_CODES.find((e) => e.name === text(v).trim())?.letter ?? v },
  'boolean-json': { how: 'ignores a boolean written as a JSON boolean', edit: () => undefined },
  // Only JSON true is true, or any text is: whichever of the two texts was sent reads as the other.
  // Where a text is refused (a JSON body member), read as the boolean it names.
  'boolean-text': {
    how: 'reads the text true as false, or false as true (a boolean read only from JSON, or from any text); where the text is refused, reads it as the boolean',
    edit: (v, at) => (at.reading.as === 'rejected' ? v === 'true' : v === 'true' ? 'false' : v === 'false' ? 'true' : v),
  },
  // Where the contract reads TRUE as true (Jackson, in a packet), a parser of lower-case true only reads it as false.
  'boolean-other-text': {
    how: 'reads another text the other way (any case of true as true where it is false, TRUE as false where it is true)',
    edit: (v, at) => (typeof v !== 'string' || v.toLowerCase() !== 'true' ? v : at.reading.as === 'value' && at.reading.value === true ? 'false' : 'true'),
  },
  // null: a text column stores the text "null" (as 3.6.2 does), any other reads it as not sent.
  null: { how: 'reads null as the text "null" in a text, as not sent elsewhere', edit: (_v, at) => (at.spec.kind === 'text' ? 'null' : undefined) },
  'text-whitespace-run': { how: 'collapses runs of white space where the text is stored as given, drops them where they are collapsed', edit: (v, at) => text(v).replace(/\s+/g, at.reading.as === 'collapsed' ? '' : ' ') },
  'text-xml-special': { how: 'escapes XML-special characters on the way in', edit: (v) => text(v).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') },
  // REST v2's enumerations and periods.
  'name-exact': { how: 'refuses a name written as the server writes it (compares it in another case)', refuse: true },
  'name-other-case': { how: 'reads a name in any case', edit: (v, at) => at.spec.names?.find((n) => n.toLowerCase() === text(v).toLowerCase()) ?? v },
  'duration-iso': { how: 'reads a period without its time part (PT1H as no time at all)', edit: (v) => text(v).replace(/T.*$/i, '').replace(/^P$/i, 'P0D') },
  'duration-months': { how: 'reads a month as 30 days, a year as 365', edit: (v) => text(v).replace(/(\d+)M/i, (_m, n: string) => `${Number(n) * 30}D`).replace(/(\d+)Y/i, (_m, n: string) => `${Number(n) * 365}D`) },
};

/** What a non-numeric text is read as by the misreading of its cell. */
function notANumberRead(at: Place): string | number | undefined {
  // A date read only from ISO texts (REST v2): one it cannot read is left out.
  if (at.spec.kind === 'time' && !('time-epoch-ms' in at.spec.classes)) return undefined;
  if (at.spec.kind === 'duration') return 'PT0S';
  if (at.param === 'STARTID') return INT64_MAX_TEXT;
  if (at.param === 'LIMIT' || at.spec.classes.zero?.as === 'rejected') return at.spec.classes['number-text']?.as === 'rejected' ? 1 : '1';
  return at.spec.classes['number-text']?.as === 'rejected' ? 0 : '0';
}

function swapCase(s: string): string {
  const first = s[0] ?? '';
  const swapped = first === first.toLowerCase() ? first.toUpperCase() : first.toLowerCase();
  // A letter whose other case is a letter too would still decode: make it no letter at all then.
  return ERROR_CODES.some((e) => e.letter === swapped) ? `?${s.slice(1)}` : `${swapped}${s.slice(1)}`;
}

const isOf = (spec: InputSpec, c: ValueClass) => (v: unknown) =>
  classesOf(spec.kind, v, boundsOf(spec)).includes(c);

/** The request with the path segment `/base/<segment>` edited, when the operation has one. */
function rewritePath(raw: RawRequest, o: Operation, edit: (segment: string) => string | undefined): RawRequest {
  const q = raw.url.indexOf('?');
  const path = q >= 0 ? raw.url.slice(0, q) : raw.url;
  const base = o.path.slice(0, -'/:id'.length);
  if (!path.startsWith(`${base}/`)) return raw;
  const segment = decodeURIComponent(path.slice(base.length + 1));
  const next = edit(segment);
  return next === undefined || next === segment ? raw : { ...raw, url: `${base}/${encodeURIComponent(next)}${q >= 0 ? raw.url.slice(q) : ''}` };
}

function misreads(o: Operation, param: string, spec: InputSpec, c: ValueClass, m: Misread): Fault {
  const of = isOf(spec, c);
  const reading = spec.classes[c] as Reading;
  const inPath = o.parameters.some((p) => p.in === 'path' && p.name === param);
  const editAt = (nowMs: number): ArgEdit => (v) => (of(v) && 'edit' in m ? m.edit(v, { param, spec, reading, nowMs, inPath }) : v);
  const carries = (raw: RawRequest): boolean => {
    let seen = false;
    if (inPath) rewritePath(raw, o, (s) => ((seen ||= of(s)), undefined));
    else rewriteArgs(raw, [param], (v) => ((seen ||= of(v)), v));
    return seen;
  };
  return {
    name: `misreads-${o.id}-${param}-${c}`,
    family: o.family as FaultFamily,
    description: `${o.method} ${o.path} ${m.how} in ${param} (class ${c}).`,
    expectedCheck: o.view === 'v2' && !LIMITS.has(o.id) ? ['v2_value_classes_read_as_documented', 'v2_value_classes_stored_as_documented'] : ['value_classes_read_as_documented', 'value_classes_stored_as_documented', 'value_classes_in_packets'],
    apply: {
      around: (raw, next, deps) => {
        const req = parseRequest(raw);
        const edit = editAt(deps.clock.now());
        if (operationOf(req.method, req.path)?.id !== o.id) return next(raw);
        if ('refuse' in m) return carries(raw) ? errorEnvelope(req, 400, `${DETAIL.read}: ${param} must be a number`) : next(raw);
        const edited = inPath ? rewritePath(raw, o, (s) => { const e = edit(s, 'query'); return e === undefined ? undefined : String(e); }) : rewriteArgs(raw, [param], edit);
        return edited === raw ? next(raw) : restoreEcho(raw, next(edited));
      },
    },
  };
}

/** One fault per cell of the input space whose class has a misreading. */
export const MISREAD_FAULTS: readonly Fault[] = Object.entries(INPUT_SPACE).flatMap(([opId, params]) => {
  const o = OPERATIONS.find((x) => x.id === opId);
  if (!o) return [];
  return Object.entries(params).flatMap(([param, spec]) =>
    (Object.keys(spec.classes) as ValueClass[]).flatMap((c) => {
      const m = MISREADS[c];
      // Where a negative limit means no bound, the largest wrapped to negative is no bound too, as
      // the largest is for any list shorter than 2^31-1 rows: no client can tell them apart.
      if (c === 'largest' && spec.classes.negative?.as === 'unbounded') return [];
      return m ? [misreads(o, param, spec, c, m)] : [];
    }),
  );
});

