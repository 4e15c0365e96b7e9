// Cleanup survives a request that got no answer (DESIGN §6): a cleanup DELETE that gets none is
// sent once more, on a new connection, and when that one gets none either, the report names it.
import type http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { runConformance } from '../../../composition/index.ts';
import { servedFake, type Hook, type ServedFake } from './servers.ts';

let served: ServedFake | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

const isHostDelete = (req: http.IncomingMessage) => req.method === 'DELETE' && /^\/hosts\/tmkit/.test((req.url ?? '').split('?')[0] ?? '');

/** Leaves the first `times` DELETEs of a run host unanswered (the socket stays open, as a hung server's). */
function dropHostDeletes(times: number): Hook {
  let dropped = 0;
  return (req) => {
    if (!isHostDelete(req) || dropped >= times) return false;
    dropped++;
    return true;
  };
}

const run = (url: string) => runConformance({ target: url, only: ['positive_data_acceptance'], allow: { writes: true }, runs: 2, maxRps: 0, timeoutMs: 1000 });
const runHosts = async (s: ServedFake) => (await (await fetch(`${s.url}/hosts?limit=1000`)).text()).match(/"HOSTID":"tmkit[^"]*"/g) ?? [];

describe('a cleanup request that gets no answer', () => {
  it('is sent once more on a new connection, and the record is removed', { timeout: 30_000 }, async () => {
    served = await servedFake(1, dropHostDeletes(1));
    const result = await run(served.url);
    expect(result.cleanupIncomplete).toBeUndefined();
    expect(await runHosts(served)).toEqual([]);
    expect(served.seen.filter((s) => s.startsWith('DELETE /hosts/tmkit'))).toHaveLength(2);
  });

  it('is named in the report when the second try gets none either', { timeout: 30_000 }, async () => {
    served = await servedFake(1, dropHostDeletes(2));
    const result = await run(served.url);
    expect(result.cleanupIncomplete).toEqual([expect.stringMatching(/^DELETE \/hosts\/tmkit/)]);
    expect(await runHosts(served)).not.toEqual([]);
  });
});
