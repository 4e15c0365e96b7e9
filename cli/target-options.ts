// The options of a command that talks to servers over HTTP as the suite's client does (snapshot,
// diff): the rate, the timeout, the request budget, the answer cap and the credentials, with the
// defaults `tmkit check` has (DESIGN §6), and the client they build.
import { Command, Option } from 'commander';
import { Client, DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_RPS, httpTarget, STAND_IN_RATE, type Credentials, type Permissions, type RunControl, type Target, type TlsClientOptions } from '../conformance/index.ts';
import { DEFAULT_CONFIG } from '../fake-server/index.ts';
import { oneOf, wholeNumber } from './options.ts';
import { UsageError } from './usage-error.ts';
import { withTlsOptions, type TlsCommandOptions } from './tls-options.ts';

export interface TargetOptions extends TlsCommandOptions {
  readonly maxRps: number;
  /** `--max-rps` was given (set before the action): false, its default 20 goes for a target that answers as the tmkit fake. */
  readonly maxRpsGiven?: boolean;
  /** The command's name, for the line that says the default cap went. */
  readonly commandName?: string;
  readonly timeout: number;
  readonly budget: number;
  readonly maxBodyBytes: number;
  readonly auth: 'none' | 'basic' | 'hmac';
  readonly user?: string;
  readonly password?: string;
  readonly signatureKey?: string;
}

/** `--target` and the like: a URL, or a usage error that shows the expected shape. */
export function targetUrl(option: string): (text: string) => string {
  return (text) => {
    try {
      return new URL(text).href;
    } catch {
      throw new UsageError(`${option} must be a URL such as http://127.0.0.1:8066, got '${text}'`);
    }
  };
}

/** `--max-rps`'s help: the default and the one target it does not hold for. */
export const MAX_RPS_HELP = 'left at its default, none for a server that answers as the tmkit fake (X-Stand-In: tmkit)';

/** Whether the option `key` of `command` was given rather than left at its default. */
export const optionGiven = (command: Command, key: string): boolean => command.getOptionValueSource(key) !== 'default';

/** Adds the traffic and credential options to `command`. */
export function withTargetOptions(command: Command, budget: number): Command {
  return withTlsOptions(command)
    .option('--max-rps <n>', `requests per second to each server (0: no limit); ${MAX_RPS_HELP}`, wholeNumber('max-rps', 0), DEFAULT_MAX_RPS)
    .option('--timeout <ms>', 'per-request timeout: the whole exchange, from connecting to the last byte', wholeNumber('timeout', 1), 10_000)
    .option('--budget <n>', 'total requests to each server; the command stops (exit 2) when they are spent', wholeNumber('budget', 1), budget)
    .option('--max-body-bytes <n>', 'the most of one answer that is read', wholeNumber('max-body-bytes', 1), DEFAULT_MAX_BODY_BYTES)
    .addOption(oneOf('--auth <mode>', 'sign requests (README "Authentication")', ['none', 'basic', 'hmac'] as const, 'none'))
    .option('--user <u>', 'user name for --auth basic|hmac')
    .addOption(new Option('--password <p>', 'password for --auth basic|hmac (never written to a report or file)'))
    .option('--signature-key <k>', "HMAC signature key for --auth hmac (the fake's default)", DEFAULT_CONFIG.signatureKey)
    .hook('preAction', (_, action) => {
      action.setOptionValue('maxRpsGiven', optionGiven(action, 'maxRps'));
      action.setOptionValue('commandName', action.name());
    });
}

/** The suite's client for `url` with these options (`tls`: the TLS options as tlsOptionsOf read them); reads only unless `permissions` say otherwise. `wrap`: what stands between the client and the target (a recorder). */
export function clientOf(url: string, o: TargetOptions, tls: TlsClientOptions | undefined, permissions: Permissions = { writes: false, purge: false, shutdown: false }, control?: RunControl, wrap: (t: Target) => Target = (t) => t): Client {
  // The default cap protects a real server; the tmkit fake's answer to the first probe lifts it, and a line says so.
  const rate = o.maxRpsGiven === false ? { maxRpsSource: 'default' as const, onRateLifted: () => console.error(`tmkit${o.commandName ? ` ${o.commandName}` : ''}: ${url}: rate: ${STAND_IN_RATE}`) } : {};
  const target = httpTarget(url, { timeoutMs: o.timeout, maxRps: o.maxRps, ...rate, maxBodyBytes: o.maxBodyBytes, ...(tls ? { tls } : {}) });
  return clientOn(wrap(target), o, permissions, control);
}

/** The suite's client for a target already made (a recording in place of a server), with these options' credentials and budget. */
export function clientOn(target: Target, o: TargetOptions, permissions: Permissions, control?: RunControl): Client {
  if (o.auth !== 'none' && o.user === undefined) throw new UsageError(`--auth ${o.auth} needs --user (and --password)`);
  const credentials: Credentials = { mode: o.auth, ...(o.user ? { user: o.user } : {}), ...(o.password ? { password: o.password } : {}), ...(o.signatureKey ? { signatureKey: o.signatureKey } : {}) };
  // Signatures carry a timestamp the server compares with its own clock: real time.
  return new Client(target, credentials, permissions, () => Date.now(), { budget: o.budget, ...(control ? { control } : {}) });
}
