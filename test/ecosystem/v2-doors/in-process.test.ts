// The v2 client (v2-client.ts) straight on `fake.handle`, no transport: a reply without an answer
// (a reset or stall mishap, status 0) is the client's network failure.
import { beforeEach, describe } from 'vitest';
import { createFakeServer } from 'transfer-monitor-kit';
import { doorOf, v2ClientTests, type Send } from './v2-client.ts';

const fake = createFakeServer({ seed: 2 });
beforeEach(() => fake.reset());

const send: Send = async (method, url, headers, body) => {
  const reply = fake.handle({ method, url, headers, body });
  if (reply.status === 0) throw new Error(`no answer (${reply.mishap?.kind})`);
  const header = (name: string) => Object.entries(reply.headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1] ?? null;
  return { status: reply.status, header, text: reply.body };
};

describe('a v2 client on fake.handle', () => v2ClientTests(() => doorOf(fake, send)));
