// Starts the servers of our own side, each in a child process: the fake (as `tmkit serve` runs
// it), and the two baselines serving the fake's recorded answers: bare node:http, and the Koa floor.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Recorded } from './record.ts';
import { writeAnswers } from './recorded-answers.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import type { TlsFiles } from './tls-files.ts';

const RUN_TS = fileURLToPath(new URL('../../bin/run-ts.js', import.meta.url));
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The children's last arguments: HTTPS with these files, or none for HTTP. */
const tlsArgs = (tls: TlsFiles | undefined): string[] => (tls === undefined ? [] : [tls.cert, tls.key]);

export const startFake = (tls?: TlsFiles, path: 'direct' | 'node' = 'direct'): Promise<ServerProcess> =>
  startServer({
    name: path === 'direct' ? 'fake' : "fake, node's path",
    command: process.execPath,
    args: [RUN_TS, here('./fake-child.ts'), ...tlsArgs(tls)],
    ...(path === 'node' ? { env: { TMKIT_BENCH_NODE_PATH: '1' } } : {}),
    ready: { stdout: true },
  });

async function startReplay(name: string, entry: string, recorded: readonly Recorded[], tls?: TlsFiles): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'tmkit-bench-answers-'));
  try {
    const file = join(dir, 'answers.json');
    writeAnswers(file, recorded);
    // The child reads the file before it says it is ready, so the file can go as soon as it has.
    return await startServer({ name, command: process.execPath, args: [RUN_TS, here(entry), file, ...tlsArgs(tls)], ready: { stdout: true } });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const startBare = (recorded: readonly Recorded[], tls?: TlsFiles) => startReplay(tls === undefined ? 'bare node:http' : 'bare node:https', './bare-child.ts', recorded, tls);
export const startKoaFloor = (recorded: readonly Recorded[]) => startReplay('Koa + @koa/router, same bytes', './koa-child.ts', recorded);
