// The fake starts from each dataset: the generated presets, a user's JSON or NDJSON file (the
// output of `tmkit generate`), in either identifier mode; a bad file is refused before serving.
// The file cases run the real command line (`tmkit serve` in a child process, over loopback).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFakeServer, DATASET_PRESETS, isDatasetPreset } from '../../fake-server/index.ts';
import { main } from '../../cli/main.ts';
import { lossless, testFake } from '../support/fake-app.ts';
import { serveRefusal, startServe, type ServeProcess } from '../support/serve-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'tmkit-datasets-'));
const running: ServeProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((r) => r.stop()));
  rmSync(dir, { recursive: true, force: true });
});

const SAFE = 2n ** 53n;

async function serve(args: string[]): Promise<ServeProcess> {
  const served = await startServe(args);
  running.push(served);
  return served;
}

async function generate(args: string[], out: string): Promise<void> {
  expect(await main(['generate', ...args, '--out', out, '--quiet'])).toBe(0);
}

describe('the fake starts from each preset', () => {
  // `large` (1,000,000 transfers) is loaded by `npm run bench`, not here: same code path, about 10 s of load.
  it.each(['empty', 'small', 'medium'] as const)('%s has the preset\'s hosts and transfers', (name) => {
    expect(isDatasetPreset(name)).toBe(true);
    const fake = createFakeServer({ dataset: name });
    expect(fake.store.hosts.size).toBe(DATASET_PRESETS[name].hosts);
    expect(fake.store.transfers.size).toBe(DATASET_PRESETS[name].transfers);
    expect(fake.store.rules.size > 0).toBe(name !== 'empty');
  });

  it('guid mode serves 64-bit SPECIALIDs with every digit, and a created transfer gets a new one', async () => {
    const { fake, http } = testFake({ idMode: 'guid' });
    const before = lossless((await http.get('/transfers?limit=1000')).text).answer.results as Array<{ SPECIALID: bigint | number }>;
    const ids = before.map((t) => BigInt(t.SPECIALID));
    expect(ids.filter((id) => id >= SAFE || id <= -SAFE).length).toBeGreaterThan(ids.length / 2);
    const stored = new Set([...fake.store.transfers.values()].map((r) => r.record.SPECIALID));
    for (const id of ids) expect(stored.has(id)).toBe(true);
    const rule = [...fake.store.rules.values()][0]?.id;
    const partner = [...fake.store.hosts.values()].map((r) => r.record).find((h) => h.HOSTID !== fake.config.hostId && !h.ISCLIENT)?.HOSTID;
    const res = await http.post('/transfers').send({ IDRULE: rule, REQUESTER: fake.config.hostId, REQUESTED: partner, FILENAME: 'new.dat' });
    expect(res.status).toBe(200);
    const created = BigInt(lossless(res.text).answer.SPECIALID);
    expect(stored.has(created)).toBe(false);
  });
});

describe('tmkit serve --dataset FILE', () => {
  it.each([
    ['json', 'sequence'],
    ['ndjson', 'guid'],
  ] as const)('serves a generated %s file (%s ids) record for record', async (format, idMode) => {
    const file = join(dir, `data-${idMode}.${format}`);
    await generate(['--kind', 'all', '--count', '300', '--seed', '9', '--format', format, '--id-mode', idMode, '--with-passwords'], file);
    const reference = createFakeServer({ dataset: file, idMode });
    const served = await serve(['--dataset', file, '--id-mode', idMode]);
    try {
      const list = async (path: string) => lossless(await (await fetch(`${served.url}${path}`)).text()).answer;
      // A list shows the transfers this server owns (OWNERREQ defaults to its host id); the health counts all.
      const transfers = await list('/transfers?limit=1000&ORDERBYID=true');
      const own = [...reference.store.transfers.values()].map((r) => r.record).filter((t) => t.OWNERREQ === reference.config.hostId);
      expect(own.length).toBeGreaterThan(0);
      const expected = own.map((t) => t.SPECIALID).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
      expect((transfers.results as Array<{ SPECIALID: bigint | number }>).map((t) => BigInt(t.SPECIALID))).toEqual(expected);
      expect((await list('/hosts')).count).toBe(reference.store.hosts.size);
      expect((await list('/hostconfigs')).count).toBe(reference.store.hostconfigs.size);
      expect((await list('/configurations')).count).toBe(reference.store.configurations.size);
      const health = (await (await fetch(`${served.url}/_fake/health`)).json()) as { dataset: string; idMode: string };
      expect(health).toMatchObject({ dataset: file, idMode, counts: { transfers: 300 } });
    } finally {
      await served.stop();
    }
  });

  it('refuses a bad file with exit 2, naming the line, field and reason, before listening', async () => {
    const file = join(dir, 'bad.ndjson');
    await generate(['--kind', 'transfers', '--count', '3', '--format', 'ndjson'], join(dir, 'good.ndjson'));
    const lines = readFileSync(join(dir, 'good.ndjson'), 'utf8').trim().split('\n');
    lines[1] = (lines[1] as string).replace(/"SPECIALID":-?\d+/, '"SPECIALID":"twelve"');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const { code, stdout, stderr } = await serveRefusal(['--dataset', file]);
    expect(code).toBe(2);
    expect(stdout).not.toContain('listening');
    expect(stderr).toContain('invalid dataset file');
    expect(stderr).toMatch(/line 2: \/SPECIALID .+/);
  });

  it('refuses a file that does not exist, and an unknown --id-mode, with exit 2', async () => {
    for (const args of [['--dataset', join(dir, 'missing.json')], ['--id-mode', 'uuid']]) {
      const { code, stderr } = await serveRefusal(args);
      expect(code, stderr).toBe(2);
      expect(stderr).toMatch(/neither a preset|--id-mode must be one of sequence, guid/);
    }
  });

  it('does not let the control API load a file: reseed accepts presets only, and the state stays', async () => {
    const { fake, http } = testFake();
    const before = fake.store.transfers.size;
    const res = await http.post('/_fake/reseed').send({ seed: 2, dataset: '/etc/passwd' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('dataset must be one of empty, small, medium, large');
    expect(fake.config.seed).toBe(1);
    expect(fake.store.transfers.size).toBe(before);
  });
});
