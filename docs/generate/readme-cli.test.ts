// The README documents every command and every option of the command line (the guide asks it of
// every option we add): read off the definition itself, so an option added without a README line fails.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../cli/program.ts';

const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
const program = buildProgram({ code: 0 });

describe('README and the command line', () => {
  for (const command of program.commands) {
    it(`has a section for tmkit ${command.name()} naming each of its options`, () => {
      const start = readme.indexOf(`### \`tmkit ${command.name()}\``);
      expect(start, `README section "### \`tmkit ${command.name()}\`"`).toBeGreaterThan(-1);
      const next = readme.indexOf('\n### ', start + 1);
      const section = readme.slice(start, next === -1 ? undefined : next);
      const missing = command.options.map((o) => o.long as string).filter((flag) => !new RegExp(`\`${flag}(?![\\w-])`).test(section));
      expect(missing).toEqual([]);
    });
  }
});
