// Two operators over the text fields of the records (issue 25, item 5), generated from the input
// space (contract/input-space.ts):
// - `truncates-<operationId>-<FIELD>`: a write cuts the text to a narrower column than the
//   contract's (4000 characters for the 8096 and 12288 ones, as Oracle's VARCHAR2 would, 250 for the
//   255 keys): for every field the contract gives a longest value;
// - `double-encodes-<operationId>-<FIELD>-in`: a write reads the text's UTF-8 bytes as Latin-1;
//   `double-encodes-<listOperationId>-<FIELD>-out`: every answer of the collection writes it so.
//   For every field that takes accented Latin text.
import { COLLECTIONS, INPUT_SPACE, OPERATIONS, TEXT_WIDTH, type Collection, type JsonObject, type Operation } from '../../../contract/index.ts';
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
      .filter(([, spec]) => spec.kind === 'text' && c in spec.classes)
      .map(([field, spec]) => ({ o, field, width: spec.width ?? TEXT_WIDTH.key })),
  );
}

function rewriting(o: Operation, field: string, name: string, description: string, edit: (s: string) => string): Fault {
  return {
    name: name as Fault['name'],
    family: o.family as FaultFamily,
    description,
    expectedCheck: ['value_classes_stored_as_documented'],
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

export const DOUBLE_ENCODE_FAULTS: readonly Fault[] = [...DOUBLE_ENCODE_IN, ...DOUBLE_ENCODE_OUT];

