// What a peer is to the peers section: a mock server from npm, started on the fake's recorded
// answers, with the request of each measured operation in its own terms.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonValue } from '../../contract/index.ts';
import type { EndpointKey } from '../http/endpoints.ts';
import type { RawRequestSpec } from '../http/fetch-raw.ts';
import type { Recorded } from '../http/record.ts';
import type { ServerProcess } from '../http/server-process.ts';

/** bench/peers: its own package.json and lockfile, so the main install stays lean. */
export const PEERS_DIR = fileURLToPath(new URL('.', import.meta.url));

export interface PeerInput {
  /** The fake's answer to each measured request, in measurement order. */
  readonly recorded: readonly Recorded[];
  /** Every transfer the fake holds, read without rounding (for a peer that serves a dataset). */
  readonly transfers: readonly Readonly<Record<string, JsonValue>>[];
  /** The fake's own host id: the owner its transfer list shows by default. */
  readonly hostId: string;
  /** A fresh folder for the peer's files, removed after the run. */
  readonly dir: string;
  readonly port: number;
}

export interface RunningPeer {
  readonly server: ServerProcess;
  /** The request for each measured operation, in this peer's own terms. */
  readonly requests: Readonly<Record<EndpointKey, RawRequestSpec>>;
}

export interface Peer {
  /** Package and version, as installed. */
  readonly name: string;
  /** What it is given and what it answers, next to the fake's answers. */
  readonly setup: string;
  /** Why it cannot run here, if it cannot (checked before starting). */
  unavailable(): string | undefined;
  start(input: PeerInput): Promise<RunningPeer>;
}

export const packageDir = (pkg: string): string => join(PEERS_DIR, 'node_modules', pkg);

export function installedVersion(pkg: string): string | undefined {
  const file = join(packageDir(pkg), 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : undefined;
}

export const recordedFor = (input: PeerInput, key: EndpointKey): Recorded => {
  const r = input.recorded.find((x) => x.endpoint.key === key);
  if (!r) throw new Error(`no recorded answer for ${key}`);
  return r;
};

export const requestsOf = (input: PeerInput): Record<EndpointKey, RawRequestSpec> =>
  Object.fromEntries(input.recorded.map((r) => [r.endpoint.key, r.endpoint.request])) as Record<EndpointKey, RawRequestSpec>;
