// WireMock (the standalone jar the npm package `wiremock` bundles, on the machine's Java): one stub
// per measured request, matched by method and exact URL, answering the fake's recorded status,
// headers and bytes. Request journal and request logging off, so memory stays flat under load.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { answerHeaders } from '../http/record.ts';
import { startServer } from '../http/server-process.ts';
import { installedVersion, packageDir, requestsOf, type Peer, type PeerInput } from './peer.ts';

const PACKAGE = 'wiremock';

function jarPath(): string | undefined {
  try {
    const jar = readdirSync(join(packageDir(PACKAGE), 'build')).find((f) => f.endsWith('.jar'));
    return jar === undefined ? undefined : join(packageDir(PACKAGE), 'build', jar);
  } catch {
    return undefined;
  }
}

function writeStubs(input: PeerInput): string {
  const root = join(input.dir, 'wiremock');
  mkdirSync(join(root, 'mappings'), { recursive: true });
  for (const r of input.recorded) {
    const stub = {
      request: { method: r.endpoint.request.method, url: r.endpoint.request.path },
      response: { status: r.answer.status, headers: answerHeaders(r.answer), base64Body: r.answer.body.toString('base64') },
    };
    writeFileSync(join(root, 'mappings', `${r.endpoint.key}.json`), JSON.stringify(stub));
  }
  return root;
}

export const wiremock: Peer = {
  // Read when asked, not when this module loads: the peers are installed on demand, after it loaded.
  get name() {
    return `WireMock ${installedVersion(PACKAGE) ?? '(not installed)'}`;
  },
  setup: 'one stub per request (method + exact URL) with the fake\'s status, headers and bytes; `--no-request-journal --disable-request-logging`, default JVM settings',
  unavailable() {
    if (installedVersion(PACKAGE) === undefined || jarPath() === undefined) return `${PACKAGE} (its bundled jar) is not installed in bench/peers`;
    const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
    if (java.error || java.status !== 0) return `no Java runtime: \`java -version\` ${java.error ? `failed (${java.error.message})` : `exited ${java.status}`}`;
    return undefined;
  },
  async start(input) {
    const root = writeStubs(input);
    const url = `http://127.0.0.1:${input.port}`;
    const server = await startServer({
      name: this.name,
      command: 'java',
      args: ['-jar', jarPath() as string, '--port', String(input.port), '--bind-address', '127.0.0.1', '--root-dir', root, '--no-request-journal', '--disable-request-logging', '--disable-banner'],
      cwd: input.dir,
      ready: { url, probePath: '/server' },
      timeoutMs: 120_000,
    });
    return { server, requests: requestsOf(input) };
  },
};
