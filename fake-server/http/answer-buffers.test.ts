// Answer buffers are handed out again once given back, only those the pool made, and never two at once.
import { expect, it } from 'vitest';
import { giveBackAnswerBuffer, takeAnswerBuffer } from './answer-buffers.ts';

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
