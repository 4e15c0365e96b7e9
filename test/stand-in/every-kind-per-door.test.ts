// Every mishap kind, seen by a fetch client in each door: msw (msw's own means), the vitest helper
// and the jest-style hooks (a real connection), on a v1 list and on a v2 one. The same table for
// all three: a door that carried out a kind differently would fail here.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { transferMonitorHandlers } from 'transfer-monitor-kit/msw';
import { useFakeServer } from 'transfer-monitor-kit/vitest';
import { fakeServerPerFile, verify, type FakeServer, type MishapSpec } from 'transfer-monitor-kit';

/** What a fetch client sees of one GET: a status and whether the body parses, or the error's name. */
async function seen(url: string): Promise<string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(400) });
    const text = await res.text();
    try {
      JSON.parse(text);
      return `${res.status} json`;
    } catch {
      return `${res.status} not json`;
    }
  } catch (e) {
    return (e as Error).name === 'TimeoutError' ? 'timeout' : 'network error';
  }
}

const KINDS: ReadonlyArray<readonly [MishapSpec, string]> = [
  [{ kind: 'status', status: 503 }, '503 json'],
  [{ kind: 'status', status: 500, style: 'html' }, '500 not json'],
  [{ kind: 'delay', ms: 50 }, '200 json'],
  [{ kind: 'reset' }, 'network error'],
  [{ kind: 'truncate' }, 'network error'],
  [{ kind: 'stall' }, 'timeout'],
  [{ kind: 'malformed-json' }, '200 not json'],
];

/** A v1 list and its v2 counterpart: a mishap must reach a client the same way on both. */
const LISTS = [
  ['listHosts', '/hosts'],
  ['listHostsV2', '/v2/hosts'],
] as const;

function everyKind(door: () => { fake: FakeServer; base: string }): void {
  describe.each(LISTS)('%s', (operation, path) => {
    it.each(KINDS)('%o: the client sees %s, the next request is answered, the journal shows it', async (spec, expected) => {
      const { fake, base } = door();
      fake.mishaps.schedule({ ...spec, match: { operation } });
      expect(await seen(`${base}${path}`)).toBe(expected);
      expect(await seen(`${base}${path}`)).toBe('200 json');
      const [first] = verify(fake, { operation }, { times: 2 });
      expect(first?.mishap?.kind).toBe(spec.kind);
    });
  });
}

describe('msw', () => {
  const BASE = 'http://monitor.test:8088/api';
  const monitor = transferMonitorHandlers({ baseUrl: BASE });
  const server = setupServer(...monitor.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => monitor.reset());
  afterAll(() => server.close());
  everyKind(() => ({ fake: monitor.fake, base: BASE }));
});

describe('the vitest helper', () => {
  const monitor = useFakeServer();
  everyKind(() => ({ fake: monitor.fake, base: monitor.url }));
});

describe('the jest-style hooks (fakeServerPerFile)', () => {
  const monitor = fakeServerPerFile({ beforeAll, beforeEach, afterAll });
  everyKind(() => ({ fake: monitor.fake, base: monitor.url }));
});
