// The repository's TypeScript compiler options (tsconfig.json, with its `source` export
// condition), for tests that build a program of their own: the TSDoc test, the README examples.
import { join } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '../..');

export function repositoryCompilerOptions(): ts.CompilerOptions {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error('cannot read tsconfig.json');
  return config.options;
}
