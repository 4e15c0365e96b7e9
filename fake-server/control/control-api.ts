// The control endpoints under the reserved prefix /_fake (never part of the interface): health,
// reset to the seeded state, reseed, and the clock. Transport-free, like the interface handlers.
import { isDateMsInRange, parseIsoDate, isJsonObject, parseJson, type JsonValue } from '../../contract/index.ts';
import { DATASET_PRESETS, isDatasetPreset } from '../../generators/index.ts';
import type { FakeServer } from '../fake.ts';
import { readObject as readBody, isProblem, problem, type ControlReply } from './control-body.ts';

/**
 * Path prefix of the fake's control API (`/_fake/health`, `/_fake/reset`, `/_fake/reseed`,
 * `/_fake/clock`, `/_fake/clock/advance`): reserved for tests, never part of the interface.
 */
export const CONTROL_PREFIX = '/_fake';

export { type ControlReply } from './control-body.ts';

export function clockState(fake: FakeServer): Record<string, unknown> {
  const ms = fake.clock.now();
  return { kind: fake.clock.kind, now: new Date(ms).toISOString(), ms };
}

export function health(fake: FakeServer): ControlReply {
  return {
    status: 200,
    body: {
      status: 'ok',
      seed: fake.config.seed,
      dataset: fake.config.dataset,
      idMode: fake.config.idMode,
      hostId: fake.config.hostId,
      classPrefix: fake.config.classPrefix,
      auth: fake.config.auth,
      // PUT /server blocks and unblocks new transfer requests; the interface has no other place that shows it.
      blocked: fake.server.blocked,
      clock: clockState(fake),
      counts: {
        transfers: fake.store.transfers.size,
        hosts: fake.store.hosts.size,
        hostconfigs: fake.store.hostconfigs.size,
        configurations: fake.store.configurations.size,
      },
    },
  };
}

/** Back to where the fake started: seeded data, no mishap, an empty journal, and a frozen clock at its first reading. */
export function reset(fake: FakeServer): ControlReply {
  if (fake.clock.kind === 'frozen') fake.clock.set(fake.startTime);
  fake.reset();
  return health(fake);
}

export function reseed(fake: FakeServer, text: string): ControlReply {
  const body = readBody(text);
  if (isProblem(body)) return body;
  const seed = body['seed'];
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return problem(400, 'seed must be an integer, e.g. {"seed": 7}');
  const dataset = body['dataset'];
  // Presets only: a client of the control API must not make the fake read files of its choice
  // (a dataset file is chosen on the command line, `tmkit serve --dataset FILE`).
  if (dataset !== undefined && !(typeof dataset === 'string' && isDatasetPreset(dataset))) {
    return problem(400, `dataset must be one of ${Object.keys(DATASET_PRESETS).join(', ')}`);
  }
  fake.reseed(seed, dataset);
  return health(fake);
}

export function setClock(fake: FakeServer, text: string): ControlReply {
  const body = readBody(text);
  if (isProblem(body)) return body;
  const now = body['now'];
  const ms = typeof now === 'number' ? now : typeof now === 'string' ? parseIsoDate(now) : undefined;
  // Beyond the range of a date, every later answer that shows the time would fail.
  if (ms === undefined || !isDateMsInRange(ms)) return problem(400, 'now must be an ISO 8601 date or epoch milliseconds within ±8.64e15, e.g. {"now": "2025-01-01T00:00:00.000Z"}');
  if (fake.clock.kind !== 'frozen') return problem(409, 'the fake runs on the system clock; start it with --clock frozen:<ISO date> to set time');
  fake.clock.set(ms);
  return { status: 200, body: clockState(fake) };
}

export function advanceClock(fake: FakeServer, text: string): ControlReply {
  const body = readBody(text);
  if (isProblem(body)) return body;
  const ms = body['ms'];
  if (typeof ms !== 'number' || !Number.isSafeInteger(ms)) return problem(400, 'ms must be an integer number of milliseconds, e.g. {"ms": 60000}');
  if (fake.clock.kind !== 'frozen') return problem(409, 'the fake runs on the system clock; start it with --clock frozen:<ISO date> to move time');
  if (!isDateMsInRange(fake.clock.now() + ms)) return problem(400, 'ms would move the clock beyond the range of a date (±8.64e15 ms)');
  fake.clock.advance(ms);
  return { status: 200, body: clockState(fake) };
}
