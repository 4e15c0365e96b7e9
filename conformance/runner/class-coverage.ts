// Which value classes of the input space (contract/input-space.ts) a run sent to which parameter
// (issue 25, item 4): every request is read as it went on the wire, each parameter and body field
// the input space names is classified (contract/value-classes.ts classesOf), and a cell counts as
// sent when one request carried a value of its class there, whichever check sent it.
import { INPUT_SPACE, boundsOf, classesOf, parseJson, isJsonObject, type InputSpec, type Operation, type ValueClass } from '../../contract/index.ts';
import type { Exchange } from '../client/client.ts';

/** One cell of the input space in a run: a class of a parameter, sent or not. */
export interface ClassCoverage {
  readonly parameter: string;
  readonly valueClass: ValueClass;
  readonly sent: boolean;
  /** Why the class goes to the embedded fake only (a run against a server never sends it). */
  readonly fakeOnly?: string;
}

const cellKey = (op: string, p: string, c: string) => `${op}\u0000${p}\u0000${c}`;

/** The path segment of `/base/:id` in a request path (decoded). */
function pathArgument(op: Operation, path: string): string | undefined {
  if (!op.path.endsWith('/:id')) return undefined;
  const base = op.path.slice(0, -'/:id'.length);
  const rest = path.split('?')[0] ?? '';
  if (!rest.startsWith(`${base}/`)) return undefined;
  try {
    return decodeURIComponent(rest.slice(base.length + 1));
  } catch {
    return rest.slice(base.length + 1);
  }
}

/** The arguments of a request as it was sent: query texts, body values (lossless), the path segment. */
function argumentsOf(ex: Exchange, op: Operation): [string, unknown][] {
  const out: [string, unknown][] = [];
  const q = ex.request.url.indexOf('?');
  if (q >= 0) for (const [k, v] of new URLSearchParams(ex.request.url.slice(q + 1))) out.push([k, v]);
  if (ex.request.body.startsWith('{')) {
    try {
      const body = parseJson(ex.request.body);
      if (isJsonObject(body)) for (const [k, v] of Object.entries(body)) out.push([k, v]);
    } catch {
      // A deliberately broken body carries no class.
    }
  }
  const inPath = op.parameters.find((x) => x.in === 'path');
  const segment = pathArgument(op, ex.path);
  if (inPath && segment !== undefined) out.push([inPath.name, segment]);
  return out;
}

export class ClassCoverageRecorder {
  private readonly sent = new Set<string>();

  record(ex: Exchange): void {
    const op = ex.operation;
    const space = op ? INPUT_SPACE[op.id] : undefined;
    if (!op || !space) return;
    for (const [name, value] of argumentsOf(ex, op)) {
      const spec: InputSpec | undefined = space[name];
      if (!spec) continue;
      for (const c of classesOf(spec.kind, value, boundsOf(spec))) if (c in spec.classes) this.sent.add(cellKey(op.id, name, c));
    }
  }

  /** The cells of one operation, in the input space's order. */
  of(operationId: string): ClassCoverage[] {
    return Object.entries(INPUT_SPACE[operationId] ?? {}).flatMap(([parameter, spec]) =>
      (Object.keys(spec.classes) as ValueClass[]).map((valueClass): ClassCoverage => {
        const why = spec.fakeOnly?.[valueClass];
        return { parameter, valueClass, sent: this.sent.has(cellKey(operationId, parameter, valueClass)), ...(why === undefined ? {} : { fakeOnly: why }) };
      }),
    );
  }
}
