// The recipe for Java teams runs in `npm test`: a single-file Java program (standard library only,
// test/ecosystem/java/StandIn.java, run with `java File.java`, no build tool) starts `tmkit serve`,
// asserts through the journal, schedules a mishap, signs a v1 request with its wall clock, trusts
// the certificate of `--tls` and presents a client certificate to a `--tls-client-ca` fake (the
// standard library cannot make certificates: this test makes them, in a folder removed at the end).
// Skipped, with the reason, where java is missing.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientCertificateFiles } from '../support/client-certificate-files.ts';

const ROOT = join(import.meta.dirname, '../..');
const found = spawnSync('java', ['-version'], { encoding: 'utf8' });
// java -version writes to stderr.
const java = found.status === 0 ? (found.stderr.split('\n')[0] ?? 'java').trim() : undefined;
const reason = java ?? 'skipped: java is not on PATH';

describe(`a Java client program against tmkit serve (${reason})`, () => {
  it.skipIf(java === undefined)('passes: journal, a scheduled 503 with a retry, a v1 request signed with the wall clock, HTTPS, mutual TLS', { timeout: 180_000 }, async () => {
    const { folder, env: env } = clientCertificateFiles('tmkit-java-client-', 'java-client');
    // The command line of tmkit serve is the program's arguments: the same node that runs the tests.
    const child = spawn('java', ['test/ecosystem/java/StandIn.java', process.execPath, 'bin/tmkit.js', 'serve'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Bounded: a hung program gets SIGTERM (its shutdown hook stops the fake), then SIGKILL; the
    // exit code shows it.
    const guard = setTimeout(() => {
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    }, 150_000);
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (output += d.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(guard);
    rmSync(folder, { recursive: true, force: true });
    expect(code, output).toBe(0);
    expect(output).toMatch(/^OK: journal, .*, HTTPS trusting the generated certificate, mutual TLS with the client's subject in the journal$/m);
  });
});
