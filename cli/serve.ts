// `tmkit serve`: the fake on HTTP until SIGINT or SIGTERM (DESIGN §4).
import { parseArgs } from 'node:util';
import {
  createFakeServer, DatasetFileError, DEFAULT_CONFIG, ID_MODES, DEFAULT_FROZEN_TIME, ENTRY_POINTS, listen, parseClockSpec, parseFaultNames, UnknownFaultError,
  type AuthMode, type EntryPoint, type FaultName, type IdMode,
} from '../fake-server/index.ts';
import { UsageError } from './usage-error.ts';

export const SERVE_USAGE = `  serve [--port 8066] [--host 127.0.0.1] [--seed 1] [--dataset small|medium|large|empty|FILE]
        [--id-mode sequence|guid]
        [--clock frozen:${DEFAULT_FROZEN_TIME}|system] [--class-prefix ${DEFAULT_CONFIG.classPrefix}]
        [--host-id ${DEFAULT_CONFIG.hostId}] [--max-body-bytes 1048576] [--archive-dir DIR]
        [--disable ${ENTRY_POINTS.slice(4).join(',')},...] [--auth none|basic|hmac]
        [--admin-password P] [--signature-key K] [--time-limit MS]
        [--fault NAME[,NAME...]] [--no-control]
                           run the fake server on HTTP (--fault: plant deviations on
                           purpose, to prove a test suite catches them; names in the README)`;

const AUTH_MODES: readonly AuthMode[] = ['none', 'basic', 'hmac'];

function entryPoints(text: string | undefined): EntryPoint[] {
  if (text === undefined || text === '') return [];
  const names = text.split(',').map((s) => s.trim());
  const unknown = names.filter((n) => !(ENTRY_POINTS as readonly string[]).includes(n));
  if (unknown.length > 0) throw new UsageError(`--disable: unknown entry point(s) ${unknown.join(', ')}; known: ${ENTRY_POINTS.join(', ')}`);
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

function integer(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^-?\d+$/.test(text)) throw new UsageError(`--${name} must be an integer, got '${text}'`);
  return Number(text);
}

export async function runServe(argv: readonly string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        seed: { type: 'string' },
        dataset: { type: 'string' },
        'id-mode': { type: 'string' },
        clock: { type: 'string' },
        'class-prefix': { type: 'string' },
        'host-id': { type: 'string' },
        'max-body-bytes': { type: 'string' },
        'archive-dir': { type: 'string' },
        disable: { type: 'string' },
        auth: { type: 'string' },
        'admin-password': { type: 'string' },
        'signature-key': { type: 'string' },
        'time-limit': { type: 'string' },
        fault: { type: 'string' },
        // The /_fake control API (reset, reseed, clock) is on by default; a shared instance can switch it off.
        'no-control': { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  // A preset name or a file: datasetFromSpec decides, and names the problem of a bad file.
  const dataset = values.dataset ?? 'small';
  const idMode = (values['id-mode'] ?? 'sequence') as IdMode;
  if (!ID_MODES.includes(idMode)) throw new UsageError(`--id-mode must be one of ${ID_MODES.join(', ')}, got '${values['id-mode']}'`);
  let clock;
  try {
    clock = parseClockSpec(values.clock ?? `frozen:${DEFAULT_FROZEN_TIME}`);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const seed = integer('seed', values.seed, DEFAULT_CONFIG.seed);
  const auth = (values.auth ?? 'none') as AuthMode;
  if (!AUTH_MODES.includes(auth)) throw new UsageError(`--auth must be one of ${AUTH_MODES.join(', ')}, got '${values.auth}'`);
  let fake;
  try {
    fake = createFakeServer({
      seed,
      dataset,
      idMode,
      clock,
      ...(values['class-prefix'] ? { classPrefix: values['class-prefix'] } : {}),
      ...(values['host-id'] ? { hostId: values['host-id'] } : {}),
      ...(values['archive-dir'] ? { archiveDir: values['archive-dir'] } : {}),
      ...(values['admin-password'] ? { adminPassword: values['admin-password'] } : {}),
      ...(values['signature-key'] ? { signatureKey: values['signature-key'] } : {}),
      disabled: entryPoints(values.disable),
      auth,
      timeLimitMs: integer('time-limit', values['time-limit'], DEFAULT_CONFIG.timeLimitMs),
      faults: faultList(values.fault),
    });
  } catch (e) {
    if (!(e instanceof DatasetFileError)) throw e;
    console.error(`tmkit serve: ${e.message}`);
    return 2;
  }
  const host = values.host ?? '127.0.0.1';
  if (host === '0.0.0.0' || host === '::') console.warn(`tmkit serve: warning: listening on all interfaces (${host}); the fake has no protection meant for a network`);
  const port = integer('port', values.port, 8066);
  let running;
  try {
    running = await listen(fake, { port, host, maxBodyBytes: integer('max-body-bytes', values['max-body-bytes'], 1024 * 1024), control: values['no-control'] !== true });
  } catch (e) {
    // A busy port or an address this machine does not have: say which, without a stack trace.
    console.error(`tmkit serve: cannot listen on ${host}:${port}: ${(e as Error).message}`);
    return 2;
  }
  if (fake.config.faults.length > 0) console.warn(`tmkit serve: planted faults on (it deviates from the interface on purpose): ${fake.config.faults.join(', ')}`);
  console.log(`tmkit fake server listening on ${running.url} (seed ${seed}, dataset ${dataset}, id mode ${idMode}, clock ${clock.kind} ${new Date(clock.now()).toISOString()}, host id ${fake.config.hostId}, auth ${auth})`);
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
  // Exports in a folder the fake made for itself go with it; --archive-dir keeps them.
  fake.server.removeTemporaryArchive();
  console.log('tmkit fake server stopped');
  return 0;
}
