// `tmkit openapi`: the OpenAPI 3.1 document of the whole interface, built from the contract
// (contract/openapi/), for the OpenAPI tools in a team's pipeline (linters, client generators, Prism).
import { writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { openApiDocument, openApiJson } from '../contract/index.ts';
import type { Outcome } from './outcome.ts';
import { writableFile } from './paths.ts';

interface OpenApiOptions {
  out?: string;
  server?: string;
}

/** The `openapi` command: its options (the CLI reference is generated from them) and its action. */
export function openapiCommand(outcome: Outcome): Command {
  return new Command('openapi')
    .summary('write the OpenAPI 3.1 document of the interface')
    .description('Writes the OpenAPI 3.1 document of the whole interface, generated from the contract (every operation, parameter, documented status and schema), as JSON.')
    .option('--out <file>', 'the file to write, - for stdout (default: stdout)')
    .option('--server <url>', 'the server URL the document names (servers[0].url)')
    .action((o: OpenApiOptions) => {
      if (o.out !== undefined && o.out !== '-') writableFile('--out', o.out);
      const text = openApiJson(openApiDocument(o.server ? { serverUrl: o.server } : {}));
      if (o.out === undefined || o.out === '-') process.stdout.write(text);
      else {
        try {
          writeFileSync(o.out, text);
        } catch (e) {
          // The place was checked just before; what still fails (a full disk) is one line, as for generate.
          console.error(`tmkit openapi: cannot write '${o.out}': ${(e as Error).message}`);
          outcome.code = 1;
          return;
        }
        console.error(`tmkit openapi: wrote ${o.out}`);
      }
      outcome.code = 0;
    });
}
