// paths: one path item per path template of the table, in the table's order, its operations in
// the order OpenAPI lists methods. `:id` becomes `{<name of the path parameter>}`.
import { METHOD_ORDER, type Operation } from '../operations.ts';
import { openApiOperation } from './operation.ts';
import { pathParameter } from './parameters.ts';
import type { JsonObject } from './types.ts';

const ID_SEGMENT = /(?<=\/):id(?=\/|$)/;

/** The OpenAPI path template of an operation (`/transfers/:id` is `/transfers/{SPECIALID}`). */
export function openApiPath(op: Operation): string {
  const param = pathParameter(op);
  const hasSegment = ID_SEGMENT.test(op.path);
  if (hasSegment !== (param !== undefined)) throw new Error(`${op.id}: path ${op.path} and its path parameters disagree`);
  return param === undefined ? op.path : op.path.replace(ID_SEGMENT, `{${param.name}}`);
}

export function openApiPaths(operations: readonly Operation[]): JsonObject {
  const byPath = new Map<string, Operation[]>();
  for (const op of operations) {
    const path = openApiPath(op);
    byPath.set(path, [...(byPath.get(path) ?? []), op]);
  }
  const out: JsonObject = {};
  for (const [path, ops] of byPath) {
    const item: JsonObject = {};
    for (const method of METHOD_ORDER) {
      const found = ops.filter((o) => o.method === method);
      if (found.length > 1) throw new Error(`${method} ${path} is in the operations table ${found.length} times`);
      if (found[0] !== undefined) item[method.toLowerCase()] = openApiOperation(found[0]);
    }
    out[path] = item;
  }
  return out;
}

/** The resource families, in the order the table first names them: the document's tags. */
export function openApiTags(operations: readonly Operation[]): JsonObject[] {
  return [...new Set(operations.map((o) => o.family))].map((name) => ({ name }));
}
