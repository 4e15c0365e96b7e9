// Which operation of the contract a request is (method + path template): for the suite's coverage,
// schemas and documented statuses, and for the faults the fake derives from the operations table.
import { OPERATIONS, type Operation } from './operations.ts';

function matches(template: string, path: string): boolean {
  const t = template.split('/').filter(Boolean);
  const p = path.split('/').filter(Boolean);
  if (t.length !== p.length) return false;
  return t.every((seg, i) => seg === ':id' || seg === p[i]);
}

/** The operation of the contract that `METHOD path` (no query) is, if any. */
export function operationOf(method: string, path: string): Operation | undefined {
  return OPERATIONS.find((o) => o.method === method && matches(o.path, path));
}

/** `GET /transfers/:id`, or the method and path when no operation matches. */
export const operationLabel = (method: string, path: string): string => {
  const op = operationOf(method, path);
  return op ? `${op.method} ${op.path}` : `${method} ${path}`;
};
