// Issue 35 items 2 and 3 over real sockets: a client's journal replayed by `tmkit diff --script`
// against two fakes that number transfers differently (each server's own id takes the recorded
// one's place), the safety gates refusing a script before anything is sent, a planted fault named
// by its call, and recordings: `--record` keeps A's exchanges, and a recording answers in place of
// a server, for `--against` and `--target`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAgainst, schemaId, type RecordingFile } from '../../contract/index.ts';
import { createFakeServer, listen, type FakeServer, type FakeServerOptions, type RunningServer } from '../../fake-server/index.ts';
import { removeCheckReportDirs, tmkitReporting } from '../support/check-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'tmkit-diff-script-'));
const servers: RunningServer[] = [];
const fakes: FakeServer[] = [];
const journal = join(dir, 'client.json');

async function serve(options: FakeServerOptions, journalOut?: string): Promise<string> {
  const fake = createFakeServer({ seed: 6, ...options });
  fakes.push(fake);
  const running = await listen(fake, journalOut ? { journalOut } : {});
  servers.push(running);
  return running.url;
}

/** A client's session: reads, a transfer it creates then reads, updates and deletes by the id it was given, a host it creates and removes. */
async function clientSession(url: string): Promise<void> {
  await fetch(`${url}/transfers?LIMIT=3&ORDERBYID=true`, { headers: { Accept: 'application/json' } });
  const created = await fetch(`${url}/transfers`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"REQUESTER":"server1","REQUESTED":"hostb","IDRULE":"rule1","FILENAME":"client.txt"}' });
  const id = String(((await created.json()) as { answer: { SPECIALID: number } }).answer.SPECIALID);
  const one = `${url}/transfers/${id}?REQUESTER=server1&REQUESTED=hostb&OWNERREQ=server1`;
  await fetch(one);
  await fetch(one, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{"FILEINFO":"seen by the client"}' });
  await fetch(`${url}/transfers?STARTID=${id}&STOPID=${id}`);
  await fetch(one, { method: 'DELETE' });
  await fetch(one);
  await fetch(`${url}/hosts`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"HOSTID":"client-host","ADDRESS":"10.0.0.7","PORT":6666,"HOSTKEY":"a2V5","ISSSL":false,"ISACTIVE":true}' });
  await fetch(`${url}/hosts/client-host`, { method: 'DELETE' });
}

beforeAll(async () => {
  const url = await serve({}, journal);
  await clientSession(url);
  await servers.pop()?.close();
});
afterAll(async () => {
  for (const s of servers) await s.close();
  removeCheckReportDirs();
  rmSync(dir, { recursive: true, force: true });
});

const diff = (args: readonly string[]) => tmkitReporting('diff', [...args, '--format', 'json', '--max-rps', '0']);

describe('tmkit diff --script', () => {
  it("replays a client's journal request by request, each server's own transfer id in the recorded one's place: alike, exit 0", async () => {
    const [a, b] = [await serve({}), await serve({})];
    // B has numbered one transfer more before: the client's transfer gets another id there.
    const before = (fakes.at(-1) as FakeServer).handle({ method: 'POST', url: '/transfers', headers: { 'content-type': 'application/json' }, body: '{"REQUESTER":"server1","REQUESTED":"hostb","IDRULE":"rule1","FILENAME":"before.txt"}' });
    const beforeId = /"SPECIALID":(\d+)/.exec(before.body)?.[1];
    (fakes.at(-1) as FakeServer).handle({ method: 'DELETE', url: `/transfers/${beforeId}?REQUESTER=server1&REQUESTED=hostb&OWNERREQ=server1`, headers: {}, body: '' });
    (fakes.at(-1) as FakeServer).journal.clear();
    const run = await diff(['--target', a, '--against', b, '--script', journal, '--allow-writes']);
    expect(run.stderr).toBe('');
    expect(run.report?.deviations).toEqual([]);
    expect(run.code).toBe(0);
    // Every request of the script went to both: a transfer found by its id on each, then gone from each.
    const [fa, fb] = fakes.slice(-2) as [FakeServer, FakeServer];
    for (const fake of [fa, fb]) {
      expect(fake.journal.entries({ method: 'DELETE', path: /^\/transfers\// }).map((e) => e.status)).toEqual([200]);
      expect(fake.journal.entries({ method: 'GET', path: /^\/transfers\/\d+$/ }).map((e) => e.status)).toEqual([200, 404]);
    }
    const idOf = (fake: FakeServer) => fake.journal.entries({ method: 'PUT' })[0]?.path;
    expect(idOf(fa)).not.toBe(idOf(fb));
  });

  it('refuses a script with a write before sending anything when --allow-writes is not given, naming the first request', async () => {
    const [a, b] = [await serve({}), await serve({})];
    const run = await diff(['--target', a, '--against', b, '--script', journal]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`tmkit diff: --script ${journal}: request 2 of 9 (POST /transfers): POST /transfers needs --allow-writes; nothing was sent`);
    for (const fake of fakes.slice(-2)) expect(fake.journal.received).toBe(0);
  });

  it('names the call a planted fault changes, and only that one: exit 1', async () => {
    const [a, b] = [await serve({}), await serve({ faults: ['hosts-create-answers-201'] })];
    const run = await diff(['--target', a, '--against', b, '--script', journal, '--allow-writes']);
    expect(run.code).toBe(1);
    expect(run.report?.deviations.map((d) => `${d.check} ${d.operation} ${d.title}`)).toEqual(['diff_status POST /hosts status differs: A 200, B 201']);
  });

  it('refuses a file that is no script, or of a version it does not read, in one line: exit 2', async () => {
    const [a, b] = [await serve({}), await serve({})];
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ format: 'tmkit-script', version: 2, requests: [] }));
    expect((await diff(['--target', a, '--against', b, '--script', bad])).stderr).toBe(`tmkit diff: --script ${bad}: tmkit-script version 2 is not one this tmkit reads (it reads version 1)`);
    writeFileSync(bad, JSON.stringify({ format: 'tmkit-script', version: 1, requests: [{ method: 'get', url: 'hosts' }] }));
    const invalid = await diff(['--target', a, '--against', b, '--script', bad]);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toMatch(/^tmkit diff: --script .*bad\.json: not a valid tmkit-script \(docs\/replay\.md\): \/requests\/0\/method: must match pattern/);
    writeFileSync(bad, '{"entries": []}');
    expect((await diff(['--target', a, '--against', b, '--script', bad])).stderr).toBe(`tmkit diff: --script ${bad}: not a tmkit script or recording ("format" is missing; docs/replay.md)`);
    for (const fake of fakes.slice(-2)) expect(fake.journal.received).toBe(0);
  });
});

describe('recordings', () => {
  const recording = join(dir, 'recording.json');

  it('--record keeps A\'s exchanges, and the recording answers in place of A: against a live fake alike, against a fault the call named', async () => {
    const [a, b] = [await serve({}), await serve({})];
    const recorded = await diff(['--target', a, '--against', b, '--script', journal, '--allow-writes', '--record', recording]);
    expect(recorded.code).toBe(0);
    // The side's release read (GET /v2/hostconfig) is one of them: a replay asks the same questions.
    expect(recorded.stdout).toContain(`recording: ${recording} (11 exchanges of ${a})`);
    const file = JSON.parse(readFileSync(recording, 'utf8')) as RecordingFile;
    expect(checkAgainst(schemaId('recording-file'), file)).toEqual([]);
    expect(file.requests.map((x) => `${x.method} ${x.url.split('?')[0]} ${x.answer?.status}`).slice(0, 3)).toEqual(['OPTIONS / 200', 'GET /v2/hostconfig 200', 'GET /transfers 200']);
    expect(file.release).toBe('3.6.2');

    const live = await serve({});
    const against = await diff(['--target', live, '--against', recording, '--script', journal, '--allow-writes']);
    expect(against.report?.deviations).toEqual([]);
    expect(against.code).toBe(0);
    expect(against.report?.target.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+ \(A\) against recording .*recording\.json \(http:\/\/127\.0\.0\.1:\d+, 3\.6\.2, \d{4}-.*\) \(B\)$/);
    expect([against.report?.release?.served, against.report?.againstRelease?.served, against.report?.againstRelease?.source]).toEqual(['3.6.2', '3.6.2', `the recording's release, read from its server (${a}) when it was made`]);
    expect(against.report?.upgrade, 'one release on both sides: no upgrade').toBeUndefined();

    const faulty = await serve({ faults: ['hosts-create-answers-201'] });
    const named = await diff(['--target', recording, '--against', faulty, '--script', journal, '--allow-writes']);
    expect(named.code).toBe(1);
    expect(named.report?.deviations.map((d) => `${d.operation} ${d.title}`)).toEqual(['POST /hosts status differs: A 200, B 201']);
  });

  it('a request the recording does not hold gets no answer, reported as such', async () => {
    const live = await serve({});
    const other = join(dir, 'other.json');
    writeFileSync(other, JSON.stringify({ format: 'tmkit-script', version: 1, requests: [{ method: 'GET', url: '/hosts?LIMIT=1' }] }));
    const run = await diff(['--target', live, '--against', recording, '--script', other]);
    expect(run.code).toBe(1);
    expect(run.report?.deviations.map((d) => d.title)).toEqual(['status differs: A 200, B no answer (unrecorded)']);
  });

  it('a script given where a recording goes is refused with what to do: exit 2', async () => {
    const live = await serve({});
    const run = await diff(['--target', live, '--against', journal]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`tmkit diff: --against ${journal}: a script, not a recording: it holds requests without answers (give it to --script; tmkit diff --record writes a recording)`);
  });
});
