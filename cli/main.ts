// `tmkit`: one command line for the three jobs (DESIGN §4). Each subcommand lives in its own file.
import { runServe, SERVE_USAGE } from './serve.ts';
import { runCheck, CHECK_USAGE } from './check.ts';
import { runGenerate, GENERATE_USAGE } from './generate.ts';
import { UsageError } from './usage-error.ts';

const USAGE = `usage: tmkit <command> [options]

commands:
${CHECK_USAGE}
${SERVE_USAGE}
${GENERATE_USAGE}
  help                     this text`;

export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'check':
        return await runCheck(rest);
      case 'serve':
        return await runServe(rest);
      case 'generate':
        return await runGenerate(rest);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        console.log(USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command '${command}'`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`tmkit: ${e.message}\n\n${USAGE}`);
      return 2;
    }
    throw e;
  }
}
