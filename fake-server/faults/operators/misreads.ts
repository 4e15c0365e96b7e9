// The operator "a value class misread" (issue 25, item 5): for every cell of the input space
// (contract/input-space.ts: a value class of a parameter or field of an operation), a server that
// reads values of that class there the way a plausible bug would: a text number refused, a
// non-numeric text read as 0, a JSON number ignored, 0 kept as a time or read as now, an offset
// dropped, a status word read whole, TRUE read as true, null read as a text. A fault rewrites
// only the values of its class, in the query, the JSON body or the path, before the fake reads
// them; the envelope still echoes the request as sent.
import { classesOf, INPUT_SPACE, OPERATIONS, operationOf, ERROR_CODES, type InputSpec, type JsonValue, type Operation, type ValueClass } from '../../../contract/index.ts';
import { DETAIL } from '../../handlers/data-model/resource.ts';
import { errorEnvelope } from '../../http/reply.ts';
import { parseRequest, type RawRequest } from '../../http/request.ts';
import { restoreEcho, rewriteArgs, type ArgEdit } from '../rewrite.ts';
import type { Fault, FaultFamily } from '../types.ts';

type Misread = { readonly how: string; readonly edit: (v: string | JsonValue, spec: InputSpec) => string | JsonValue | undefined } | { readonly how: string; readonly refuse: true };

const text = (v: string | JsonValue) => (typeof v === 'string' ? v : String(v));

/** How each class is misread (the first plausible bug of its kind). */
const MISREADS: Readonly<Partial<Record<ValueClass, Misread>>> = {
  'number-text': { how: 'refuses a number written as text (400)', refuse: true },
  'number-json': { how: 'ignores a number written as a JSON number', edit: () => undefined },
  'not-a-number': { how: 'reads a text that is not a number as 0', edit: (v) => (typeof v === 'string' ? '0' : v) },
  negative: { how: 'reads a negative number as its absolute value', edit: (v) => text(v).replace(/^-/, '') },
  'past-2^53': { how: 'rounds an id beyond 2^53 to the nearest double', edit: (v) => String(BigInt(Math.round(Number(text(v))))) },
  largest: { how: 'reads the largest value as one less (a signed overflow guard off by one)', edit: (v) => String(BigInt(text(v)) - 1n) },
  'time-zero': { how: 'keeps a time of 0 as the epoch instead of reading it as documented', edit: (v) => (text(v) === '0' ? '1970-01-01T00:00:00.001Z' : v) },
  'time-epoch-ms': { how: 'reads epoch milliseconds as seconds', edit: (v) => String(BigInt(text(v)) / 1000n) },
  'time-iso-date': { how: 'reads an ISO date as the end of that day', edit: (v) => `${text(v)}T23:59:59.999Z` },
  'time-iso-z': { how: 'reads a UTC date-time as local time at +02:00', edit: (v) => text(v).replace(/Z$/, '+02:00') },
  'time-iso-offset': { how: 'drops the offset of an ISO date-time (reads it as UTC)', edit: (v) => text(v).replace(/[+-]\d{2}:?\d{2}$/, 'Z') },
  'status-letter': { how: 'compares status letters case-insensitively (reads the letter lower-cased)', edit: (v) => swapCase(text(v)) },
  'status-padded': { how: 'reads a padded letter whole (not a letter: Unknown)', edit: () => '-' },
  'status-word': { how: 'reads a status word by its name, not its first character', edit: (v) => ERROR_CODES.find((e) => e.name === text(v).trim())?.letter ?? v },
  'boolean-json': { how: 'ignores a boolean written as a JSON boolean', edit: () => undefined },
  'boolean-text': { how: 'reads the text true as false (only JSON true is true)', edit: (v) => (v === 'true' ? 'false' : v) },
  'boolean-other-text': { how: 'reads any case of true as true', edit: (v) => (typeof v === 'string' && v.toLowerCase() === 'true' ? 'true' : v) },
  null: { how: 'reads null as the text "null"', edit: () => 'null' },
  'text-whitespace-run': { how: 'collapses runs of white space where the text is stored as given', edit: (v) => text(v).replace(/\s+/g, ' ') },
  'text-xml-special': { how: 'escapes XML-special characters on the way in', edit: (v) => text(v).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') },
};

function swapCase(s: string): string {
  const first = s[0] ?? '';
  const swapped = first === first.toLowerCase() ? first.toUpperCase() : first.toLowerCase();
  // A letter whose other case is a letter too would still decode: make it no letter at all then.
  return ERROR_CODES.some((e) => e.letter === swapped) ? `?${s.slice(1)}` : `${swapped}${s.slice(1)}`;
}

const isOf = (spec: InputSpec, c: ValueClass) => (v: unknown) =>
  classesOf(spec.kind, v, { ...(spec.largest === undefined ? {} : { largest: spec.largest }), ...(spec.width === undefined ? {} : { width: spec.width }) }).includes(c);

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
  const inPath = o.parameters.some((p) => p.in === 'path' && p.name === param);
  const edit: ArgEdit = (v) => (of(v) && 'edit' in m ? m.edit(v, spec) : v);
  const carries = (raw: RawRequest): boolean => {
    let seen = false;
    rewriteArgs(raw, [param], (v) => ((seen ||= of(v)), v));
    return seen;
  };
  return {
    name: `misreads-${o.id}-${param}-${c}`,
    family: o.family as FaultFamily,
    description: `${o.method} ${o.path} ${m.how} in ${param} (class ${c}).`,
    expectedCheck: ['value_classes_read_as_documented', 'value_classes_stored_as_documented'],
    apply: {
      around: (raw, next) => {
        const req = parseRequest(raw);
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
      return m ? [misreads(o, param, spec, c, m)] : [];
    }),
  );
});

