// A list of transfers asked for the wire (`RawRequest.wire`, as the node:http listener asks) comes
// with its body as bytes too, the same bytes as its text; asked in process it comes as text only
// (making bytes first would cost msw and tests a copy), and a copy of the reply made to rewrite it
// never carries the bytes along.
import { describe, expect, it } from 'vitest';
import { createFakeServer } from '../../fake-server/index.ts';

const list = { method: 'GET', url: '/transfers?LIMIT=20', headers: {}, body: '' };

describe('a list answered for the wire', () => {
  it('carries bytes equal to its text, and the same text as in process', () => {
    const onWire = createFakeServer({ seed: 3 }).handle({ ...list, wire: true });
    const inProcess = createFakeServer({ seed: 3 }).handle(list);
    expect(onWire.bytes).toBeInstanceOf(Buffer);
    expect(onWire.bytes?.toString('latin1')).toBe(onWire.body);
    expect(onWire.body).toBe(inProcess.body);
    expect(onWire.headers).toEqual(inProcess.headers);
  });

  it('is text only in process', () => {
    expect(createFakeServer({ seed: 3 }).handle(list).bytes).toBeUndefined();
  });

  it('leaves the bytes behind in a copy of the reply', () => {
    const reply = createFakeServer({ seed: 3 }).handle({ ...list, wire: true });
    const copy = { ...reply, body: 'rewritten' };
    expect(copy.bytes).toBeUndefined();
    expect({ ...reply }.body).toBe(reply.body);
  });

  it('stays text when nothing matched (no rows to copy)', () => {
    const reply = createFakeServer({ seed: 3 }).handle({ ...list, url: '/transfers?PARTNER=nobody-at-all', wire: true });
    expect(reply.status).toBe(200);
    expect(reply.bytes).toBeUndefined();
  });
});
