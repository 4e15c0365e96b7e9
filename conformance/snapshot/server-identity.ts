// Who the snapshot's server is, read from its answers: its own host id (GET /server names it,
// reference §7.1), the @class prefix of its packets (the class of GET /bandwidth's packet without
// the interface's relative name), its /v2/limits row, its live /bandwidth values and its file
// monitors (file-monitors.ts).
import { PACKET_CLASS, isJsonObject, type JsonObject, type JsonValue } from '../../contract/index.ts';
import type { Client } from '../client/client.ts';
import type { DatasetServer } from '../../generators/index.ts';
import { answerOf, readJson, SnapshotError } from './read-list.ts';
import { readFileMonitors } from './file-monitors.ts';

const firstResult = (json: JsonValue | undefined, label: string): JsonObject => {
  const results = answerOf(json, label)['results'];
  const first = Array.isArray(results) ? results[0] : undefined;
  if (!isJsonObject(first)) throw new SnapshotError(`${label}: the answer has no result`);
  return first;
};

/** The limits only (numbers, not `requestUserPacket`), keys in the answer's order: what a dataset file's `server` section keeps. */
const numbersOf = (o: JsonObject): Record<string, number> =>
  Object.fromEntries(Object.entries(o).filter((e): e is [string, number] => typeof e[1] === 'number' && /limit$|global$|session$/i.test(e[0])));

export async function readServerIdentity(client: Client): Promise<DatasetServer> {
  const status = firstResult(await readJson(client, '/server'), 'GET /server');
  const hostId = status['HostID'];
  if (typeof hostId !== 'string' || hostId === '') throw new SnapshotError('GET /server: no HostID in the status');
  const bandwidth = firstResult(await readJson(client, '/bandwidth'), 'GET /bandwidth');
  const className = bandwidth['@class'];
  if (typeof className !== 'string' || !className.endsWith(PACKET_CLASS.bandwidth)) throw new SnapshotError(`GET /bandwidth: the packet's @class ${JSON.stringify(className)} does not end with ${PACKET_CLASS.bandwidth}`);
  const limits = await readJson(client, '/v2/limits');
  if (limits !== undefined && !isJsonObject(limits)) throw new SnapshotError('GET /v2/limits: the answer is not an object');
  const fileMonitors = await readFileMonitors(client);
  return {
    hostId,
    classPrefix: className.slice(0, -PACKET_CLASS.bandwidth.length),
    limits: limits === undefined ? null : numbersOf(limits),
    bandwidth: numbersOf(bandwidth),
    ...(fileMonitors ? { fileMonitors } : {}),
  };
}
