// The fake the fuzz tests hit: the default dataset, cut down to a few dozen transfers so the
// before/after comparison of every request stays cheap (the filters and look-ups still have rows
// of several owners, partners and rules to work on), with its own archive folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFakeServer, type FakeServer, type FakeServerOptions } from '../../fake-server/index.ts';

export const FUZZ_TRANSFERS = 40;

export interface FuzzFake {
  readonly fake: FakeServer;
  readonly archive: string;
  dispose(): void;
}

export function fuzzFake(options: FakeServerOptions = {}): FuzzFake {
  const archive = mkdtempSync(join(tmpdir(), 'tmkit-fuzz-'));
  const fake = createFakeServer({ archiveDir: archive, ...options });
  const kept = [...fake.store.transfers.values()].slice(0, FUZZ_TRANSFERS).map((r) => r.record);
  fake.store.transfers.load(kept);
  return { fake, archive, dispose: () => rmSync(archive, { recursive: true, force: true }) };
}
