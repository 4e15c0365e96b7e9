// Which operations, parameters and documented statuses a run exercised (issue: a default run
// against the fake reaches every operation and every documented status).
import { OPERATIONS } from '../../contract/index.ts';
import type { Exchange } from '../client/client.ts';
import { ClassCoverageRecorder, type ClassCoverage } from './class-coverage.ts';

/** What a run exercised of one operation of the interface: one row of the report's coverage table. */
export interface OperationCoverage {
  /** Method and path template, e.g. `GET /transfers/:id`. */
  readonly operation: string;
  /** The operation's id in the contract's operations table (`getTransfer`). */
  readonly id: string;
  /** The API it belongs to (the table's `view`): REST v1 or REST v2 (/v2/limits included). */
  readonly view: 'v1' | 'v2';
  /** Requests the run sent to it. */
  readonly calls: number;
  /** The statuses the interface documents for it, ascending. */
  readonly documentedStatuses: readonly number[];
  /** The statuses the run received, ascending (documented or not). */
  readonly seenStatuses: readonly number[];
  /** Its parameter names: path and query (or query-or-body) parameters, not a packet body. */
  readonly parameters: readonly string[];
  /** The parameters some request of the run used. */
  readonly parametersUsed: readonly string[];
  /** The value classes of the input space its parameters and fields take, each sent or not (issue 25). */
  readonly valueClasses: readonly ClassCoverage[];
}

export class CoverageRecorder {
  private readonly calls = new Map<string, number>();
  private readonly statuses = new Map<string, Set<number>>();
  private readonly params = new Map<string, Set<string>>();
  private readonly classes = new ClassCoverageRecorder();

  record(ex: Exchange): void {
    const op = ex.operation;
    if (!op || !ex.response) return;
    this.classes.record(ex);
    this.calls.set(op.id, (this.calls.get(op.id) ?? 0) + 1);
    let s = this.statuses.get(op.id);
    if (!s) this.statuses.set(op.id, (s = new Set()));
    s.add(ex.response.status);
    let p = this.params.get(op.id);
    if (!p) this.params.set(op.id, (p = new Set()));
    // The path segment is the operation's path parameter (SPECIALID, HOSTID).
    const inPath = op.parameters.find((x) => x.in === 'path');
    if (inPath && op.path.includes(':id')) p.add(inPath.name);
    const q = ex.request.url.indexOf('?');
    if (q >= 0) for (const k of new URLSearchParams(ex.request.url.slice(q + 1)).keys()) p.add(k);
    if (ex.request.body.startsWith('{')) {
      try {
        for (const k of Object.keys(JSON.parse(ex.request.body) as object)) p.add(k);
      } catch {
        // A deliberately broken body has no parameters to count.
      }
    }
  }

  table(): OperationCoverage[] {
    return OPERATIONS.map((op) => {
      const documented = [...new Set(op.responses.map((r) => r.status))].sort((a, b) => a - b);
      const names = op.parameters.filter((x) => x.in !== 'body').map((x) => x.name);
      const used = this.params.get(op.id) ?? new Set<string>();
      return {
        operation: `${op.method} ${op.path}`,
        id: op.id,
        view: op.view,
        calls: this.calls.get(op.id) ?? 0,
        documentedStatuses: documented,
        seenStatuses: [...(this.statuses.get(op.id) ?? [])].sort((a, b) => a - b),
        parameters: names,
        parametersUsed: names.filter((n) => used.has(n)),
        valueClasses: this.classes.of(op.id),
      };
    });
  }
}
