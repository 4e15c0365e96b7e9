// `takeSnapshot`: a read-only copy of a deployment's records (issue 16), through the suite's
// client, so the rate, the request budget and the refusal of every write hold as in `tmkit check`.
// Hosts are read with the four combinations of ISSSL and ISACTIVE, since a bare host list on a real
// server filters on false for both (reference §18); transfers through id windows (transfer-history.ts);
// rules through GET /v2/rules (rule-list.ts).
import type { Client } from '../client/client.ts';
import type { JsonObject } from '../../contract/index.ts';
import { anonymise } from './anonymise.ts';
import { readWholeList, SnapshotError } from './read-list.ts';
import { readServerIdentity } from './server-identity.ts';
import { readTargetRelease } from '../release/target-release.ts';
import { readRules } from './rule-list.ts';
import { checkedRecords, checkedRules, ordered, withoutSecrets, type SnapshotRecords } from './snapshot-records.ts';
import { readTransferHistory } from './transfer-history.ts';

export interface SnapshotOptions {
  /** Records asked for per list request (default 1,000). */
  readonly pageSize?: number;
  /** Rename hosts, rules, files and addresses consistently with this seed (`--anonymise --seed N`). */
  readonly anonymiseSeed?: number;
  /** Hears what is being read and how many records so far. */
  readonly onProgress?: (what: string, records: number) => void;
}

const HOST_FILTERS = ['true', 'false'].flatMap((ssl) => ['true', 'false'].map((active) => ({ ISSSL: ssl, ISACTIVE: active })));

/** Reads every record of the target; throws SnapshotError when a read fails or a record cannot be kept. */
export async function takeSnapshot(client: Client, options: SnapshotOptions = {}): Promise<SnapshotRecords> {
  const page = options.pageSize ?? 1000;
  const progress = options.onProgress ?? (() => {});
  let count = 0;
  const read = async (what: string, reading: Promise<readonly JsonObject[]>) => {
    progress(what, count);
    const records = await reading;
    count += records.length;
    return records;
  };
  // One OPTIONS / first, as the suite's runner does: an unreachable target is said as such.
  const failure = await client.probe();
  if (failure) throw new SnapshotError(`${client.target.baseUrl} does not answer (${failure.failure}: ${failure.message})`);
  // The release the server says goes with its data (a fake serving the file answers as it); read
  // here, not with the identity, which tmkit diff also reads for the @class prefix alone.
  const { served: release } = await readTargetRelease(client);
  const server = { ...(await readServerIdentity(client)), ...(release !== undefined ? { release } : {}) };
  const hosts: JsonObject[] = [];
  for (const filter of HOST_FILTERS) hosts.push(...(await read('hosts', readWholeList(client, '/hosts', filter, page))));
  const hostconfigs = await read('host configurations', readWholeList(client, '/hostconfigs', {}, page));
  const configurations = await read('configurations', readWholeList(client, '/configurations', {}, page));
  const rules = await readRules(client, page);
  count += rules?.length ?? 0;
  const before = count;
  const transfers = await read('transfers', readTransferHistory(client, page, (n) => progress('transfers', before + n)));
  progress('done', count);
  const records = ordered({
    server,
    hosts: checkedRecords(hosts, 'DbHostAuth', 'hosts'),
    hostconfigs: checkedRecords(hostconfigs, 'DbHostConfiguration', 'hostconfigs'),
    configurations: checkedRecords(configurations, 'DbConfiguration', 'configurations'),
    ...(rules ? { rules: checkedRules(rules) } : {}),
    transfers: checkedRecords(transfers, 'DbTaskRunner', 'transfers'),
  });
  return withoutSecrets(options.anonymiseSeed === undefined ? records : ordered(anonymise(records, options.anonymiseSeed)));
}
