// One list GET of a collection and what the list-semantics checks read from its answer. The
// filter under test goes into the query string or into the JSON body (the real server reads both,
// body on top; reference §2.2); the frame of the request (id window, owner, limit) always stays in
// the query.
import type { CallRequest, Exchange, QueryValue } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { results, type Json, type JsonRecord } from '../scenarios/helpers.ts';
import type { Failure } from './row-diff.ts';

export type Placement = 'query' | 'body';
export type Scalar = string | number | bigint | boolean;
export type Filter = Readonly<Record<string, Scalar>>;

export interface ListAnswer {
  readonly ex: Exchange;
  /** 200 with a JSON envelope that has an `answer` object. */
  readonly ok: boolean;
  readonly rows: JsonRecord[];
  /** `answer.count` and `answer.limit` as sent (undefined when left out). */
  readonly count: Json | undefined;
  readonly limit: Json | undefined;
  /** Whether `answer.results` was there at all (it is left out when nothing matched). */
  readonly hasResults: boolean;
}

export interface ListRequest {
  readonly frame?: Readonly<Record<string, QueryValue>>;
  readonly filter?: Filter;
  readonly placement?: Placement;
  /** Another target than the run's (a fake of a check's own), sent to unsigned. */
  readonly target?: CallRequest['target'];
}

const queryText = (v: Scalar): string => String(v);

export async function listOf(ctx: CheckContext, collection: string, req: ListRequest): Promise<ListAnswer> {
  const filter = req.filter ?? {};
  const inBody = req.placement === 'body' && Object.keys(filter).length > 0;
  const query: Record<string, QueryValue> = { ...(req.frame ?? {}) };
  if (!inBody) for (const [k, v] of Object.entries(filter)) query[k] = queryText(v);
  const ex = await ctx.call({ method: 'GET', path: `/${collection}`, query, ...(inBody ? { body: { ...filter } } : {}), ...(req.target ? { target: req.target, sign: false } : {}) });
  const answer = (ex.json as JsonRecord | undefined)?.['answer'];
  const ok = ex.response?.status === 200 && answer !== null && typeof answer === 'object' && !Array.isArray(answer);
  const a = ok ? (answer as JsonRecord) : undefined;
  return { ex, ok, rows: results(ex), count: a?.['count'], limit: a?.['limit'], hasResults: Array.isArray(a?.['results']) };
}

/** `PARTNER=rome-hub, DONE=true (in the body)`: the filter as a person reads it in a finding. */
export function filterText(filter: Filter, placement: Placement = 'query'): string {
  const parts = Object.entries(filter).map(([k, v]) => `${k}=${typeof v === 'string' && placement === 'body' ? JSON.stringify(v) : String(v)}`);
  if (parts.length === 0) return 'no filter';
  return `${parts.join(', ')}${placement === 'body' ? ' (in the JSON body)' : ''}`;
}

/** The failure of a list call that did not answer 200 with a list, or undefined. */
export function notAList(answer: ListAnswer, what: string): Failure | undefined {
  if (answer.ok) return undefined;
  const status = answer.ex.response?.status;
  return {
    finding: {
      title: `${what}: no list answer`,
      expected: 'Expected: 200 with the list envelope {filter, results, count, limit}',
      received: `Received: ${status === undefined ? (answer.ex.error?.message ?? 'no answer') : `status ${status}`}${answer.ex.response ? `, body ${answer.ex.response.body.slice(0, 200)}` : ''}`,
    },
    exchange: answer.ex,
  };
}
