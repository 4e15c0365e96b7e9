// The rules of a snapshot, read through REST v2 (`GET /v2/rules`: v1's /rules is outside the
// published interface). 3.6.2 fetches the rules whole and cuts the page in Java, so `offset`
// pages alike on H2 and PostgreSQL (docs/rest-v2-3.6.2.md §3.2); `totalResults` counts every
// rule, and the pages are read until they hold that many. A server without REST v2 (404) has no
// rules to give: the dataset file then has no `rules` section and the loader derives them.
import type { Client } from '../client/client.ts';
import { isJsonObject, ruleFromV2, type JsonObject } from '../../contract/index.ts';
import { readJson, SnapshotError } from './read-list.ts';

/** Every rule as a raw stored record (to be checked against the rule schema), or undefined when /v2/rules is not there. */
export async function readRules(client: Client, pageSize: number): Promise<JsonObject[] | undefined> {
  const rules = new Map<string, JsonObject>();
  for (let offset = 0; ; ) {
    const json = await readJson(client, '/v2/rules', { limit: pageSize, offset });
    if (json === undefined) return offset === 0 ? undefined : [...rules.values()];
    const [results, total] = isJsonObject(json) ? [json['results'], json['totalResults']] : [undefined, undefined];
    if (!Array.isArray(results) || !results.every(isJsonObject) || typeof total !== 'number') throw new SnapshotError('GET /v2/rules: the answer is not {"totalResults", "results": [rules]}');
    for (const r of results) rules.set(String(r['name']), ruleFromV2(r));
    offset += results.length;
    if (results.length === 0 || offset >= total) return [...rules.values()];
  }
}
