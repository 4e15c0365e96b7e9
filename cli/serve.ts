// `tmkit serve`: the fake on HTTP until SIGINT or SIGTERM (DESIGN §4).
import { parseArgs } from 'node:util';
import { createFakeServer, DATASET_SIZES, DEFAULT_CONFIG, DEFAULT_FROZEN_TIME, listen, parseClockSpec, type DatasetName } from '../fake-server/index.ts';
import { UsageError } from './usage-error.ts';

export const SERVE_USAGE = `  serve [--port 8066] [--host 127.0.0.1] [--seed 1] [--dataset small|medium|large|empty]
        [--clock frozen:${DEFAULT_FROZEN_TIME}|system] [--class-prefix ${DEFAULT_CONFIG.classPrefix}]
        [--host-id ${DEFAULT_CONFIG.hostId}] [--max-body-bytes 1048576]
                           run the fake server on HTTP`;

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
        clock: { type: 'string' },
        'class-prefix': { type: 'string' },
        'host-id': { type: 'string' },
        'max-body-bytes': { type: 'string' },
      },
      strict: true,
    }));
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const dataset = values.dataset ?? 'small';
  if (!(dataset in DATASET_SIZES)) throw new UsageError(`--dataset must be one of ${Object.keys(DATASET_SIZES).join(', ')}, got '${dataset}'`);
  let clock;
  try {
    clock = parseClockSpec(values.clock ?? `frozen:${DEFAULT_FROZEN_TIME}`);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const seed = integer('seed', values.seed, DEFAULT_CONFIG.seed);
  const fake = createFakeServer({
    seed,
    dataset: dataset as DatasetName,
    clock,
    ...(values['class-prefix'] ? { classPrefix: values['class-prefix'] } : {}),
    ...(values['host-id'] ? { hostId: values['host-id'] } : {}),
  });
  const host = values.host ?? '127.0.0.1';
  if (host === '0.0.0.0' || host === '::') console.warn(`tmkit serve: warning: listening on all interfaces (${host}); the fake has no protection meant for a network`);
  const port = integer('port', values.port, 8066);
  let running;
  try {
    running = await listen(fake, { port, host, maxBodyBytes: integer('max-body-bytes', values['max-body-bytes'], 1024 * 1024) });
  } catch (e) {
    // A busy port or an address this machine does not have: say which, without a stack trace.
    console.error(`tmkit serve: cannot listen on ${host}:${port}: ${(e as Error).message}`);
    return 2;
  }
  console.log(`tmkit fake server listening on ${running.url} (seed ${seed}, dataset ${dataset}, clock ${clock.kind} ${new Date(clock.now()).toISOString()}, host id ${fake.config.hostId})`);
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
  console.log('tmkit fake server stopped');
  return 0;
}
