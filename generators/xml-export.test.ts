// The /log export file, byte for byte as the real server 3.6.2 wrote it (reference §4, §18 and
// the captured export in reference/captures).
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Transfer } from '../contract/index.ts';
import { createXmlExportWriter, javaTimestampText, runnerXml, xmlExportText } from './index.ts';

// Transfer 1020 of the captured session, as the JSON answers showed it.
const captured: Transfer = {
  '@model': 'DbTaskRunner', SPECIALID: 1020n, RETRIEVEMODE: false, IDRULE: 'rule2', MODETRANS: 1, FILENAME: 'file1020.txt', ORIGINALNAME: '',
  FILEINFO: '', ISMOVED: false, BLOCKSZ: 0, OWNERREQ: 'hosta', REQUESTER: 'test', REQUESTED: 'hosta', TRANSFERINFO: '{}', GLOBALSTEP: 5,
  GLOBALLASTSTEP: 2, STEP: -1, STEPSTATUS: 'A  ', INFOSTATUS: 'A  ', RANK: 0, STARTTRANS: 1795167000000, STOPTRANS: 1795221083904,
  UPDATEDINFO: 4, ORIGINALSIZE: -1, follow: '',
};
const CAPTURED_RUNNER = `
<runner>
  <specialid>1020</specialid>
  <globalstep>5</globalstep>
  <globallaststep>2</globallaststep>
  <step>-1</step>
  <rank>0</rank>
  <blocksz>0</blocksz>
  <modetrans>1</modetrans>
  <stepstatus>A</stepstatus>
  <infostatus>A</infostatus>
  <retrievemode>false</retrievemode>
  <ismoved>false</ismoved>
  <starttrans>2026-11-20 09:30:00.0</starttrans>
  <stoptrans>2026-11-21 00:31:23.904</stoptrans>
  <ownerreq>hosta</ownerreq>
  <requester>test</requester>
  <requested>hosta</requested>
  <idrule>rule2</idrule>
  <filename>file1020.txt</filename>
  <originalname></originalname>
  <fileinfo></fileinfo>
</runner>`;

describe('xml export', () => {
  it('writes a runner exactly as the captured export, and the file without declaration', () => {
    expect(runnerXml(captured)).toBe(CAPTURED_RUNNER);
    expect(xmlExportText([captured])).toBe(`<taskrunners>${CAPTURED_RUNNER}</taskrunners>`);
    expect(xmlExportText([])).toBe('<taskrunners></taskrunners>');
  });

  it('formats timestamps as Java Timestamp.toString() in UTC', () => {
    expect(javaTimestampText(Date.parse('2026-11-20T09:30:00.000Z'))).toBe('2026-11-20 09:30:00.0');
    expect(javaTimestampText(Date.parse('2026-11-21T00:31:23.904Z'))).toBe('2026-11-21 00:31:23.904');
    expect(javaTimestampText(Date.parse('2026-11-21T00:31:23.900Z'))).toBe('2026-11-21 00:31:23.9');
    expect(javaTimestampText(Date.parse('2026-11-21T00:31:23.050Z'))).toBe('2026-11-21 00:31:23.05');
    expect(javaTimestampText(0)).toBe('1970-01-01 00:00:00.0');
  });

  it('keeps every digit of a 64-bit id, escapes markup, and trims text as dom4j does', () => {
    const text = runnerXml({ ...captured, SPECIALID: -9007199254740993n, FILEINFO: '  a <b> &  c\n', FILENAME: 'é.txt' });
    expect(text).toContain('<specialid>-9007199254740993</specialid>');
    expect(text).toContain('<fileinfo>a &lt;b&gt; &amp; c</fileinfo>');
    expect(text).toContain('<filename>é.txt</filename>');
  });

  it('streams runner by runner with backpressure, to the same bytes', async () => {
    const out = new PassThrough({ highWaterMark: 256 });
    const chunks: Buffer[] = [];
    const writer = createXmlExportWriter(out, 512);
    const transfers = Array.from({ length: 40 }, (_, i) => ({ ...captured, SPECIALID: BigInt(i) }));
    const read = new Promise<void>((resolve) => {
      out.on('data', (c: Buffer) => chunks.push(c));
      out.on('end', resolve);
    });
    for (const t of transfers) await writer.writeRunner(t);
    await writer.close();
    out.end();
    await read;
    expect(writer.runners).toBe(40);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(xmlExportText(transfers));
  });
});
