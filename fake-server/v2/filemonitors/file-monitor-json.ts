// One file monitor as REST v2 writes it (SpooledInformTask.buildSpooledJsonElement, `strict`):
// upper-case keys, LAST_UPDATE in epoch ms, DIRECTORIES as `<dir>(1) <dir>(2) `, each file's path
// shown as `(<n>)` plus its path inside the n-th directory, FILES `[0]` when there is none.
import type { Serialisable } from '../../../contract/index.ts';
import type { FileMonitor, FileMonitorFile } from '../../../generators/index.ts';

/** `(<n>)/name` for a file inside the n-th directory (1-based), the path itself otherwise. */
function shownPath(path: string, directories: readonly string[]): string {
  const sep = path.includes('/') ? '/' : '\\';
  const i = directories.findIndex((d) => path.startsWith(d + sep));
  return i < 0 ? path : `(${i + 1})${path.slice((directories[i] as string).length)}`;
}

const fileToV2 = (f: FileMonitorFile, directories: readonly string[]): Serialisable => ({
  FILE: shownPath(f.path, directories),
  HASH: f.hash,
  LASTTIME: f.lastTime !== null && f.lastTime > 0 ? f.lastTime : null,
  USEDTIME: f.usedTime !== null && f.usedTime > 0 ? f.usedTime : null,
  USED: f.used,
  ID: f.specialId ?? '',
});

export const fileMonitorToV2 = (m: FileMonitor): Serialisable => ({
  NAME: m.name.replace(/,/g, ' '),
  HOST: m.host,
  LAST_UPDATE: m.lastUpdate,
  GLOBALOK: m.globalOk,
  GLOBALERROR: m.globalError,
  TODAYOK: m.todayOk,
  TODAYERROR: m.todayError,
  INTERVAL: m.interval,
  STOPFILE: m.stopFile,
  STATUSFILE: m.statusFile,
  SUBDIRS: m.subdirs,
  DIRECTORIES: m.directories.map((d, i) => `${d}(${i + 1}) `).join(''),
  FILES: m.files.length === 0 ? [0] : m.files.map((f) => fileToV2(f, m.directories)),
});
