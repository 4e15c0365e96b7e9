#!/usr/bin/env node
// Runs one TypeScript entry file (benchmarks, scripts) with the same loader as `tmkit`.
import { register } from 'tsx/esm/api';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

register();
const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error('usage: run-ts.js FILE.ts [args...]');
  process.exit(2);
}
process.argv = [process.argv[0], entry, ...rest];
await import(pathToFileURL(resolve(entry)).href);
