// Consistent renaming for `tmkit snapshot --anonymise`: the same name in gives the same name out
// for a given seed (a keyed hash, HMAC-SHA256 of the kind and the name), whatever else the
// deployment holds, so two snapshots of one server taken a week apart rename alike. Names of one
// kind that would collide get a longer hash.
import { createHmac } from 'node:crypto';

export type NameKind = 'host' | 'rule' | 'dir' | 'file' | 'address';

/** Addresses that tell nothing about a deployment: kept. */
const PLAIN_ADDRESSES = new Set(['0.0.0.0', '127.0.0.1', '::1', 'localhost', '']);
/** An extension kept on a renamed file: a dot and up to 8 letters or digits. */
const EXTENSION = /(\.[A-Za-z0-9]{1,8})$/;

export class Renamer {
  private readonly given = new Map<string, string>();
  private readonly taken = new Map<string, string>();
  /** The pattern of `text`, built once for the names known (a new name drops it). */
  private compiled: { readonly pattern: RegExp; readonly to: ReadonlyMap<string, string> } | null | undefined;

  constructor(private readonly seed: number) {}

  private hash(kind: NameKind, name: string, length: number): string {
    return createHmac('sha256', `tmkit-anonymise:${this.seed}`).update(`${kind}\0${name}`).digest('hex').slice(0, length);
  }

  /** The new name of `name` as a `kind`: `host-1a2b3c4d`, `rule-…`, `dir-…`, `file-….ext`, `10.x.y.z`. */
  name(kind: NameKind, name: string): string {
    const key = `${kind}\0${name}`;
    const known = this.given.get(key);
    if (known !== undefined) return known;
    let renamed = '';
    for (let length = 8; length <= 64; length += 8) {
      renamed = this.shape(kind, name, this.hash(kind, name, length));
      const owner = this.taken.get(`${kind}\0${renamed}`);
      if (owner === undefined || owner === name) break;
    }
    this.given.set(key, renamed);
    this.compiled = undefined;
    this.taken.set(`${kind}\0${renamed}`, name);
    return renamed;
  }

  private shape(kind: NameKind, name: string, hex: string): string {
    if (kind === 'address') {
      if (PLAIN_ADDRESSES.has(name)) return name;
      const bytes = (hex + hex).match(/../g)?.slice(0, 3).map((b) => parseInt(b, 16)) ?? [];
      return /^[\d.]+$/.test(name) ? `10.${bytes.join('.')}` : `address-${hex}.invalid`;
    }
    if (kind === 'file') return `file-${hex}${EXTENSION.exec(name)?.[1] ?? ''}`;
    return `${kind}-${hex}`;
  }

  /** A path renamed segment by segment (folders as `dir`, the last one as `file`), separators kept. */
  path(path: string): string {
    const parts = path.split(/([/\\])/);
    const last = parts.length - 1;
    return parts.map((p, i) => (p === '/' || p === '\\' || p === '' ? p : this.name(i === last ? 'file' : 'dir', p))).join('');
  }

  /** A folder path renamed segment by segment (every one as `dir`), separators kept. */
  folder(path: string): string {
    return path.split(/([/\\])/).map((p) => (p === '/' || p === '\\' || p === '' ? p : this.name('dir', p))).join('');
  }

  /**
   * Free text (FILEINFO, TRANSFERINFO, a host configuration's XML fragments) with every name
   * renamed so far replaced wherever it stands alone (not inside a longer name), longest first.
   */
  text(s: string): string {
    if (this.compiled === undefined) this.compiled = this.compile();
    if (this.compiled === null || s === '') return s;
    const { pattern, to } = this.compiled;
    return s.replace(pattern, (m) => to.get(m) ?? m);
  }

  private compile(): { readonly pattern: RegExp; readonly to: ReadonlyMap<string, string> } | null {
    const names = [...this.given.entries()].map(([key, to]) => [key.slice(key.indexOf('\0') + 1), to] as const).filter(([from, to]) => from !== '' && from !== to);
    if (names.length === 0) return null;
    names.sort((a, b) => b[0].length - a[0].length || (a[0] < b[0] ? -1 : 1));
    const pattern = new RegExp(`(?<![\\w.-])(${names.map(([from]) => from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\w-]|\\.\\w)`, 'g');
    return { pattern, to: new Map(names) };
  }
}
