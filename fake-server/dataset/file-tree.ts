// The virtual folder of each rule that GET /info's file queries look into (reference §5): a few
// seeded files per rule, with sizes and modification times before the clock. Same seed, rule and
// instant, same folder.
import { createRandom } from '../../contract/index.ts';

export interface VirtualFile {
  readonly name: string;
  readonly size: number;
  readonly modified: number;
}

const STEMS = ['INV', 'ORD', 'REP', 'BAK', 'CAT', 'PAY'];
const EXTENSIONS = ['csv', 'xml', 'pdf', 'zip', 'dat'];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function filesOfRule(seed: number, rule: string, now: number): VirtualFile[] {
  const random = createRandom(seed ^ hash(rule));
  const count = random.int(6, 14);
  const files = new Map<string, VirtualFile>();
  while (files.size < count) {
    const name = `${random.pick(STEMS)}-${String(random.int(1, 99999)).padStart(5, '0')}.${random.pick(EXTENSIONS)}`;
    files.set(name, { name, size: random.int(1, 20_000) * 512, modified: now - random.int(60, 30 * 24 * 3600) * 1000 });
  }
  return [...files.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** `*` and `?` wildcards, as a file name pattern; an empty pattern matches everything. */
export function matchesPattern(name: string, pattern: string | null | undefined): boolean {
  if (!pattern) return true;
  const re = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*').replaceAll('?', '.')}$`);
  return re.test(name);
}

/** An MLSD line (RFC 3659 facts, then a space and the name). */
export function mlsdLine(f: VirtualFile): string {
  const modify = new Date(f.modified).toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `type=file;size=${f.size};modify=${modify};perm=r; ${f.name}`;
}
