// Two operators over the text fields of the records (issue 25, item 5), generated from the input
// space (contract/input-space.ts):
// - `truncates-<operationId>-<FIELD>`: a write cuts the text to a narrower column than the
//   contract's (4000 characters for the 8096 and 12288 ones, as Oracle's VARCHAR2 would, 250 for the
//   255 keys): for every field the contract gives a longest value;
// - `double-encodes-<operationId>-<FIELD>-in`: a write reads the text's UTF-8 bytes as Latin-1;
//   `double-encodes-<listOperationId>-<FIELD>-out`: every answer of the collection writes it so
//   (REST v2's three record lists too). For every field that takes accented Latin text and stores it.
import { COLLECTIONS, INPUT_SPACE, isJsonObject, OPERATIONS, operationOf, TEXT_WIDTH, type Collection, type JsonObject, type Operation } from '../../../contract/index.ts';
import { isOperation } from '../parameters.ts';
import { editJson, editRecords, restoreEcho, rewriteArgs } from '../rewrite.ts';
import type { Fault, FaultFamily } from '../types.ts';

/** The narrower column a truncating server has for a field of this width. */
const cutAt = (width: number): number => (width === TEXT_WIDTH.key ? 250 : 4000);

/** UTF-8 bytes read as Latin-1: "Zoë" becomes "ZoÃ«". */
export const doubleEncoded = (s: string): string => Buffer.from(s, 'utf8').toString('latin1');

const WRITES = OPERATIONS.filter((o) => (o.method === 'POST' || o.method === 'PUT') && INPUT_SPACE[o.id] !== undefined);

/** The write operations' text fields whose spec takes class `c`, with their spec's width. */
function textFields(c: 'text-longest' | 'text-latin'): { o: Operation; field: string; width: number }[] {
  return WRITES.flatMap((o) =>
    Object.entries(INPUT_SPACE[o.id] ?? {})
      // A class the field refuses (an unknown rule's name) is refused however it is read.
      .filter(([, spec]) => spec.kind === 'text' && c in spec.classes && spec.classes[c]?.as !== 'rejected')
      .map(([field, spec]) => ({ o, field, width: spec.width ?? TEXT_WIDTH.key })),
  );
}

/** The check that judges what a write of `o` stores. */
const storedCheck = (o: Operation) => (o.view === 'v2' ? 'v2_value_classes_stored_as_documented' : 'value_classes_stored_as_documented');

function rewriting(o: Operation, field: string, name: string, description: string, edit: (s: string) => string): Fault {
  return {
    name: name as Fault['name'],
    family: o.family as FaultFamily,
    description,
    expectedCheck: [storedCheck(o)],
    apply: {
      around: (raw, next) => {
        if (!isOperation(raw, o)) return next(raw);
        const edited = rewriteArgs(raw, [field], (v) => (typeof v === 'string' ? edit(v) : v));
        return edited === raw ? next(raw) : restoreEcho(raw, next(edited));
      },
    },
  };
}

export const TRUNCATE_FAULTS: readonly Fault[] = textFields('text-longest').map(({ o, field, width }) =>
  rewriting(o, field, `truncates-${o.id}-${field}`, `${o.method} ${o.path} stores ${field} cut at ${cutAt(width)} characters (the contract's column holds ${width}).`, (s) => ([...s].length > cutAt(width) ? [...s].slice(0, cutAt(width)).join('') : s)),
);

const DOUBLE_ENCODE_IN: readonly Fault[] = textFields('text-latin').map(({ o, field }) =>
  rewriting(o, field, `double-encodes-${o.id}-${field}-in`, `${o.method} ${o.path} reads ${field} as Latin-1 bytes of its UTF-8 (Zoë stored as ZoÃ«).`, doubleEncoded),
);

/** Every answer of a collection writes `field` of its records double-encoded. */
function encodesOut(c: Collection, field: string): Fault {
  const list = OPERATIONS.find((o) => o.family === c && o.method === 'GET' && o.path === `/${c}`) as Operation;
  return {
    name: `double-encodes-${list.id}-${field}-out` as Fault['name'],
    family: c,
    description: `Every answer of /${c} writes ${field} as Latin-1 characters of its UTF-8 bytes (Zoë shown as ZoÃ«).`,
    expectedCheck: ['value_classes_stored_as_documented'],
    apply: {
      reply: (req, reply) => {
        if (req.base !== c) return reply;
        return editJson(reply, (body) => editRecords(body, (r: JsonObject) => {
          const v = r[field];
          if (typeof v !== 'string' || /^[\x00-\x7f]*$/.test(v)) return false;
          r[field] = doubleEncoded(v);
          return true;
        }));
      },
    },
  };
}

const DOUBLE_ENCODE_OUT: readonly Fault[] = COLLECTIONS.flatMap((c) => {
  const fields = new Set(textFields('text-latin').filter(({ o }) => o.family === c).map(({ field }) => field));
  return [...fields].map((f) => encodesOut(c, f));
});

/** The v2 record lists and the family of their entry point. */
const V2_COLLECTIONS = ['v2transfers', 'v2hosts', 'v2rules'] as const;

/** The records of a v2 answer: the answer itself (one record) or its `results`. */
function v2Records(body: JsonObject): JsonObject[] {
  const results = body['results'];
  return Array.isArray(results) ? results.filter(isJsonObject) : [body];
}

/** Every v2 answer of the entry point writes `field` of its records double-encoded. */
function encodesOutV2(family: (typeof V2_COLLECTIONS)[number], field: string): Fault {
  const list = OPERATIONS.find((o) => o.family === family && o.method === 'GET' && !o.path.includes(':id')) as Operation;
  return {
    name: `double-encodes-${list.id}-${field}-out` as Fault['name'],
    family: family as FaultFamily,
    description: `Every answer of ${list.path} writes ${field} as Latin-1 characters of its UTF-8 bytes (Zoë shown as ZoÃ«).`,
    expectedCheck: [storedCheck(list)],
    apply: {
      reply: (req, reply) => {
        if (operationOf(req.method, req.path)?.family !== family) return reply;
        return editJson(reply, (body) => v2Records(body).reduce((changed, r) => {
          const v = r[field];
          if (typeof v !== 'string' || /^[\x00-\x7f]*$/.test(v)) return changed;
          r[field] = doubleEncoded(v);
          return true;
        }, false), false);
      },
    },
  };
}

const DOUBLE_ENCODE_OUT_V2: readonly Fault[] = V2_COLLECTIONS.flatMap((family) => {
  const fields = new Set(textFields('text-latin').filter(({ o }) => o.family === family).map(({ field }) => field));
  return [...fields].map((f) => encodesOutV2(family, f));
});

export const DOUBLE_ENCODE_FAULTS: readonly Fault[] = [...DOUBLE_ENCODE_IN, ...DOUBLE_ENCODE_OUT, ...DOUBLE_ENCODE_OUT_V2];

