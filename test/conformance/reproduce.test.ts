// Reproductions that reproduce (issue "A suite that is never fooled", item 4): the deviations of an
// embedded run with planted faults are seen again by doing what they print: start the fake with
// their `serve` command (on a port of the test's choosing instead of 8066), send their `setup`
// requests and then their `curl` line with curl itself, and the answer is the one the deviation
// recorded, byte for byte.
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import type { Deviation } from '../../conformance/index.ts';
import { runConformance } from '../../composition/index.ts';
import { startServe, type ServeProcess } from '../support/serve-process.ts';

let served: ServeProcess | undefined;
afterEach(async () => {
  await served?.stop();
  served = undefined;
});

/** The printed curl line, pointed at `url` instead of port 8066, run by a shell; answers status and body. */
function curl(line: string, url: string): { status: number; body: string } {
  const out = execFileSync('sh', ['-c', `${line.replace('http://127.0.0.1:8066', url)} -s`], { encoding: 'utf8' });
  const [head = '', ...rest] = out.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') };
}

/** The arguments of a printed `npx tmkit serve ...` line, on port 0. */
const serveArgs = (serve: string): string[] => serve.replace(/^npx tmkit serve /, '').replace('--port 8066', '--port 0').split(' ');

const FAULTS = ['transfers-startid-off-by-one', 'envelope-path-wrong', 'hosts-create-answers-201', 'server-counter-off-by-one'] as const;

describe('a deviation of an embedded run, done again as printed', () => {
  it.for(FAULTS)('%s: the same answer again', { timeout: 60_000 }, async (fault) => {
    const result = await runConformance({ fake: { faults: [fault] }, runs: 5 });
    const d = result.deviations.find((x): x is Deviation & { serve: string; curl: string } => x.serve !== undefined && x.curl !== undefined && x.exchange?.status !== undefined);
    expect(d, `a deviation with a reproduction for ${fault}`).toBeDefined();
    const dev = d as Deviation & { serve: string; curl: string };
    expect(dev.serve).toContain(`--fault ${fault}`);
    served = await startServe(serveArgs(dev.serve));
    for (const line of dev.setup ?? []) curl(line, served.url);
    const again = curl(dev.curl, served.url);
    expect(again.status).toBe(dev.exchange?.status);
    const recorded = dev.exchange?.responseBody ?? '';
    // The report keeps at most 4 KiB of the answer: compare what it kept.
    expect(recorded.includes('… (') ? again.body.startsWith(recorded.slice(0, recorded.lastIndexOf('… ('))) : again.body === recorded).toBe(true);
  });
});
