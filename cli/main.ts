// `tmkit`: one command line for the three jobs (DESIGN §4). Each subcommand lives in its own file.
import { runServe, SERVE_USAGE } from './serve.ts';
import { UsageError } from './usage-error.ts';

const USAGE = `usage: tmkit <command> [options]

commands:
${SERVE_USAGE}
  help                     this text`;

export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'serve':
        return await runServe(rest);
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
