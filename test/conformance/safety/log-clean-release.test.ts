// DESIGN §6 on a release whose history clean reaches other owners (3.5.2: `GET /log` with clean
// marks DONE the finished transfers of owners whose id sorts after the server's, contract
// release-facts `logCleanOwners`): a run with --allow-writes against such a target sends no clean
// while another owner's transfer would change, and that transfer is left as it was.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tmkitCaptured } from '../../support/check-cli.ts';
import { runConformance } from '../../../composition/index.ts';
import { createFakeServer, listen, type RunningServer } from '../../../fake-server/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'tmkit-log-clean-release-'));
const running: RunningServer[] = [];
afterAll(async () => {
  for (const r of running) await r.close();
  rmSync(dir, { recursive: true, force: true });
});

type Row = Record<string, unknown>;
/** What a clean changes (reference §4): finished, a status letter after O, UPDATEDINFO neither DONE nor UNKNOWN. */
const cleanable = (r: Row): boolean => r['UPDATEDINFO'] !== 6 && r['UPDATEDINFO'] !== 0 && r['GLOBALLASTSTEP'] === 4 && String(r['STEPSTATUS']).charCodeAt(0) > 'O'.charCodeAt(0);
const PARTNER = 'zz-partner';

/** A fake serving 3.5.2 whose cleanable transfers belong to a partner whose id sorts after the server's. */
async function partnerOwnedFake(): Promise<string> {
  const source = await listen(createFakeServer({ seed: 5, classPrefix: 'org.waarp.openr66.' }));
  running.push(source);
  const file = join(dir, 'site.json');
  expect((await tmkitCaptured(['snapshot', '--target', source.url, '--out', file, '--max-rps', '0'])).code).toBe(0);
  const site = JSON.parse(readFileSync(file, 'utf8')) as { transfers: Row[] };
  const moved = site.transfers.filter(cleanable);
  expect(moved.length).toBeGreaterThan(0);
  for (const t of moved) t['OWNERREQ'] = PARTNER;
  writeFileSync(file, JSON.stringify(site));
  const target = await listen(createFakeServer({ dataset: file, release: '3.5.2' }));
  running.push(target);
  return target.url;
}

const partnerRows = async (url: string): Promise<Row[]> => {
  const answer = (await (await fetch(`${url}/transfers?OWNERREQ=${PARTNER}&limit=1000`)).json()) as { answer: { results?: Row[] } };
  return answer.answer.results ?? [];
};

describe('GET /log clean against a release that cleans other owners', () => {
  it('is not sent while another owner\'s transfer would change; that transfer is left as it was', { timeout: 120_000 }, async () => {
    const url = await partnerOwnedFake();
    const before = await partnerRows(url);
    expect(before.filter(cleanable).length).toBeGreaterThan(0);
    const result = await runConformance({ target: url, baseline: 'r66', maxRps: 0, only: ['log_clean_marks_done', 'value_classes_in_packets'], allow: { writes: true, purge: true } });
    expect(result.release?.release).toBe('3.5.2');
    expect(result.checks.find((c) => c.id === 'log_clean_marks_done')?.reason).toMatch(/a clean now would also change transfers this run did not create/);
    expect(await partnerRows(url)).toEqual(before);
  });
});
