// `tmkit snapshot`: a read-only copy of a deployment's records into a dataset file that
// `tmkit serve --dataset FILE` serves (issue 16; DESIGN §4). Exit 0: written; 2: usage error, a
// server that cannot be read (unreachable, an answer the snapshot cannot use, the budget spent).
import { Command } from 'commander';
import { RunStopped, SnapshotError, takeSnapshot, writeSnapshotFile } from '../conformance/index.ts';
import { writableFile } from './paths.ts';
import { createProgress } from './progress.ts';
import { clientOf, targetUrl, withTargetOptions, type TargetOptions } from './target-options.ts';
import { wholeNumber } from './options.ts';
import { showTls, tlsOptionsOf, tlsWarnings } from './tls-options.ts';
import type { Outcome } from './outcome.ts';

interface SnapshotCliOptions extends TargetOptions {
  target: string;
  out: string;
  anonymise?: boolean;
  seed: number;
  pageSize: number;
}

async function runSnapshot(o: SnapshotCliOptions): Promise<number> {
  writableFile('--out', o.out);
  const tls = tlsOptionsOf(o);
  for (const line of tlsWarnings('snapshot', tls, [o.target])) console.error(line);
  const client = clientOf(o.target, o, tls);
  const progress = createProgress({ label: 'tmkit snapshot', total: 1, unit: 'records' });
  let shown = 0;
  try {
    await showTls(client.target);
    const records = await takeSnapshot(client, {
      pageSize: o.pageSize,
      ...(o.anonymise ? { anonymiseSeed: o.seed } : {}),
      onProgress: (what, n) => {
        // The total is not known before the end: the bar shows what is read, one page ahead.
        progress.setTotal(n + (what === 'done' ? 0 : o.pageSize));
        progress.tick(n - shown, what);
        shown = n;
      },
    });
    progress.stop();
    const written = await writeSnapshotFile(records, o.out);
    console.log(`snapshot: ${o.out}: ${records.hosts.length} hosts, ${records.hostconfigs.length} host configurations, ${records.configurations.length} configurations, ${records.rules === undefined ? 'no rules (no /v2/rules)' : `${records.rules.length} rules`}, ${records.transfers.length} transfers (${written} records) of host ${records.server.hostId}${records.server.release ? ` (release ${records.server.release})` : ''}, ${client.sent} requests${o.anonymise ? `, anonymised with seed ${o.seed}` : ''}`);
    return 0;
  } catch (e) {
    progress.stop();
    if (!(e instanceof SnapshotError || e instanceof RunStopped)) throw e;
    console.error(`tmkit snapshot: ${e.message}`);
    return 2;
  } finally {
    await client.target.close();
  }
}

/** The `snapshot` command: its options (the CLI reference is generated from them) and its action. */
export function snapshotCommand(outcome: Outcome): Command {
  const command = new Command('snapshot')
    .summary("copy a server's records into a dataset file that tmkit serve serves")
    .description('Reads every record of a server (GET only): all transfers through id windows, hosts active and inactive, SSL and not, host configurations, bandwidth configurations, rules (GET /v2/rules), the server\'s own host id, @class prefix, limits and file monitors, into a JSON dataset file for tmkit serve --dataset FILE. Host keys are replaced by the key of the password <HOSTID>-password. Exit 0: written; 2: usage error, or a server that could not be read.')
    .requiredOption('--target <url>', 'the server to copy', targetUrl('--target'))
    .requiredOption('--out <file>', 'the dataset file to write (JSON)')
    .option('--anonymise', 'rename hosts, rules, file and folder names and addresses consistently (the same name in, the same name out, for one --seed)')
    .option('--seed <n>', 'the seed of --anonymise', wholeNumber('seed', -Infinity), 1)
    .option('--page-size <n>', 'records asked for per list request (lists are read again with a larger limit, transfers in id windows, while an answer is full)', wholeNumber('page-size', 1), 1000);
  return withTargetOptions(command, 20_000).action(async (options: SnapshotCliOptions) => {
    outcome.code = await runSnapshot(options);
  });
}
