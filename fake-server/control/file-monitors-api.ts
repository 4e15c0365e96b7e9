// The control endpoints of the file monitors GET /v2/filemonitors shows (docs/stand-in.md "File
// monitors"): on a real server they exist only while spooled clients report, so tests set them
// here. `GET /_fake/filemonitors` lists them; `PUT /_fake/filemonitors {"count": n, "seed": s}`
// replaces them with n seeded ones (seed: the fake's by default); `POST /_fake/reset` brings back
// the default few.
import { generateFileMonitors } from '../../generators/index.ts';
import type { FakeServer } from '../fake.ts';
import { isProblem, problem, readObject, type ControlReply } from './control-body.ts';

/** More monitors than a spooled deployment would report: refused, so a typo cannot fill the memory. */
const MAX_COUNT = 1000;

export function listFileMonitors(fake: FakeServer): ControlReply {
  return { status: 200, body: { count: fake.server.fileMonitors.length, monitors: fake.server.fileMonitors } };
}

export function setFileMonitors(fake: FakeServer, text: string): ControlReply {
  const body = readObject(text);
  if (isProblem(body)) return body;
  const { count, seed = fake.config.seed } = body;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0 || count > MAX_COUNT) {
    return problem(400, `count must be an integer from 0 to ${MAX_COUNT}, e.g. {"count": 3}`);
  }
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return problem(400, 'seed must be an integer, e.g. {"count": 3, "seed": 7}');
  const self = fake.config.hostId;
  const hosts = [...fake.store.hosts.values()].map((r) => r.id).filter((id) => id !== self).sort();
  fake.server.fileMonitors = generateFileMonitors({ seed, count, now: fake.clock.now(), hosts });
  return listFileMonitors(fake);
}
