// Seeded file monitors (the spooled directories a Waarp client watches and reports to the server,
// SpooledInformTask): what GET /v2/filemonitors shows. A real server holds them in memory only
// while spooled clients report, so the fake seeds a few: the same seed and clock give the same
// monitors. Leaf module: no faker, only the toolkit's seeded random source.
import { createRandom } from '../contract/index.ts';

/** One file a monitor saw (FileItem): times in epoch ms, null when unknown; `specialId` null when no transfer was made. */
export interface FileMonitorFile {
  readonly path: string;
  readonly hash: string | null;
  readonly lastTime: number | null;
  readonly usedTime: number | null;
  readonly used: boolean;
  readonly specialId: string | null;
}

/** One monitor as the server keeps it (SpooledInformation and its FileMonitorInformation). */
export interface FileMonitor {
  readonly name: string;
  readonly host: string;
  /** Epoch ms of the monitor's last report. */
  readonly lastUpdate: number;
  readonly globalOk: number;
  readonly globalError: number;
  readonly todayOk: number;
  readonly todayError: number;
  /** Scan interval, ms. */
  readonly interval: number;
  readonly stopFile: string;
  readonly statusFile: string;
  readonly subdirs: boolean;
  readonly directories: readonly string[];
  readonly files: readonly FileMonitorFile[];
}

/** What a seeded list of file monitors is made from: the seed, how many, the clock's reading and the hosts they report from. */
export interface FileMonitorOptions {
  readonly seed: number;
  readonly count: number;
  /** The clock reading the monitors' times are drawn before. */
  readonly now: number;
  /** Hosts the monitors report from (the dataset's partners); `hostc` when empty. */
  readonly hosts: readonly string[];
}

/** How many monitors the fake starts with (documented in docs/stand-in.md). */
export const DEFAULT_FILE_MONITOR_COUNT = 3;

const HEX = '0123456789abcdef';

/**
 * `count` monitors named `spool<n>`, each watching one or two directories with up to four files.
 * Every other monitor reported a minute ago, the others over an hour ago, so both sides of the
 * `status` filter (active, inactive: more than twice the 30 s connection timeout) are present.
 */
export function generateFileMonitors(o: FileMonitorOptions): FileMonitor[] {
  const random = createRandom(o.seed ^ 0x5f00_1ed);
  const hosts = o.hosts.length > 0 ? o.hosts : ['hostc'];
  const monitors: FileMonitor[] = [];
  for (let n = 1; n <= o.count; n++) {
    const base = `/data/r66/spool${n}`;
    const directories = Array.from({ length: random.int(1, 2) }, (_, i) => `${base}/out${i + 1}`);
    const lastUpdate = o.now - (n % 2 === 1 ? 60_000 : 3_600_000 + random.int(0, 3_600_000));
    const files = Array.from({ length: random.int(0, 4) }, (_, i): FileMonitorFile => {
      const used = random.chance(0.5);
      const lastTime = lastUpdate - random.int(1, 600) * 1000;
      return {
        path: `${random.pick(directories)}/file_${n}_${i + 1}.dat`,
        hash: Array.from({ length: 32 }, () => HEX[random.int(0, 15)]).join(''),
        lastTime,
        usedTime: used ? lastTime + random.int(1, 60) * 1000 : null,
        used,
        specialId: used ? String(1_000_000 + n * 100 + i) : null,
      };
    });
    const today = files.filter((f) => f.used).length;
    monitors.push({
      name: `spool${n}`,
      host: random.pick(hosts),
      lastUpdate,
      globalOk: today + random.int(0, 200),
      globalError: random.int(0, 5),
      todayOk: today,
      todayError: random.int(0, 1),
      interval: random.pick([500, 1000, 5000]),
      stopFile: `${base}/stop.txt`,
      statusFile: `${base}/status.json`,
      subdirs: random.chance(0.3),
      directories,
      files,
    });
  }
  return monitors;
}
