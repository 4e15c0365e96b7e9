// `tmkit serve`: the fake on HTTP or HTTPS until SIGINT or SIGTERM (DESIGN §4, §6b).
import { existsSync, readFileSync } from 'node:fs';
import { Command, InvalidArgumentError, Option } from 'commander';
import {
  businessClassesOf, createFakeServer, TlsOptionError, DatasetFileError, DEFAULT_CONFIG, ID_MODES, DEFAULT_FROZEN_TIME, ENTRY_POINTS, listen, parseFaultNames, UnknownFaultError, DATASET_PRESETS, isDatasetPreset,
  RELEASES, DEFAULT_RELEASE,
  type AuthMode, type Clock, type EntryPoint, type FaultName, type IdMode, type Release,
} from '../fake-server/index.ts';
import { PathError, UsageError } from './usage-error.ts';
import { readableFile, writableFile, writableFolder } from './paths.ts';
import { clockOption, commaList, oneOf, wholeNumber } from './options.ts';
import type { Outcome } from './outcome.ts';
import { announceTls, ServeTlsError, tlsOfServe, tlsOptions, tlsProblem, type ServeTlsOptions } from './serve-tls.ts';

interface ServeOptions extends ServeTlsOptions {
  port: number;
  host: string;
  seed: number;
  dataset: string;
  idMode: IdMode;
  clock: Clock;
  classPrefix?: string;
  hostId?: string;
  maxBodyBytes: number;
  archiveDir?: string;
  disable?: EntryPoint[];
  auth: AuthMode;
  adminPassword?: string;
  signatureKey?: string;
  timeLimit: number;
  fault?: FaultName[];
  control: boolean;
  journalSize: number;
  /** `--journal-out FILE`: the journal as a replayable script, written when the fake stops. */
  journalOut?: string;
  /** `--business FILE`: the business classes /business answers as run. */
  business?: string;
  /** Undefined: `fake` when --clock was given, `system` otherwise (README "Authentication"). */
  authClock?: 'system' | 'fake';
  /** `--release`: the release of the real server the fake answers as (not given: a snapshot's, else 3.6.2). */
  release?: Release;
}

function entryPoints(text: string): EntryPoint[] {
  const names = commaList(text);
  const unknown = names.filter((n) => !(ENTRY_POINTS as readonly string[]).includes(n));
  if (unknown.length > 0) throw new InvalidArgumentError(`--disable: unknown entry point(s) ${unknown.join(', ')}; known: ${ENTRY_POINTS.join(', ')}`);
  return names as EntryPoint[];
}

/** `--fault`: planted faults (fake-server/faults/), off by default. */
export function faultList(text: string | undefined): FaultName[] {
  try {
    return parseFaultNames(text);
  } catch (e) {
    if (e instanceof UnknownFaultError) throw new UsageError(`--fault: ${e.message}`);
    throw e;
  }
}

async function runServe(o: ServeOptions, given: (option: 'hostId' | 'classPrefix' | 'clock') => boolean): Promise<number> {
  if (!isDatasetPreset(o.dataset)) {
    // A missing file may be a mistyped preset: its one line names the presets too.
    if (!existsSync(o.dataset)) throw new PathError(`--dataset ${o.dataset}: neither a preset (${Object.keys(DATASET_PRESETS).join(', ')}) nor an existing file`);
    readableFile('--dataset', o.dataset);
  }
  const business = checkedFiles(o);
  let tls;
  try {
    tls = tlsOfServe(o);
  } catch (e) {
    if (!(e instanceof ServeTlsError)) throw e;
    console.error(`tmkit serve: ${e.message}`);
    return 2;
  }
  let fake;
  try {
    fake = createFakeServer({
      seed: o.seed,
      // A preset name or a file: datasetFromSpec decides, and names the problem of a bad file.
      dataset: o.dataset,
      idMode: o.idMode,
      clock: o.clock,
      // Left to their defaults, a dataset file's `server` section (tmkit snapshot) decides them.
      ...(o.classPrefix && given('classPrefix') ? { classPrefix: o.classPrefix } : {}),
      ...(o.hostId && given('hostId') ? { hostId: o.hostId } : {}),
      ...(o.archiveDir ? { archiveDir: o.archiveDir } : {}),
      ...(o.adminPassword ? { adminPassword: o.adminPassword } : {}),
      ...(o.signatureKey ? { signatureKey: o.signatureKey } : {}),
      disabled: o.disable ?? [],
      auth: o.auth,
      timeLimitMs: o.timeLimit,
      faults: o.fault ?? [],
      journalSize: o.journalSize,
      business,
      authClock: o.authClock ?? (given('clock') ? 'fake' : 'system'),
      // The per-request X-Fake-Mishap header is part of the control API: off with it.
      mishapHeader: o.control,
      ...(o.release ? { release: o.release } : {}),
    });
  } catch (e) {
    if (!(e instanceof DatasetFileError)) throw e;
    console.error(`tmkit serve: ${e.message}`);
    return 2;
  }
  if (o.host === '0.0.0.0' || o.host === '::') console.warn(`tmkit serve: warning: listening on all interfaces (${o.host}); the fake has no protection meant for a network`);
  let running;
  try {
    running = await listen(fake, { port: o.port, host: o.host, maxBodyBytes: o.maxBodyBytes, control: o.control, ...(tls === undefined ? {} : { tls }), ...(o.journalOut === undefined ? {} : { journalOut: o.journalOut }) });
  } catch (e) {
    if (e instanceof TlsOptionError) {
      console.error(`tmkit serve: ${tlsProblem(e, o)}`);
      return 2;
    }
    // A busy port or an address this machine does not have: say which, without a stack trace.
    console.error(`tmkit serve: cannot listen on ${o.host}:${o.port}: ${(e as Error).message}`);
    return 2;
  }
  if (fake.config.faults.length > 0) console.warn(`tmkit serve: planted faults on (it deviates from the interface on purpose): ${fake.config.faults.join(', ')}`);
  // Written before the line is printed: a client that waits for the URL can read the certificate at once.
  const served = running.ca === undefined ? '' : `${announceTls(o, running.ca)}; `;
  console.log(`tmkit fake server listening on ${running.url} (${served}seed ${o.seed}, dataset ${o.dataset}, id mode ${o.idMode}, clock ${o.clock.kind} ${new Date(o.clock.now()).toISOString()}, host id ${fake.config.hostId}, auth ${o.auth}${o.auth === 'none' ? '' : ` against the ${fake.config.authClock} clock`}, release ${fake.config.release})`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    // PUT /server with a valid shutdown packet: the answer is sent, then the listener closes.
    fake.onShutdown((e) => {
      console.log(`tmkit fake server: shutdown requested through PUT /server${e.restart ? ' (restart asked; the fake does not restart)' : ''}`);
      resolve();
    });
  });
  await running.close();
  if (o.journalOut !== undefined) console.log(`tmkit fake server: journal written as a script to ${o.journalOut} (tmkit diff --script)`);
  // Exports in a folder the fake made for itself go with it; --archive-dir keeps them.
  fake.server.removeTemporaryArchive();
  console.log('tmkit fake server stopped');
  return 0;
}

/** The files serve reads and writes, checked before it starts; answers the business classes (`--business`). */
function checkedFiles(o: ServeOptions): Record<string, string> {
  if (o.archiveDir) writableFolder('--archive-dir', o.archiveDir);
  // Checked now, not when the fake stops: a client's whole run would be lost to a typo.
  if (o.journalOut !== undefined) writableFile('--journal-out', o.journalOut);
  return o.business === undefined ? {} : businessFile(o.business);
}

/** `--business FILE`: a JSON object of class names and answer texts, or a usage error that says what is wrong. */
function businessFile(path: string): Record<string, string> {
  readableFile('--business', path);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new UsageError(`--business ${path}: not JSON: ${(e as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UsageError(`--business ${path}: must be a JSON object {"<className>": "<answer text>"}`);
  const classes = businessClassesOf(value as Record<string, unknown>);
  if (typeof classes === 'string') throw new UsageError(`--business ${path}: ${classes}`);
  return Object.fromEntries(classes);
}

/** The `serve` command: its options (the CLI reference is generated from them) and its action. */
export function serveCommand(outcome: Outcome): Command {
  const command = new Command('serve')
    .summary('run the fake server on HTTP (or HTTPS) until Ctrl-C')
    .description('Runs the fake on HTTP, or HTTPS with --tls or --tls-cert (mutual TLS with --tls-client-ca): prints its URL and seed, answers every endpoint of the interface from a seeded dataset, and stops on SIGINT/SIGTERM or a shutdown packet. The control API under /_fake (reset, reseed, clock) is on unless --no-control.')
    .option('--port <n>', 'port to listen on (0: a free one)', wholeNumber('port', 0), 8066)
    .option('--host <address>', 'address to listen on (0.0.0.0 warns: the fake has no protection meant for a network)', '127.0.0.1')
    .option('--seed <n>', 'seed of the dataset and of everything random', wholeNumber('seed', -Infinity), DEFAULT_CONFIG.seed)
    .option('--dataset <preset|file>', `a preset generated from the seed (${Object.entries(DATASET_PRESETS).map(([name, p]) => `${name}: ${p.hosts.toLocaleString('en-US')} hosts, ${p.transfers.toLocaleString('en-US')} transfers`).join('; ')}) or a JSON/NDJSON dataset file such as tmkit generate writes, checked record by record: a bad file is refused (exit 2) with the line or index, field and reason of each problem`, 'small')
    .addOption(oneOf('--id-mode <mode>', 'transfer ids: a sequence, or 64-bit GUID-like numbers', ID_MODES, 'sequence'))
    .addOption(new Option('--clock <spec>', `frozen[:ISO date] or system`).argParser(clockOption).default(clockOption(`frozen:${DEFAULT_FROZEN_TIME}`), `frozen:${DEFAULT_FROZEN_TIME}`))
    .option('--class-prefix <p>', "@class prefix of the packets (default: a dataset file's server section, as tmkit snapshot writes it, else this)", DEFAULT_CONFIG.classPrefix)
    .option('--host-id <id>', "the server's own host id (default: a dataset file's server section, as tmkit snapshot writes it, else this)", DEFAULT_CONFIG.hostId)
    .option('--max-body-bytes <n>', 'largest request body accepted (413 beyond)', wholeNumber('max-body-bytes', 1), 1024 * 1024)
    .option('--archive-dir <dir>', 'where GET /log writes its XML exports (default: a temporary folder, removed when the fake stops; a given one is kept)')
    .addOption(new Option('--disable <entry points>', `comma-separated entry points answered 405 (${ENTRY_POINTS.join(', ')})`).argParser(entryPoints))
    .addOption(oneOf('--auth <mode>', 'authentication the fake requires (README "Authentication")', ['none', 'basic', 'hmac'] as const, 'none'))
    .option('--admin-password <p>', "the admin password: the shutdown/block key derives from it, and it is the 'admin' account's password when --auth is on", DEFAULT_CONFIG.adminPassword)
    .option('--signature-key <k>', 'the HMAC-SHA256 key of v1 signatures and v2 HMAC', DEFAULT_CONFIG.signatureKey)
    .option('--time-limit <ms>', 'largest allowed clock difference of a signed request', wholeNumber('time-limit', -Infinity), DEFAULT_CONFIG.timeLimitMs)
    .addOption(new Option('--fault <names>', 'plant deviations on purpose, comma-separated, to prove a test suite catches them (README "Proof that the suite catches deviations")').argParser(faultList))
    .addOption(new Option('--auth-clock <clock>', 'the clock a signed request\'s timestamp is compared with: system (as clients sign) or fake (moved through /_fake/clock); default: fake when --clock is given, else system').choices(['system', 'fake']))
    .option('--journal-size <n>', 'requests the journal keeps for GET /_fake/requests (a ring: the oldest goes first; 0: off)', wholeNumber('journal-size', 0), DEFAULT_CONFIG.journalSize)
    .option('--journal-out <file>', 'when the fake stops, write every request it answered, in order, as a replayable script for tmkit diff --script (docs/replay.md; no credentials; across resets; as many as --journal-size keeps between two resets)')
    .addOption(oneOf('--release <version>', `the release of Waarp R66 the fake answers as where releases differ (docs/releases.md "What the fake copies of each release"); never its 500s or hangs; default: the release a --dataset snapshot holds, else ${DEFAULT_RELEASE}`, RELEASES))
    .option('--business <file>', 'a JSON file {"<className>": "<answer text>"}: the business classes GET /business answers as run (the fake runs no code; any other class is one the server cannot run)')
    .option('--no-control', 'the /_fake control API and the X-Fake-Mishap header are on; this switches them off (/_fake then answers 405 like any unknown base): for an instance shared by several test runs');
  for (const option of tlsOptions()) command.addOption(option);
  return command
    .action(async (options: ServeOptions, command: Command) => {
      // Given on the command line (or by the environment), not left to its default.
      outcome.code = await runServe(options, (option) => command.getOptionValueSource(option) !== undefined && command.getOptionValueSource(option) !== 'default');
    });
}
