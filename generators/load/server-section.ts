// The `server` section of a dataset file: who the served server is. A snapshot of a deployment
// (`tmkit snapshot`) writes it so that `tmkit serve --dataset FILE` answers like that server: its
// own host id (the default OWNERREQ, the owner of its own transfers) and the `@class` prefix of its
// packets. Its limits as the deployment showed them are kept for the reader: the fake's limits are
// the own host's row of the `configurations` section (fake-server/limits-state.ts), as a real
// server's /v2/limits reads that row. Its file monitors (GET /v2/filemonitors: the server's
// memory, not its database) are served as they were, instead of the fake's seeded ones.
import type { JsonValue } from '../../contract/index.ts';
import type { FileMonitor } from '../file-monitors.ts';
import type { RecordIssue } from './record-reader.ts';

/** The server a dataset file describes (its `server` section). */
export interface DatasetServer {
  /** The server's own host id. */
  readonly hostId: string;
  /** Prefix of the `@class` names of its packets, e.g. `org.waarp.openr66.`. */
  readonly classPrefix: string;
  /** GET /v2/limits as the deployment answered it; null when it had no limits row (404). */
  readonly limits?: Readonly<Record<string, number>> | null;
  /** GET /bandwidth's live values (`readglobal` ...), which a real server keeps apart from the row. */
  readonly bandwidth?: Readonly<Record<string, number>>;
  /** The file monitors GET /v2/filemonitors answered (none: a server without spooled clients); absent: the fake seeds its own. */
  readonly fileMonitors?: readonly FileMonitor[];
  /** The release the server said it runs (GET /v2/hostconfig `versionBin`, `3.5.2`); absent: it said none. */
  readonly release?: string;
}

const FIELDS = new Set(['hostId', 'classPrefix', 'limits', 'bandwidth', 'fileMonitors', 'release']);

/** Whether `v` has a file monitor's shape (generators/file-monitors.ts FileMonitor). */
const isMonitor = (v: JsonValue): boolean =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && typeof v['name'] === 'string' && typeof v['host'] === 'string' && typeof v['lastUpdate'] === 'number' &&
  Array.isArray(v['directories']) && Array.isArray(v['files']);

const numbers = (v: JsonValue | undefined): boolean =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((n) => typeof n === 'number');

/** The section read from a dataset file, or its problems (located as `server`). */
export function readServerSection(raw: JsonValue): DatasetServer | RecordIssue[] {
  const issue = (field: string, reason: string): RecordIssue => ({ location: 'server', field, reason });
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return [issue('/', 'must be an object {"hostId","classPrefix","limits"?,"bandwidth"?,"fileMonitors"?,"release"?}')];
  const issues: RecordIssue[] = [];
  for (const key of Object.keys(raw)) if (!FIELDS.has(key)) issues.push(issue(`/${key}`, 'is not a field of the server section'));
  if (typeof raw['hostId'] !== 'string' || raw['hostId'] === '') issues.push(issue('/hostId', 'must be a non-empty string'));
  if (typeof raw['classPrefix'] !== 'string') issues.push(issue('/classPrefix', 'must be a string'));
  if (raw['limits'] !== undefined && raw['limits'] !== null && !numbers(raw['limits'])) issues.push(issue('/limits', 'must be null or an object of numbers'));
  if (raw['bandwidth'] !== undefined && !numbers(raw['bandwidth'])) issues.push(issue('/bandwidth', 'must be an object of numbers'));
  const monitors = raw['fileMonitors'];
  if (monitors !== undefined && !(Array.isArray(monitors) && monitors.every(isMonitor))) issues.push(issue('/fileMonitors', 'must be an array of file monitors {"name","host","lastUpdate",…,"directories","files"}'));
  if (raw['release'] !== undefined && !(typeof raw['release'] === 'string' && /^\d+(\.\d+)+$/.test(raw['release']))) issues.push(issue('/release', 'must be a release such as "3.5.2"'));
  if (issues.length > 0) return issues;
  return raw as unknown as DatasetServer;
}
