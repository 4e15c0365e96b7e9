// `tmkit generate`: a seeded dataset, or one kind of its records, as JSON, NDJSON or the /log XML
// export, in the v1 view (the records) or the REST v2 view (hosts, rules, transfers), streamed to a
// file or stdout (DESIGN §4). The same options give the same bytes.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { Command, InvalidArgumentError, Option } from 'commander';
import { DEFAULT_FROZEN_TIME, type Clock } from '../fake-server/index.ts';
import {
  displayHostKey, generateDataset, hostsForTransfers, ID_MODES, OUTPUT_FORMATS, OUTPUT_KINDS, OUTPUT_VIEWS,
  OutputSink, V2_SECTIONS, writeDataset, type IdMode, type OutputFormat, type OutputKind, type OutputView,
} from '../generators/index.ts';
import { UsageError } from './usage-error.ts';
import { writableFile } from './paths.ts';
import { clockOption, oneOf, wholeNumber } from './options.ts';
import { createProgress } from './progress.ts';
import type { Outcome } from './outcome.ts';

interface GenerateOptions {
  kind: OutputKind;
  count: number;
  seed: number;
  format: OutputFormat;
  view: OutputView;
  out?: string;
  idMode: IdMode;
  clock: Clock;
  hostId: string;
  hosts?: number;
  withPasswords?: boolean;
  quiet?: boolean;
}

function hostIdOption(text: string): string {
  if (!/^[^\s<>&"']+$/.test(text)) throw new InvalidArgumentError(`--host-id must be a host name without spaces or markup, got '${text}'`);
  return text;
}

/** The usage mistakes of `--view v2`: it is a view of json and ndjson records, of the kinds REST v2 shows, without passwords. */
function checkView({ view, kind, format, withPasswords }: GenerateOptions): void {
  if (view !== 'v2') return;
  if (format === 'xml') throw new UsageError('--view v2 applies to json and ndjson; --format xml is the /log export, which has no v2 form');
  if (kind !== 'all' && !V2_SECTIONS.includes(kind)) throw new UsageError(`--view v2 writes ${V2_SECTIONS.join(', ')} (the records REST v2 shows); use --view v1 for ${kind}`);
  if (withPasswords === true) throw new UsageError('--with-passwords does not apply to --view v2: a v2 host has no field for a plain password');
}

async function runGenerate(o: GenerateOptions): Promise<number> {
  const { kind, format, count } = o;
  if (o.out !== undefined && o.out !== '-') writableFile('--out', o.out);
  if (format === 'xml' && kind !== 'transfers') throw new UsageError(`--format xml is the /log export and holds transfers only; use --kind transfers, or json/ndjson for ${kind}`);
  checkView(o);
  const withTransfers = kind === 'transfers' || kind === 'all';
  if (!withTransfers && o.hosts !== undefined) throw new UsageError(`--hosts only applies to --kind transfers or all; for ${kind}, --count is the number of hosts`);
  const hosts = withTransfers ? o.hosts ?? hostsForTransfers(count) : count;

  const dataset = generateDataset({ seed: o.seed, hosts, transfers: withTransfers ? count : 0, ownHostId: o.hostId, now: o.clock.now(), idMode: o.idMode, hostKey: displayHostKey });
  const toStdout = o.out === undefined || o.out === '-';
  // A large buffer lets the file's writes (done on libuv's threads) overlap generation instead of
  // each 'drain' round trip leaving the main thread idle.
  const out: Writable = toStdout ? process.stdout : createWriteStream(o.out as string, { highWaterMark: 1 << 20 });
  const rules = dataset.rules.length;
  const everything = o.view === 'v2' ? count + hosts + rules : count + hosts * 3 + rules;
  const total = kind === 'transfers' ? count : kind === 'all' ? everything : kind === 'rules' ? rules : hosts;
  // Progress on stderr, unless stdout goes to the same terminal and the two would mix.
  const quiet = o.quiet === true || (toStdout && process.stdout.isTTY === true);
  const progress = quiet ? undefined : createProgress({ label: `tmkit generate ${kind}`, total, unit: 'records' });
  let shown = 0;
  try {
    if (!toStdout) await once(out, 'open');
    await writeDataset(new OutputSink(out, format === 'xml' ? 'utf8' : 'latin1'), dataset, {
      kind,
      format,
      view: o.view,
      withPasswords: o.withPasswords ?? false,
      onProgress: (n) => {
        progress?.tick(n - shown);
        shown = n;
      },
    });
    progress?.stop();
    if (!toStdout) {
      out.end();
      await once(out, 'finish');
    }
    return 0;
  } catch (e) {
    progress?.stop();
    const err = e as NodeJS.ErrnoException;
    // A reader that stops early (`| head`) is not an error of ours.
    if (err.code === 'EPIPE') return 0;
    console.error(`tmkit generate: cannot write ${toStdout ? 'to stdout' : `'${o.out}'`}: ${err.message}`);
    return 1;
  }
}

/** The `generate` command: its options (the CLI reference is generated from them) and its action. */
export function generateCommand(outcome: Outcome): Command {
  return new Command('generate')
    .summary('write seeded records as JSON, NDJSON or the /log XML export')
    .description('Writes a seeded dataset, or one kind of its records, to a file or stdout. --count is the number of transfers for transfers and all (hosts scale with it), of hosts otherwise (rules: the rules of that many hosts); xml (the /log export) is for transfers only. --view v2 writes hosts, rules and transfers as REST v2 shows them. The same options give the same bytes.')
    .addOption(oneOf('--kind <kind>', 'which records', OUTPUT_KINDS, 'transfers'))
    .option('--count <n>', 'how many (transfers, or hosts for the host kinds and rules); 1_000_000 is fine', wholeNumber('count', 0), 100)
    .option('--seed <n>', 'the seed: the same seed gives the same bytes', wholeNumber('seed', -Infinity), 1)
    .addOption(oneOf('--format <format>', 'json (one document), ndjson (a record a line) or xml (the /log export)', OUTPUT_FORMATS, 'json'))
    .addOption(oneOf('--view <view>', 'v1 (the records, the dataset file layout) or v2 (hosts, rules and transfers as REST v2 shows them)', OUTPUT_VIEWS, 'v1'))
    .option('--out <file>', 'the file to write, - for stdout (default: stdout)')
    .addOption(oneOf('--id-mode <mode>', 'transfer ids: a sequence, or 64-bit GUID-like numbers', ID_MODES, 'sequence'))
    .addOption(new Option('--clock <spec>', 'frozen[:ISO date] or system: transfers end at this instant').argParser(clockOption).default(clockOption(`frozen:${DEFAULT_FROZEN_TIME}`), `frozen:${DEFAULT_FROZEN_TIME}`))
    .option('--host-id <id>', "the server's own host id", hostIdOption, 'server1')
    .option('--hosts <n>', 'partner hosts for --kind transfers or all (default: scaled with --count)', wholeNumber('hosts', 2))
    .option('--with-passwords', 'include the hosts\' clear passwords (for a fake that must check them)')
    .option('--quiet', 'no progress display')
    .action(async (options: GenerateOptions) => {
      outcome.code = await runGenerate(options);
    });
}
