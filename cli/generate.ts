// `tmkit generate`: a seeded dataset, or one kind of its records, as JSON, NDJSON or the /log XML
// export, streamed to a file or stdout (DESIGN §4). The same options give the same bytes.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { DEFAULT_FROZEN_TIME, parseClockSpec } from '../fake-server/index.ts';
import {
  createProgressBar, displayHostKey, generateDataset, hostsForTransfers, ID_MODES, OUTPUT_FORMATS, OUTPUT_KINDS,
  OutputSink, writeDataset, type IdMode, type OutputFormat, type OutputKind,
} from '../generators/index.ts';
import { UsageError } from './usage-error.ts';

export const GENERATE_USAGE = `  generate [--kind transfers|hosts|hostconfigs|configurations|all] [--count 100] [--seed 1]
        [--format json|ndjson|xml] [--out FILE|-] [--id-mode sequence|guid]
        [--clock frozen:${DEFAULT_FROZEN_TIME}|system] [--host-id server1] [--hosts N]
        [--with-passwords] [--quiet]
                           write seeded records; --count is the number of transfers for
                           transfers and all (hosts scale with it), of hosts otherwise;
                           xml (the /log export) is for transfers only`;

const oneOf = <T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T => {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`--${name} must be one of ${allowed.join(', ')}, got '${value}'`);
  return value as T;
};

function whole(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const n = /^-?\d[\d_]*$/.test(text) ? Number(text.replace(/_/g, '')) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min) throw new UsageError(`--${name} must be a whole number${min === 0 ? ' (0 or more)' : ''}, got '${text}'`);
  return n;
}

function parse(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      options: {
        kind: { type: 'string' }, count: { type: 'string' }, seed: { type: 'string' }, format: { type: 'string' },
        out: { type: 'string' }, 'id-mode': { type: 'string' }, clock: { type: 'string' }, 'host-id': { type: 'string' },
        hosts: { type: 'string' }, 'with-passwords': { type: 'boolean' }, quiet: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

export async function runGenerate(argv: readonly string[]): Promise<number> {
  const values = parse(argv);
  const kind: OutputKind = oneOf('kind', values.kind, OUTPUT_KINDS, 'transfers');
  const format: OutputFormat = oneOf('format', values.format, OUTPUT_FORMATS, 'json');
  const idMode: IdMode = oneOf('id-mode', values['id-mode'], ID_MODES, 'sequence');
  if (format === 'xml' && kind !== 'transfers') throw new UsageError(`--format xml is the /log export and holds transfers only; use --kind transfers, or json/ndjson for ${kind}`);
  const count = whole('count', values.count, 100, 0);
  const seed = whole('seed', values.seed, 1, -Infinity);
  const hostId = values['host-id'] ?? 'server1';
  if (!/^[^\s<>&"']+$/.test(hostId)) throw new UsageError(`--host-id must be a host name without spaces or markup, got '${hostId}'`);
  let clock;
  try {
    clock = parseClockSpec(values.clock ?? `frozen:${DEFAULT_FROZEN_TIME}`);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const withTransfers = kind === 'transfers' || kind === 'all';
  const hosts = withTransfers ? whole('hosts', values.hosts, hostsForTransfers(count), 2) : count;
  if (!withTransfers && values.hosts !== undefined) throw new UsageError(`--hosts only applies to --kind transfers or all; for ${kind}, --count is the number of hosts`);

  const dataset = generateDataset({ seed, hosts, transfers: withTransfers ? count : 0, ownHostId: hostId, now: clock.now(), idMode, hostKey: displayHostKey });
  const toStdout = values.out === undefined || values.out === '-';
  // A large buffer lets the file's writes (done on libuv's threads) overlap generation instead of
  // each 'drain' round trip leaving the main thread idle.
  const out: Writable = toStdout ? process.stdout : createWriteStream(values.out as string, { highWaterMark: 1 << 20 });
  const total = kind === 'transfers' ? count : kind === 'all' ? count + hosts * 3 : hosts;
  // A bar on stderr, unless stdout goes to the same terminal and the two would mix.
  const showBar = !values.quiet && process.stderr.isTTY === true && !(toStdout && process.stdout.isTTY);
  const bar = showBar ? createProgressBar(process.stderr, total, `tmkit generate ${kind}`) : undefined;
  try {
    if (!toStdout) await once(out, 'open');
    const written = await writeDataset(new OutputSink(out, format === 'xml' ? 'utf8' : 'latin1'), dataset, { kind, format, withPasswords: values['with-passwords'] ?? false, onProgress: (n) => bar?.update(n) });
    bar?.finish(written);
    if (!toStdout) {
      out.end();
      await once(out, 'finish');
    }
    return 0;
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    // A reader that stops early (`| head`) is not an error of ours.
    if (err.code === 'EPIPE') return 0;
    if (bar) process.stderr.write('\n');
    console.error(`tmkit generate: cannot write ${toStdout ? 'to stdout' : `'${values.out}'`}: ${err.message}`);
    return 1;
  }
}
