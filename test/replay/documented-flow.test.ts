// Issue 35 item 2, the flow docs/replay.md documents, end to end over real sockets: snapshot the
// target, serve the snapshot with --journal-out, run the client against it, replay its script
// against the target and against a fresh fake of the same snapshot. A fake stands in for the real
// server here (CI has none; the real 3.6.2 run is in docs/real-server-3.6.2.md). The HTML report
// shows a differing exchange side by side.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../cli/main.ts';
import { createFakeServer, listen, SystemClock, type RunningServer } from '../../fake-server/index.ts';
import { removeCheckReportDirs, tmkitReporting } from '../support/check-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'tmkit-replay-flow-'));
const running: RunningServer[] = [];
afterAll(async () => {
  for (const r of running) await r.close();
  removeCheckReportDirs();
  rmSync(dir, { recursive: true, force: true });
});

async function quietly(args: readonly string[]): Promise<number> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return await main(args);
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

/** The client under test: it lists a partner's transfers, registers one, reads it back by the id it got, and asks the server's status. */
async function client(url: string): Promise<void> {
  await fetch(`${url}/transfers?LIMIT=5&ORDERBYID=true`);
  const created = await fetch(`${url}/transfers`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"REQUESTER":"site-a","REQUESTED":"hostb","IDRULE":"rule1","FILENAME":"invoice.xml"}' });
  const id = String(((await created.json()) as { answer: { SPECIALID: number } }).answer.SPECIALID);
  await fetch(`${url}/transfers/${id}?REQUESTER=site-a&REQUESTED=hostb&OWNERREQ=site-a`);
  await fetch(`${url}/v2/transfers?limit=2`, { headers: { 'Accept-Language': 'en' } });
  await fetch(`${url}/server`);
}

describe('the documented replay flow', () => {
  it('snapshot → serve with --journal-out → the client → diff --script against the target and a fresh fake: exit 0; a fault of the target named', async () => {
    // The "deployment": a server whose clock runs, as a real one's does.
    const target = await listen(createFakeServer({ seed: 11, hostId: 'site-a', clock: new SystemClock() }));
    running.push(target);
    const site = join(dir, 'site.json');
    expect(await quietly(['snapshot', '--target', target.url, '--out', site, '--max-rps', '0'])).toBe(0);

    const journal = join(dir, 'client.json');
    const served = await listen(createFakeServer({ dataset: site, clock: new SystemClock() }), { journalOut: journal });
    await client(served.url);
    await served.close();
    expect(JSON.parse(readFileSync(journal, 'utf8')).requests).toHaveLength(5);

    const fresh = await listen(createFakeServer({ dataset: site, clock: new SystemClock() }));
    running.push(fresh);
    const run = await tmkitReporting('diff', ['--target', target.url, '--against', fresh.url, '--script', journal, '--allow-writes', '--format', 'json', '--max-rps', '0']);
    expect(run.report?.deviations).toEqual([]);
    expect(run.code).toBe(0);
    // Each server: the probe, its release (GET /v2/hostconfig), the five requests.
    expect(run.report?.requests).toBe(2 * (1 + 1 + 5));

    // The same client traffic against a target that answers one of its requests otherwise.
    const faulty = await listen(createFakeServer({ dataset: site, clock: new SystemClock(), faults: ['transfers-specialid-as-string'] }));
    running.push(faulty);
    const named = await tmkitReporting('diff', ['--target', faulty.url, '--against', fresh.url, '--script', journal, '--allow-writes', '--format', 'json,html', '--max-rps', '0']);
    expect(named.code).toBe(1);
    // SPECIALID as text, in the list the client reads first (the one request the fault changes): its records paired but for the id, whose value is reported.
    const named_ = named.report?.deviations ?? [];
    expect(new Set(named_.map((d) => d.exchange?.url))).toEqual(new Set(['/transfers?LIMIT=5&ORDERBYID=true']));
    expect(named_[0]?.title).toMatch(/^body value differs at \/answer\/results\/\*\/SPECIALID \(\d places\)$/);
    const html = readFileSync(join(named.stdout.match(/report: (\S+)\/report\.json/)?.[1] ?? '', 'index.html'), 'utf8');
    expect(html).toContain('data-testid="both-exchanges"');
    expect(html).toMatch(/<h4>A<\/h4><pre>GET \/transfers\?LIMIT=5&amp;ORDERBYID=true/);
  });
});
