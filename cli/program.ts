// The command line's one definition: `tmkit` and its commands with every option. The help text,
// the parsing and docs/cli.md (docs/generate/cli-doc.ts) all come from it.
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { checkCommand } from './check.ts';
import { generateCommand } from './generate.ts';
import { openapiCommand } from './openapi.ts';
import { serveCommand } from './serve.ts';
import type { Outcome } from './outcome.ts';

// package.json sits two folders up from both cli/ (a checkout) and dist/cli/ (the package)... or one.
function version(): string {
  for (const up of ['../package.json', '../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(up, import.meta.url), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'transfer-monitor-kit' && pkg.version) return pkg.version;
    } catch {
      // not this one
    }
  }
  return 'unknown';
}

/** `tmkit` with its commands; each action leaves its exit code in `outcome`. */
export function buildProgram(outcome: Outcome): Command {
  return new Command('tmkit')
    .description('Testing toolkit for the Transfer Monitor REST interface: a conformance suite, a fake server, data generators, an OpenAPI export.')
    .version(version(), '-V, --version', 'the version of transfer-monitor-kit')
    .helpOption('-h, --help', 'this help; tmkit help <command> for a command\'s options')
    .showSuggestionAfterError(true)
    .addCommand(checkCommand(outcome))
    .addCommand(serveCommand(outcome))
    .addCommand(generateCommand(outcome))
    .addCommand(openapiCommand(outcome));
}
