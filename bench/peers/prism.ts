// Prism (stoplight), mock mode: a minimal OpenAPI 3.1 document of the four measured operations,
// each with the fake's recorded answer as its example, so Prism answers the same JSON. Prism
// validates each request against the document and serialises the example itself.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../http/server-process.ts';
import { installedVersion, packageDir, recordedFor, requestsOf, type Peer, type PeerInput } from './peer.ts';
import type { EndpointKey } from '../http/endpoints.ts';

const PACKAGE = '@stoplight/prism-cli';

/** One operation: its query arguments as required strings, its answer as the example (spliced as is). */
function operation(input: PeerInput, key: EndpointKey, pathParams: readonly string[]): string {
  const r = recordedFor(input, key);
  const query = [...new URL(r.endpoint.request.path, 'http://x').searchParams.keys()];
  const parameters = [
    ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...query.map((name) => ({ name, in: 'query', required: true, schema: { type: 'string' } })),
  ];
  const type = r.answer.headers['content-type'] ?? 'application/json';
  const body = r.endpoint.request.body === undefined ? '' : `"requestBody":{"required":true,"content":{"application/json":{"schema":{"type":"object"}}}},`;
  return `{"operationId":"${key}","parameters":${JSON.stringify(parameters)},${body}"responses":{"${r.answer.status}":{"description":"the fake's answer","content":{${JSON.stringify(type)}:{"schema":{},"example":${r.answer.body.toString('utf8')}}}}}}`;
}

export function openApiDocument(input: PeerInput): string {
  return `{"openapi":"3.1.0","info":{"title":"Transfer Monitor, four operations","version":"1"},"paths":{` +
    `"/transfers/{id}":{"get":${operation(input, 'read', ['id'])}},` +
    `"/transfers":{"get":${operation(input, 'list', [])},"post":${operation(input, 'create', [])}},` +
    `"/server":{"get":${operation(input, 'server', [])}}}}`;
}

export const prism: Peer = {
  // Read when asked, not when this module loads: the peers are installed on demand, after it loaded.
  get name() {
    return `Prism ${installedVersion(PACKAGE) ?? '(not installed)'} mock`;
  },
  setup: 'OpenAPI 3.1 document of the four operations, the fake\'s answers as examples; `prism mock --verboseLevel error` (no per-request log lines)',
  unavailable: () => (installedVersion(PACKAGE) === undefined ? `${PACKAGE} is not installed in bench/peers` : undefined),
  async start(input) {
    const doc = join(input.dir, 'openapi.json');
    writeFileSync(doc, openApiDocument(input));
    const url = `http://127.0.0.1:${input.port}`;
    const server = await startServer({
      name: this.name,
      command: process.execPath,
      args: [join(packageDir(PACKAGE), 'dist', 'index.js'), 'mock', doc, '--port', String(input.port), '--host', '127.0.0.1', '--verboseLevel', 'error'],
      cwd: input.dir,
      ready: { url, probePath: '/server' },
    });
    return { server, requests: requestsOf(input) };
  },
};
