// The v2 client (v2-client.ts) against `tmkit serve`, the door of any language: real HTTP to a
// child process, the journal read with GET /_fake/requests, mishaps scheduled with POST /_fake/mishaps.
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest';
import type { JournalEntry } from 'transfer-monitor-kit';
import { startServe, type ServeProcess } from '../../support/serve-process.ts';
import { sendOverFetch, v2ClientTests, type V2Door } from './v2-client.ts';

let served: ServeProcess;
beforeAll(async () => void (served = await startServe(['--seed', '7'])));
beforeEach(async () => void expect((await fetch(`${served.url}/_fake/reset`, { method: 'POST' })).status).toBe(200));
afterAll(() => served.stop());

const door = (): V2Door => ({
  send: sendOverFetch(served.url),
  journal: async ({ operation }) => ((await (await fetch(`${served.url}/_fake/requests?operation=${operation}`)).json()) as { requests: JournalEntry[] }).requests,
  schedule: async (spec) => void expect((await fetch(`${served.url}/_fake/mishaps`, { method: 'POST', body: JSON.stringify(spec) })).status).toBe(201),
});

describe('a v2 client against tmkit serve', () => v2ClientTests(door));
