// The /log export file (reference §4, §17, §18): where it goes, how it is named, its exact text
// (layout, bare status letters, booleans, Java timestamps, escaping), and distinct files for
// exports made in the same instant.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testFake } from '../support/fake-app.ts';
import { expectLogOk, filesIn, getLog, logFake, NOW, parseExport, type LogFake } from './support.ts';

let t: LogFake;
beforeEach(() => {
  t = logFake();
});
afterEach(() => t.dispose());

const post = (body: object) => t.http.post('/transfers').send(body);
const exportText = async (body: object = {}) => readFileSync(expectLogOk(await getLog(t, body)).filename, 'utf8');

describe('the export file', () => {
  it('is <archiveDir>/<hostId>_<clock ms>_runners.xml, the answer giving the full path', async () => {
    const packet = expectLogOk(await getLog(t, {}));
    expect(packet.filename).toBe(join(t.dir, `server1_${NOW}_runners.xml`));
    expect(isAbsolute(packet.filename)).toBe(true);
    expect(filesIn(t.dir)).toEqual([`server1_${NOW}_runners.xml`]);
  });

  it('follows the configured host id and the clock', async () => {
    const other = logFake({ hostId: 'hosta' });
    try {
      other.fake.clock.set(1795221303688);
      const packet = expectLogOk(await getLog(other, {}));
      expect(packet.filename).toBe(join(other.dir, 'hosta_1795221303688_runners.xml'));
    } finally {
      other.dispose();
    }
  });

  it('is created in a configured folder that does not exist yet', async () => {
    const nested = join(t.dir, 'a', 'b');
    const t2 = testFake({ dataset: 'empty', archiveDir: nested });
    const packet = expectLogOk(await getLog(t2, {}));
    expect(dirname(packet.filename)).toBe(nested);
    expect(existsSync(packet.filename)).toBe(true);
  });

  it('goes to a fresh temporary folder when no archive folder is configured', async () => {
    // archiveDir: undefined overrides the test run's shared folder: the fake must make its own.
    const t2 = testFake({ dataset: 'empty', archiveDir: undefined });
    const packet = expectLogOk(await getLog(t2, {}));
    try {
      expect(existsSync(packet.filename)).toBe(true);
      expect(packet.filename).toMatch(/tmkit-archive-[^/\\]+[/\\]server1_1735689600000_runners\.xml$/);
    } finally {
      rmSync(dirname(packet.filename), { recursive: true, force: true });
    }
  });

  it('never takes its name from client input', async () => {
    const packet = expectLogOk(await getLog(t, { comment: '../../evil', rule: '../x', request: '/etc/passwd' }));
    expect(packet.filename).toBe(join(t.dir, `server1_${NOW}_runners.xml`));
  });

  it('gets a distinct name for each export made in the same instant', async () => {
    const names = [];
    for (let i = 0; i < 3; i++) names.push(expectLogOk(await getLog(t, {})).filename);
    expect(names).toEqual([
      join(t.dir, `server1_${NOW}_runners.xml`),
      join(t.dir, `server1_${NOW}_1_runners.xml`),
      join(t.dir, `server1_${NOW}_2_runners.xml`),
    ]);
    expect(filesIn(t.dir)).toHaveLength(3);
  });

  it('gets a distinct name for concurrent requests', async () => {
    const answers = await Promise.all([getLog(t, {}), getLog(t, {}), getLog(t, {}), getLog(t, {})]);
    const names = answers.map((r) => expectLogOk(r).filename);
    expect(new Set(names).size).toBe(4);
    expect(filesIn(t.dir)).toHaveLength(4);
  });

  it('goes back to the plain name when the clock moves on', async () => {
    await getLog(t, {});
    t.fake.clock.advance(1);
    expect(expectLogOk(await getLog(t, {})).filename).toBe(join(t.dir, `server1_${NOW + 1}_runners.xml`));
  });
});

describe('the export text', () => {
  it('is exactly <taskrunners></taskrunners> when nothing matched', async () => {
    expect(await exportText()).toBe('<taskrunners></taskrunners>');
  });

  it('has the real layout, children order and value forms', async () => {
    await post({
      SPECIALID: 3001, IDRULE: 'rule1', FILENAME: 'c1.txt', REQUESTER: 'server1', REQUESTED: 'hostb', STARTTRANS: 1795150800000,
      STOPTRANS: 1795221323655, GLOBALSTEP: 4, GLOBALLASTSTEP: 4, STEPSTATUS: 'T', INFOSTATUS: 'O', RETRIEVEMODE: true, ISMOVED: false,
      BLOCKSZ: 65536, MODETRANS: 2, RANK: 7, STEP: 3, ORIGINALNAME: 'orig.txt', FILEINFO: 'info',
    });
    await post({ SPECIALID: 3002, IDRULE: 'rule1', FILENAME: 'c2.txt', REQUESTER: 'server1', REQUESTED: 'hostb', STARTTRANS: 1795165800000, STOPTRANS: 1795221303660 });
    expect(await exportText()).toBe(
      '<taskrunners>\n<runner>\n' +
        '  <specialid>3002</specialid>\n  <globalstep>0</globalstep>\n  <globallaststep>0</globallaststep>\n  <step>-1</step>\n' +
        '  <rank>0</rank>\n  <blocksz>0</blocksz>\n  <modetrans>1</modetrans>\n  <stepstatus>-</stepstatus>\n  <infostatus>-</infostatus>\n' +
        '  <retrievemode>false</retrievemode>\n  <ismoved>false</ismoved>\n  <starttrans>2026-11-20 09:10:00.0</starttrans>\n' +
        '  <stoptrans>2026-11-21 00:35:03.66</stoptrans>\n  <ownerreq>server1</ownerreq>\n  <requester>server1</requester>\n' +
        '  <requested>hostb</requested>\n  <idrule>rule1</idrule>\n  <filename>c2.txt</filename>\n  <originalname></originalname>\n' +
        '  <fileinfo></fileinfo>\n</runner>\n<runner>\n' +
        '  <specialid>3001</specialid>\n  <globalstep>4</globalstep>\n  <globallaststep>4</globallaststep>\n  <step>3</step>\n' +
        '  <rank>7</rank>\n  <blocksz>65536</blocksz>\n  <modetrans>2</modetrans>\n  <stepstatus>T</stepstatus>\n  <infostatus>O</infostatus>\n' +
        '  <retrievemode>true</retrievemode>\n  <ismoved>false</ismoved>\n  <starttrans>2026-11-20 05:00:00.0</starttrans>\n' +
        '  <stoptrans>2026-11-21 00:35:23.655</stoptrans>\n  <ownerreq>server1</ownerreq>\n  <requester>server1</requester>\n' +
        '  <requested>hostb</requested>\n  <idrule>rule1</idrule>\n  <filename>c1.txt</filename>\n  <originalname>orig.txt</originalname>\n' +
        '  <fileinfo>info</fileinfo>\n</runner></taskrunners>',
    );
  });

  it('writes Java timestamps: at least one fraction digit, no trailing zero, epoch and pre-epoch dates', async () => {
    const cases: Array<[number, number, string]> = [
      [1, 1795221083904, '2026-11-21 00:31:23.904'],
      [2, 1795221083900, '2026-11-21 00:31:23.9'],
      [3, 1795221083005, '2026-11-21 00:31:23.005'],
      [4, 1795221083050, '2026-11-21 00:31:23.05'],
      [5, 0, '1970-01-01 00:00:00.0'],
      [6, -1, '1969-12-31 23:59:59.999'],
    ];
    // Written into the store: POST reads STARTTRANS 0 as "now" (reference §3.2).
    const base = template();
    for (const [id, ms] of cases) t.fake.store.transfers.put({ ...base, SPECIALID: BigInt(id), STARTTRANS: ms, STOPTRANS: ms });
    const runners = parseExport(await exportText());
    for (const [id, , text] of cases) {
      const r = runners.find((x) => x.specialid === String(id));
      expect({ id, start: r?.starttrans, stop: r?.stoptrans }).toEqual({ id, start: text, stop: text });
    }
  });

  it('keeps int64 ids beyond 2^53 exact', async () => {
    await t.http.post('/transfers').set('content-type', 'application/json')
      .send('{"SPECIALID":9007199254740993,"IDRULE":"r","FILENAME":"f","REQUESTER":"server1","REQUESTED":"h"}');
    expect(parseExport(await exportText())[0]?.specialid).toBe('9007199254740993');
  });

  it('escapes &, < and > in text, leaves quotes alone, and keeps non-ASCII as UTF-8', async () => {
    await post({ SPECIALID: 1, IDRULE: 'r&d', FILENAME: 'a<b>.txt', REQUESTER: 'server1', REQUESTED: 'h"q\'', FILEINFO: 'café ünïcode' });
    const text = await exportText();
    expect(text).toContain('<idrule>r&amp;d</idrule>');
    expect(text).toContain('<filename>a&lt;b&gt;.txt</filename>');
    expect(text).toContain('<requested>h"q\'</requested>');
    expect(text).toContain('<fileinfo>café ünïcode</fileinfo>');
    expect(parseExport(text)[0]).toMatchObject({ idrule: 'r&d', filename: 'a<b>.txt', requested: 'h"q\'' });
  });

  it('collapses and trims whitespace in text as dom4j pretty printing does', async () => {
    await post({ SPECIALID: 1, IDRULE: 'r', FILENAME: '  two  spaces ', REQUESTER: 'server1', REQUESTED: 'h', FILEINFO: 'line1\nline2\t end' });
    const [runner] = parseExport(await exportText());
    expect(runner).toMatchObject({ filename: 'two spaces', fileinfo: 'line1 line2 end' });
  });

  it('streams a large export completely (many chunks)', async () => {
    const base = template();
    for (let i = 0; i < 800; i++) t.fake.store.transfers.put({ ...base, SPECIALID: BigInt(i), FILENAME: `file-${i}-${'x'.repeat(40)}.dat` });
    const runners = parseExport(await exportText());
    expect(runners).toHaveLength(800);
    expect(runners[0]?.specialid).toBe('799');
    expect(runners[799]?.filename).toBe(`file-0-${'x'.repeat(40)}.dat`);
  });
});

/** A stored transfer record to copy (made through POST, then removed). */
function template() {
  const reply = t.fake.handle({ method: 'POST', url: '/transfers', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ SPECIALID: -99, IDRULE: 'r', FILENAME: 'f', REQUESTER: 'server1', REQUESTED: 'h' }) });
  expect(reply.status).toBe(200);
  const key = { SPECIALID: -99n, REQUESTER: 'server1', REQUESTED: 'h', OWNERREQ: 'server1' };
  const record = t.fake.store.transfers.get(key)?.record;
  t.fake.store.transfers.delete(key);
  if (!record) throw new Error('template not stored');
  return record;
}
