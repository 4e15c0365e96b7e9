// The curl examples of docs/fake.md (issue "A suite that is never fooled", item 4) and
// docs/rest-v2.md (issue 26) run as shown: the fake started as the block's own serve line says (on
// a port of the test's choosing), then every curl line of the block, one after the other, with
// curl itself; each gets a 2xx answer (the session's curl fails on any other) and prints what its
// `# → ` lines claim.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ExampleSession } from './example-session.ts';
import { commandsOf, fencedBlocks } from './markdown-blocks.ts';

const PAGES = [
  { file: 'docs/fake.md', heading: '## Every endpoint family, with curl', curls: 15 },
  { file: 'docs/rest-v2.md', heading: '## The fake', curls: 9 },
];

describe.each(PAGES)("$file's curl examples", ({ file, heading, curls }) => {
  const page = readFileSync(join(import.meta.dirname, '../..', file), 'utf8');
  const block = fencedBlocks(page).find((b) => b.lang === 'sh' && b.line > page.slice(0, page.indexOf(heading)).split('\n').length);
  const commands = block ? commandsOf(block) : [];
  const session = new ExampleSession();
  afterAll(() => session.close());

  it('start from the serve line they show and each gets a 2xx answer, in order', { timeout: 120_000 }, async () => {
    expect(page).toContain(heading);
    expect(commands[0]?.text).toMatch(/^npx tmkit serve .*--seed \d+/);
    expect(commands.filter((c) => c.text.startsWith('curl ')).length).toBeGreaterThan(curls);
    const failures: string[] = [];
    for (const command of commands) {
      const failure = await session.shell(command);
      if (failure) failures.push(`${file}:${command.line} ${command.text.slice(0, 90)}\n  ${failure}`);
    }
    expect(failures).toEqual([]);
  });
});
