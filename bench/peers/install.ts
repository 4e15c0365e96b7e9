// The peers are installed on demand into bench/peers/node_modules (`npm ci --prefix bench/peers`,
// from its own lockfile), the first time the peers section runs; never into the main install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PEERS_DIR } from './peer.ts';

const PACKAGES = ['@stoplight/prism-cli', 'json-server', 'wiremock'];

/** Undefined when the peers are installed (now or before); otherwise why they are not. */
export function ensurePeersInstalled(): string | undefined {
  if (PACKAGES.every((p) => existsSync(join(PEERS_DIR, 'node_modules', p, 'package.json')))) return undefined;
  console.error('bench: installing the peer servers into bench/peers/node_modules (npm ci --prefix bench/peers) ...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['ci', '--prefix', PEERS_DIR, '--no-audit', '--no-fund'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.error) return `npm ci could not run: ${r.error.message}`;
  if (r.status !== 0) return `npm ci --prefix bench/peers failed (exit ${r.status}): ${r.stderr.trim().split('\n').slice(-3).join(' ')}`;
  return undefined;
}
