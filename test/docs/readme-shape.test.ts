// The README serves two readers in one page (issue 34): it opens with the checkout's two set-up
// commands (the house rule), says next what someone who installed the package types first, and
// stays a ten-minute read; detail lives in docs/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fencedBlocks } from './markdown-blocks.ts';

const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');

describe('the README', () => {
  it('opens with the two set-up commands of a checkout', () => {
    const [first] = fencedBlocks(readme);
    expect(first?.line).toBeLessThanOrEqual(3);
    expect(first?.text.split('\n').filter((l) => l.trim() !== '').map((l) => l.split('#')[0]?.trim())).toEqual(['npm ci && npm start', 'npm test']);
  });

  it('then says what an installed user types first, and where developing the kit is explained', () => {
    const afterCommands = readme.slice(readme.indexOf('```', readme.indexOf('```') + 3) + 3).split('\n\n')[1] ?? '';
    expect(afterCommands).toMatch(/npx\s+tmkit check/);
    expect(afterCommands).toContain('(#develop-the-kit)');
    expect(readme).toMatch(/^## Develop the kit$/m);
  });

  it('is at most 250 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(250);
  });
});
