// A snapshot as a dataset file: the JSON layout `tmkit serve --dataset FILE` reads, written by the
// generators' own writer, with the `server` section first. The same records give the same bytes.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { derivedPassword, OutputSink, writeDataset } from '../../generators/index.ts';
import type { SnapshotRecords } from './snapshot-records.ts';

/** Writes `records` to `path` as a JSON dataset file; answers how many records were written. */
export async function writeSnapshotFile(records: SnapshotRecords, path: string): Promise<number> {
  const out = createWriteStream(path, { highWaterMark: 1 << 20 });
  await once(out, 'open');
  const written = await writeDataset(new OutputSink(out, 'latin1'), {
    server: records.server,
    // No password is written: the loader gives each host `<HOSTID>-password`, whose key HOSTKEY is.
    hosts: records.hosts.map((record) => ({ record, password: derivedPassword(record.HOSTID) })),
    hostconfigs: records.hostconfigs,
    configurations: records.configurations,
    // No rules read (a server without /v2/rules): no `rules` section, and the loader derives them.
    ...(records.rules ? { rules: records.rules } : {}),
    transfers: records.transfers,
  }, { kind: 'all', format: 'json' });
  out.end();
  await once(out, 'finish');
  return written;
}
