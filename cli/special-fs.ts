// Special file systems: the kernel's (proc, sysfs, cgroup, devpts ...), whose entries are not
// files. A report, baseline or dataset there means something else or nothing, and Node's recursive
// mkdir spins for ever on proc (mkdir answers ENOENT under a parent that exists), blocking the very
// event loop that would handle SIGTERM. They are known by where they are usually mounted and, on
// Linux, by the magic number statfs(2) answers, which finds them mounted anywhere else too.
import { realpathSync, statfsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const MOUNT_POINTS = ['/proc', '/sys'];

/** statfs(2) f_type of the kernel's file systems (linux/magic.h). */
const MAGIC: ReadonlyMap<number, string> = new Map([
  [0x9fa0, 'proc'],
  [0x62656572, 'sysfs'],
  [0x27e0eb, 'cgroup'],
  [0x63677270, 'cgroup2'],
  [0x1cd1, 'devpts'],
  [0x64626720, 'debugfs'],
  [0x74726163, 'tracefs'],
  [0x73636673, 'securityfs'],
  [0x6165676c, 'pstore'],
  [0xcafe4a11, 'bpf'],
  [0x62656570, 'configfs'],
  [0xde5e81e4, 'efivarfs'],
  [0xf97cff8c, 'selinuxfs'],
  [0x43415d53, 'smackfs'],
  [0x42494e4d, 'binfmt_misc'],
  [0x65735543, 'fusectl'],
  [0x19800202, 'mqueue'],
  [0x6e736673, 'nsfs'],
]);

/** The nearest ancestor of `path` that exists (the path itself when it does), symbolic links resolved. */
export function nearestExisting(path: string): string {
  let dir = resolve(path);
  for (;;) {
    try {
      return realpathSync(dir);
    } catch {
      const parent = dirname(dir);
      if (parent === dir) return dir;
      dir = parent;
    }
  }
}

/** The special file system `path` is on (or would be, once made), or undefined for an ordinary one. */
export function specialFileSystemOf(path: string): string | undefined {
  const real = nearestExisting(path);
  const mount = MOUNT_POINTS.find((m) => real === m || real.startsWith(`${m}/`));
  if (mount) return mount;
  if (process.platform !== 'linux') return undefined;
  try {
    return MAGIC.get(statfsSync(real).type);
  } catch {
    // statfs refused: nothing known against the place; the checks after this one still apply.
    return undefined;
  }
}
