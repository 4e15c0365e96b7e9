// The reference view of each record kind (contract/views.ts REFERENCE_VIEWS): its v1 list, read
// whole (up to WHOLE_LIST, as the v2 lists are), which views_agree and v2_views_agree compare every other view with.
import { OPERATIONS, REFERENCE_VIEWS, type JsonObject, type ViewedRecord } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import { results, unreadable } from '../scenarios/helpers.ts';
import { WHOLE_LIST } from '../v2/v2-lists.ts';

/** `GET /transfers`, … : how a report names the reference view of `kind`. */
export function referenceLabel(kind: ViewedRecord): string {
  const op = OPERATIONS.find((o) => o.id === REFERENCE_VIEWS[kind]);
  return op ? `${op.method} ${op.path}` : REFERENCE_VIEWS[kind];
}

/** The records of `kind` as its v1 list gives them (every owner and status; every host flag); undefined when a list cannot be read. */
export async function referenceRecords(ctx: CheckContext, kind: ViewedRecord): Promise<JsonObject[] | undefined> {
  const read = async (path: string, query: Readonly<Record<string, string | number>>) => {
    const ex = await ctx.call({ method: 'GET', path, query: { ...query, limit: WHOLE_LIST } });
    return unreadable(ex) || ex.response?.status !== 200 ? undefined : (results(ex) as JsonObject[]);
  };
  switch (kind) {
    case 'transfer':
      return read('/transfers', { OWNERREQ: '*', ALLSTATUS: 'true', ORDERBYID: 'true' });
    case 'host': {
      // GET /hosts filters on ISSSL and ISACTIVE, both false when absent (reference §3.3): four lists make every host.
      const out: JsonObject[] = [];
      for (const ISSSL of ['true', 'false']) {
        for (const ISACTIVE of ['true', 'false']) {
          const part = await read('/hosts', { ISSSL, ISACTIVE });
          if (part === undefined) return undefined;
          out.push(...part);
        }
      }
      return out;
    }
    case 'hostconfig':
      return read('/hostconfigs', {});
    case 'configuration':
      return read('/configurations', {});
    case 'rule':
      // A negative MODETRANS lists every rule (left out it selects mode 0: docs/real-server-3.6.2.md, /rules).
      return read('/rules', { MODETRANS: -1 });
  }
}
