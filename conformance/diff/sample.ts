// The values the read script asks about, taken from server A before the script starts (these
// reads are not compared): one own transfer, one host, one host configuration, one configuration,
// a rule, a partner and a window of ids and dates. Missing ones leave their requests out.
import type { Client } from '../client/client.ts';
import { isJsonObject, type JsonObject } from '../../contract/index.ts';

export interface Sample {
  readonly transfer?: JsonObject;
  readonly hostId?: string;
  readonly hostconfig?: JsonObject;
  readonly configurationId?: string;
}

async function first(client: Client, path: string, query: Record<string, string>): Promise<JsonObject | undefined> {
  const ex = await client.call({ method: 'GET', path, query: { ...query, limit: '1' } });
  const answer = isJsonObject(ex.json) ? ex.json['answer'] : undefined;
  const results = isJsonObject(answer) ? answer['results'] : undefined;
  const record = Array.isArray(results) ? results[0] : undefined;
  return isJsonObject(record) ? record : undefined;
}

export async function sampleOf(client: Client): Promise<Sample> {
  const transfer = await first(client, '/transfers', {});
  const host = await first(client, '/hosts', { ISACTIVE: 'true' });
  const hostconfig = await first(client, '/hostconfigs', {});
  const configuration = await first(client, '/configurations', {});
  return {
    ...(transfer ? { transfer } : {}),
    ...(typeof host?.['HOSTID'] === 'string' ? { hostId: host['HOSTID'] } : {}),
    ...(hostconfig ? { hostconfig } : {}),
    ...(typeof configuration?.['HOSTID'] === 'string' ? { configurationId: configuration['HOSTID'] } : {}),
  };
}
