// The command line's one definition: `tmkit` and its commands with every option. The help text,
// the parsing and docs/cli.md (docs/generate/cli-doc.ts) all come from it.
import { Command } from 'commander';
import { CONTRACT_VERSION } from '../contract/index.ts';
import { checkCommand } from './check.ts';
import { generateCommand } from './generate.ts';
import { openapiCommand } from './openapi.ts';
import { serveCommand } from './serve.ts';
import { snapshotCommand } from './snapshot.ts';
import { diffCommand } from './diff.ts';
import type { Outcome } from './outcome.ts';

/** `tmkit` with its commands; each action leaves its exit code in `outcome`. */
export function buildProgram(outcome: Outcome): Command {
  return new Command('tmkit')
    .description('Testing toolkit for the Transfer Monitor REST interface: a conformance suite, a fake server, data generators, an OpenAPI export.')
    .version(CONTRACT_VERSION, '-V, --version', 'the version of transfer-monitor-kit') // the package's: a contract test keeps them equal
    .helpOption('-h, --help', 'this help; tmkit help <command> for a command\'s options')
    .showSuggestionAfterError(true)
    .addCommand(checkCommand(outcome))
    .addCommand(serveCommand(outcome))
    .addCommand(generateCommand(outcome))
    .addCommand(openapiCommand(outcome))
    .addCommand(snapshotCommand(outcome))
    .addCommand(diffCommand(outcome));
}
