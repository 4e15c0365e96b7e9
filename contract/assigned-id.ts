// Where a create's answer carries the id the server assigned (schemas/script.schema.ts
// ASSIGNED_ID_AT): what a script made of the fake's journal and a recording of a server both mark,
// so that a replay can put each server's own id in the requests that follow.
import { idAt } from './json-pointer.ts';
import { operationOf } from './operation-of.ts';
import { ASSIGNED_ID_AT } from './schemas/script.schema.ts';
import { parseJson, type JsonValue } from './wire/lossless-json.ts';

/** The id a create's answer carried and where (`{id, at}`), when `method url` is such a create and its answer (text) holds one. */
export function assignedIdOf(method: string, url: string, answer: string): { readonly id: string; readonly at: string } | undefined {
  if (method.toUpperCase() !== 'POST') return undefined;
  const op = operationOf('POST', url.split('?')[0] ?? '');
  const at = op ? ASSIGNED_ID_AT[op.id] : undefined;
  if (at === undefined) return undefined;
  let json: JsonValue;
  try {
    json = parseJson(answer);
  } catch {
    return undefined;
  }
  const id = idAt(json, at);
  return id === undefined ? undefined : { id, at };
}
