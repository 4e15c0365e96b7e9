// The README's curl examples run as shown (issue "A suite that is never fooled", item 4): the fake
// started as the block's own serve line says (on a port of the test's choosing), then every curl
// line of the block, one after the other, with curl itself; each gets a 2xx answer.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServe, type ServeProcess } from '../support/serve-process.ts';

const readme = readFileSync(join(import.meta.dirname, '../..', 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('### Every endpoint family, with curl'));
const block = (/```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '').split('\n');
const serveLine = block.find((l) => l.startsWith('npx tmkit serve')) ?? '';
const curls = block.filter((l) => l.startsWith('curl '));

let served: ServeProcess | undefined;
afterEach(async () => {
  await served?.stop();
  served = undefined;
});

describe("the README's curl examples", () => {
  it('start from the serve line they show and each gets a 2xx answer, in order', { timeout: 60_000 }, async () => {
    expect(serveLine).toMatch(/^npx tmkit serve .*--seed \d+/);
    expect(curls.length).toBeGreaterThan(15);
    const args = serveLine.replace(/\s*&?\s*(#.*)?$/, '').replace(/^npx tmkit serve /, '').replace('--port 8066', '--port 0').split(' ');
    served = await startServe(args);
    const prelude = `B=${served.url}\nP=${/^P=(.*)$/m.exec(block.join('\n'))?.[1] ?? ''}\n`;
    const statuses = curls.map((line) => {
      const status = execFileSync('sh', ['-c', `${prelude}${line.replace(/\s+#.*$/, '')} -s -o /dev/null -w '%{http_code}'`], { encoding: 'utf8' });
      return `${status} ${line.slice(0, 90)}`;
    });
    expect(statuses.filter((s) => !s.startsWith('2'))).toEqual([]);
  });
});
