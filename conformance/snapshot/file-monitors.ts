// The file monitors of a snapshot: GET /v2/filemonitors (3.6.2's SpooledInformTask, the server's
// memory of its spooled clients, not a table) read back into the monitors a dataset file's
// `server` section keeps, so the served fake lists what the deployment listed instead of its own
// seeded ones. The v2 item (docs/rest-v2-3.6.2.md §2.7): upper-case keys, DIRECTORIES as
// `<dir>(1) <dir>(2) `, a file's path as `(<n>)` plus its path inside the n-th directory, FILES
// `[0]` when there is none, ID `""` for no transfer. A server without REST v2 (404) gives none.
import { isJsonObject, type JsonObject, type JsonValue } from '../../contract/index.ts';
import type { FileMonitor, FileMonitorFile } from '../../generators/index.ts';
import type { Client } from '../client/client.ts';
import { readJson, SnapshotError } from './read-list.ts';

const num = (v: JsonValue | undefined): number | null => (typeof v === 'number' ? v : null);
const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');

/** `d(1) e(2) ` → `[d, e]`. */
const directoriesOf = (text: string): string[] => [...text.matchAll(/(.*?)\(\d+\) /g)].map((m) => m[1] as string);

function fileOf(f: JsonObject, directories: readonly string[]): FileMonitorFile {
  const shown = str(f['FILE']);
  const inDir = /^\((\d+)\)(.*)$/s.exec(shown);
  const dir = inDir ? directories[Number(inDir[1]) - 1] : undefined;
  return {
    path: inDir && dir !== undefined ? `${dir}${inDir[2] as string}` : shown,
    hash: typeof f['HASH'] === 'string' ? f['HASH'] : null,
    lastTime: num(f['LASTTIME']),
    usedTime: num(f['USEDTIME']),
    used: f['USED'] === true,
    specialId: str(f['ID']) === '' ? null : str(f['ID']),
  };
}

/** One v2 file monitor item as the monitor it shows. */
export function fileMonitorFromV2(m: JsonObject): FileMonitor {
  const directories = directoriesOf(str(m['DIRECTORIES']));
  const files = Array.isArray(m['FILES']) ? m['FILES'].filter(isJsonObject).map((f) => fileOf(f, directories)) : [];
  return {
    name: str(m['NAME']), host: str(m['HOST']), lastUpdate: num(m['LAST_UPDATE']) ?? 0,
    globalOk: num(m['GLOBALOK']) ?? 0, globalError: num(m['GLOBALERROR']) ?? 0, todayOk: num(m['TODAYOK']) ?? 0, todayError: num(m['TODAYERROR']) ?? 0,
    interval: num(m['INTERVAL']) ?? 0, stopFile: str(m['STOPFILE']), statusFile: str(m['STATUSFILE']), subdirs: m['SUBDIRS'] === true,
    directories, files,
  };
}

/** The server's file monitors, or undefined when it has no /v2/filemonitors. */
export async function readFileMonitors(client: Client): Promise<FileMonitor[] | undefined> {
  const json = await readJson(client, '/v2/filemonitors');
  if (json === undefined) return undefined;
  const results = isJsonObject(json) ? json['results'] : undefined;
  if (!Array.isArray(results) || !results.every(isJsonObject)) throw new SnapshotError('GET /v2/filemonitors: the answer is not {"results": [monitors], …}');
  return results.map(fileMonitorFromV2);
}
