// `tmkit`: one command line for the three jobs (DESIGN §4), defined in cli/program.ts. Mistakes in
// the command line are usage errors: a message naming the option, exit 2, never a stack trace.
import { CommanderError } from 'commander';
import { buildProgram } from './program.ts';
import { PathError, UsageError } from './usage-error.ts';
import { TlsFailure } from '../conformance/index.ts';
import type { Outcome } from './outcome.ts';

/** Runs `tmkit` with `argv` (the words after `tmkit`); answers the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const outcome: Outcome = { code: 0 };
  const program = buildProgram(outcome);
  // Errors through console.error, so that the callers (and tests) that watch it see them.
  const output = { writeOut: (s: string) => void process.stdout.write(s), writeErr: (s: string) => console.error(s.trimEnd()) };
  program.exitOverride().configureOutput(output);
  for (const command of program.commands) command.exitOverride().configureOutput(output);
  if (argv.length === 0) {
    program.outputHelp({ error: true });
    return 2;
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return outcome.code;
  } catch (e) {
    if (e instanceof CommanderError) {
      // --help, --version and `tmkit help` end here too, as successes.
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return 0;
      console.error(`(tmkit ${argv[0] && program.commands.some((c) => c.name() === argv[0]) ? `help ${argv[0]}` : 'help'} lists the options)`);
      return 2;
    }
    // A certificate or handshake problem: the one line that names it and the option (DESIGN §6b).
    if (e instanceof TlsFailure) {
      console.error(`tmkit ${argv[0] ?? ''}: ${e.message}`);
      return 2;
    }
    if (e instanceof PathError) {
      console.error(`tmkit: ${e.message}`);
      return 2;
    }
    if (e instanceof UsageError) {
      console.error(`tmkit: ${e.message}\n(tmkit help ${argv[0] ?? ''} lists the options)`);
      return 2;
    }
    throw e;
  }
}
