// The values the read script asks about, taken from server A before the script starts (these
// reads are not compared): one own transfer, one host, one host configuration, one configuration,
// a rule, a partner and a window of ids and dates; for REST v2, the server's own host id, one
// transfer it requested and one rule. Missing ones leave their requests out.
import type { Client } from '../client/client.ts';
import { isJsonObject, type JsonObject, type JsonValue } from '../../contract/index.ts';

export interface Sample {
  readonly transfer?: JsonObject;
  readonly hostId?: string;
  readonly hostAddress?: string;
  readonly hostconfig?: JsonObject;
  readonly configurationId?: string;
  /** The server's own host id (`HostID` of GET /server). */
  readonly serverHostId?: string;
  /** A transfer of GET /v2/transfers (requested by this server: REST v2 lists and addresses those). */
  readonly v2Transfer?: JsonObject;
  /** The name of a rule of GET /v2/rules. */
  readonly ruleName?: string;
}

const firstOf = (results: JsonValue | undefined): JsonObject | undefined => {
  const record = Array.isArray(results) ? results[0] : undefined;
  return isJsonObject(record) ? record : undefined;
};

async function first(client: Client, path: string, query: Record<string, string> | undefined): Promise<JsonObject | undefined> {
  const ex = await client.call({ method: 'GET', path, ...(query ? { query: { ...query, limit: '1' } } : {}) });
  const answer = isJsonObject(ex.json) ? ex.json['answer'] : undefined;
  return firstOf(isJsonObject(answer) ? answer['results'] : undefined);
}

/** The first record of a v2 list answer (`{"results": […]}`). */
async function firstV2(client: Client, path: string, query: Record<string, string>): Promise<JsonObject | undefined> {
  const ex = await client.call({ method: 'GET', path, query });
  return firstOf(isJsonObject(ex.json) ? ex.json['results'] : undefined);
}

const text = (v: JsonValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

export async function sampleOf(client: Client): Promise<Sample> {
  const transfer = await first(client, '/transfers', {});
  const host = await first(client, '/hosts', { ISACTIVE: 'true' });
  const hostconfig = await first(client, '/hostconfigs', {});
  const configuration = await first(client, '/configurations', {});
  const serverHostId = text((await first(client, '/server', undefined))?.['HostID']);
  // The last transfer by id: one of the records a server's own work made, not the oldest one.
  const v2Transfer = await firstV2(client, '/v2/transfers', { order: 'descId', limit: '1' });
  const ruleName = text((await firstV2(client, '/v2/rules', { limit: '1' }))?.['name']);
  const values = {
    transfer, hostconfig, v2Transfer, serverHostId, ruleName,
    hostId: text(host?.['HOSTID']), hostAddress: text(host?.['ADDRESS']), configurationId: text(configuration?.['HOSTID']),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Sample;
}
