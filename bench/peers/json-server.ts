// json-server 1.x on a dataset of the fake's transfers (each given the `id` json-server keys by:
// its SPECIALID) and the fake's /server answer as a singular resource. It answers the records
// themselves, not the v1 envelope; the list is asked in its own terms for the same 100 rows
// (own transfers, latest STARTTRANS first); a POST always appends a record and rewrites the file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseJson } from '../../contract/index.ts';
import { startServer } from '../http/server-process.ts';
import { LIST_LIMIT } from '../http/endpoints.ts';
import { installedVersion, packageDir, recordedFor, type Peer, type PeerInput } from './peer.ts';

const PACKAGE = 'json-server';

/** The dataset file; numbers beyond 2^53 become doubles (json-server reads them so anyway). */
function database(input: PeerInput): string {
  const serverAnswer = parseJson(recordedFor(input, 'server').answer.body.toString('utf8')) as { answer?: { results?: unknown[] } };
  const transfers = input.transfers.map((t) => ({ id: String(t['SPECIALID']), ...t }));
  return JSON.stringify({ transfers, server: serverAnswer.answer?.results?.[0] ?? {} }, (_, v: unknown) => (typeof v === 'bigint' ? Number(v) : v));
}

export const jsonServer: Peer = {
  // Read when asked, not when this module loads: the peers are installed on demand, after it loaded.
  get name() {
    return `json-server ${installedVersion(PACKAGE) ?? '(not installed)'}`;
  },
  setup: 'a JSON file with every transfer of the fake (plus `id` = SPECIALID) and the /server status; answers bare records (no envelope); POST appends and rewrites the file; NODE_ENV=production (static files indexed once)',
  unavailable: () => (installedVersion(PACKAGE) === undefined ? `${PACKAGE} is not installed in bench/peers` : undefined),
  async start(input) {
    const db = join(input.dir, 'db.json');
    writeFileSync(db, database(input));
    // It serves ./public as static files; in production mode the folder must exist (empty here).
    mkdirSync(join(input.dir, 'public'));
    const url = `http://127.0.0.1:${input.port}`;
    const server = await startServer({
      name: this.name,
      command: process.execPath,
      args: [join(packageDir(PACKAGE), 'lib', 'bin.js'), db, '--port', String(input.port), '--host', '127.0.0.1'],
      cwd: input.dir,
      env: { NODE_ENV: 'production' },
      ready: { url, probePath: '/server' },
    });
    const read = recordedFor(input, 'read').endpoint.request;
    const create = recordedFor(input, 'create').endpoint.request;
    const own = new URLSearchParams({ OWNERREQ: input.hostId, _sort: '-STARTTRANS', _limit: String(LIST_LIMIT) });
    return {
      server,
      requests: {
        read,
        list: { method: 'GET', path: `/transfers?${own}` },
        server: { method: 'GET', path: '/server' },
        create,
      },
    };
  },
};
