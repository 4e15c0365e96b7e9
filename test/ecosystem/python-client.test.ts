// The recipe for non-JavaScript teams runs in `npm test`: a Python 3 client test (standard library
// only, test/ecosystem/python/test_stand_in.py) starts `tmkit serve`, drives it over HTTP, asserts
// through the journal and scheduled mishaps, trusts the certificate of `--tls` and presents a client
// certificate to a `--tls-client-ca` fake (made here, in a folder removed at the end: the standard
// library cannot make certificates). Skipped, with the reason, where python3 is missing.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientCertificateFiles } from '../support/client-certificate-files.ts';

const PYTHON = 'python3';
const found = spawnSync(PYTHON, ['--version'], { encoding: 'utf8' });
const python = found.status === 0 ? found.stdout.trim() : undefined;
const reason = python ? python : 'skipped: python3 is not on PATH';

describe(`a Python client test against tmkit serve (${reason})`, () => {
  it.skipIf(python === undefined)('passes: journal, 503 with a retry, reset, truncate, stall, malformed JSON, delay, a wall-clock timestamp, HTTPS, mutual TLS', { timeout: 180_000 }, async () => {
    const { folder, env: pems } = clientCertificateFiles('tmkit-python-client-', 'py-client');
    const child = spawn(PYTHON, ['-m', 'unittest', '-v', 'test_stand_in.py'], {
      cwd: join(import.meta.dirname, 'python'),
      // The same node that runs the tests runs tmkit serve.
      env: { ...process.env, NODE: process.execPath, ...pems },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (output += d.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    rmSync(folder, { recursive: true, force: true });
    expect({ code, output }).toMatchObject({ code: 0 });
    // Plain OK: none skipped (the mutual TLS tests skip without the PEM files).
    expect(output).toMatch(/Ran 7 tests[\s\S]*\nOK\n*$/);
  });
});
