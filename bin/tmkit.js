#!/usr/bin/env node
// The `tmkit` command: registers the TypeScript loader, then hands over to the CLI.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
