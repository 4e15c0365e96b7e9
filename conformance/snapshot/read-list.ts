// One read of the snapshot: a GET through the suite's client (rate, budget, read-only permissions),
// its answer required to be a 200 JSON envelope. A list answer is capped by its lower-case `limit`
// (reference §3.1, §18), so a list read asks for a limit and says whether the cap was reached.
import type { Client, QueryValue } from '../client/client.ts';
import { isJsonObject, type JsonObject, type JsonValue } from '../../contract/index.ts';

/** A read the snapshot cannot do without: it names the request and what came back. */
export class SnapshotError extends Error {
  override name = 'SnapshotError';
}

/** GET `path` (with `query`): the parsed JSON of a 200 answer; a SnapshotError for anything else. */
export async function readJson(client: Client, path: string, query: Readonly<Record<string, QueryValue>> = {}): Promise<JsonValue | undefined> {
  const ex = await client.call({ method: 'GET', path, query });
  const label = `GET ${ex.request.url}`;
  if (ex.error) throw new SnapshotError(`${label}: no answer (${ex.error.failure}: ${ex.error.message})`);
  const status = ex.response?.status;
  if (status === 404) return undefined;
  if (status !== 200) throw new SnapshotError(`${label}: answered ${status}: ${ex.response?.body.slice(0, 200)}`);
  if (ex.json === undefined) throw new SnapshotError(`${label}: the answer is not JSON${ex.jsonError ? ` (${ex.jsonError})` : ''}`);
  return ex.json;
}

/** The `answer` of a v1 envelope, or the SnapshotError that says it is missing. */
export function answerOf(json: JsonValue | undefined, label: string): JsonObject {
  const answer = isJsonObject(json) ? json['answer'] : undefined;
  if (!isJsonObject(answer)) throw new SnapshotError(`${label}: the answer has no v1 envelope with an "answer" object`);
  return answer;
}

/** The records of one list GET, and whether the answer was cut by its `limit`. */
export interface ListPage {
  readonly records: readonly JsonObject[];
  readonly capped: boolean;
}

/** One list GET with `limit` records at most: an empty list has no `results` key (reference §17). */
export async function readListPage(client: Client, path: string, query: Readonly<Record<string, QueryValue>>, limit: number): Promise<ListPage> {
  const answer = answerOf(await readJson(client, path, { ...query, limit }), `GET ${path}`);
  const results = answer['results'] ?? [];
  if (!Array.isArray(results) || !results.every(isJsonObject)) throw new SnapshotError(`GET ${path}: "results" is not a list of records`);
  return { records: results, capped: results.length >= limit };
}

/**
 * A whole list without an id to page by (hosts, host configurations, configurations): read with a
 * limit, and again with ten times the limit while the answer is cut by it.
 */
export async function readWholeList(client: Client, path: string, query: Readonly<Record<string, QueryValue>>, firstLimit: number): Promise<readonly JsonObject[]> {
  for (let limit = firstLimit; ; limit *= 10) {
    const page = await readListPage(client, path, query, limit);
    if (!page.capped) return page.records;
  }
}
