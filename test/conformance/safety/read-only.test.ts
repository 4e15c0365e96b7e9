// DESIGN §6 over real HTTP: a default run against a target (no --allow-writes) only reads. The
// whole suite runs against the fake served on loopback; a recorder in front of the fake notes
// every request it receives. Only GET and OPTIONS arrive (HEAD would be allowed too), and no
// GET /log, which writes an export file on the server, nor any other operation the table does not
// call a read (the v2 exports); the data is as it was.
import { afterEach, describe, expect, it } from 'vitest';
import { operationOf } from '../../../contract/index.ts';
import { dataOf, READ_ONLY, runOverHttp, servedFake, type ServedFake } from './support.ts';

let served: ServedFake | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

describe('a read-only run against the fake served over HTTP', () => {
  it('sends the fake no write: only GET and OPTIONS, never GET /log', { timeout: 120_000 }, async () => {
    served = await servedFake({ seed: 1 });
    const before = await dataOf(served.url);
    const start = served.received.length;
    const result = await runOverHttp(served, READ_ONLY);
    const sent = served.received.slice(start);

    expect(sent.length).toBeGreaterThan(100);
    expect(sent.length, 'every request the run counted reached the fake').toBe(result.requests);
    const methods = [...new Set(sent.map((r) => r.method))].sort();
    expect(methods.filter((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m)), 'write methods received').toEqual([]);
    expect(sent.filter((r) => r.method !== 'OPTIONS' && r.path.startsWith('/log')), 'GET /log writes an export file').toEqual([]);
    // By the table (DESIGN §6a): no operation but a read, so no v2 export (GET /v2/server/logs, /config) either.
    expect(sent.filter((r) => (operationOf(r.method, r.path)?.effect ?? 'reads') !== 'reads'), 'operations that are not reads').toEqual([]);
    expect(await dataOf(served.url)).toEqual(before);

    // The checks that need writes said so instead of running; the others found nothing.
    const skipped = result.checks.filter((c) => c.status === 'skipped');
    expect(skipped.length).toBeGreaterThan(0);
    for (const c of skipped) expect(c.reason ?? '').toMatch(/--allow-(writes|purge|shutdown|limits)|embedded fake|an https:\/\/ target/);
    expect(result.deviations.map((d) => `${d.check} ${d.operation}: ${d.title}`)).toEqual([]);
  });
});
