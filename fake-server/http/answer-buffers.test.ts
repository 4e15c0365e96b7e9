// Answer buffers are handed out again once given back, only those the pool made, and never two at once.
import { expect, it } from 'vitest';
import { giveBackAnswerBuffer, takeAnswerBuffer, withHeadBefore } from './answer-buffers.ts';

it('hands a given-back buffer out again, sized to the request', () => {
  const a = takeAnswerBuffer(70_000);
  expect(a.length).toBe(70_000);
  giveBackAnswerBuffer(a);
  const b = takeAnswerBuffer(1_000);
  expect(b.buffer).toBe(a.buffer);
  expect(b.length).toBe(1_000);
  const c = takeAnswerBuffer(1_000);
  expect(c.buffer).not.toBe(b.buffer);
});

it('keeps no buffer it did not make', () => {
  const foreign = Buffer.alloc(100_000);
  giveBackAnswerBuffer(foreign);
  expect(takeAnswerBuffer(10).buffer).not.toBe(foreign.buffer);
});

it('writes a head just before the bytes, as one buffer over the same memory, when there is room', () => {
  const bytes = takeAnswerBuffer(5);
  bytes.write('{"a"}', 'latin1');
  const whole = withHeadBefore('HTTP/1.1 200 OK\r\n\r\n', bytes) as Buffer;
  expect(whole.toString('latin1')).toBe('HTTP/1.1 200 OK\r\n\r\n{"a"}');
  expect(whole.buffer).toBe(bytes.buffer);
  expect(withHeadBefore('x'.repeat(bytes.byteOffset + 1), bytes)).toBeUndefined();
  expect(withHeadBefore('H', Buffer.from('{}'))).toBeUndefined();
  giveBackAnswerBuffer(whole);
  expect(takeAnswerBuffer(5).buffer).toBe(bytes.buffer);
});
