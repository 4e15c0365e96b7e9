// What the transferred files are: kinds of business documents with their usual extensions and
// sizes, and a file namer that makes names like the ones found on transfer servers
// (`INV_20250101_000123.pdf`, `orders-acme-2025-01-01.csv`). The faker-made parts (stems,
// extra extensions) are drawn once from the factory's seeded faker instance.
import type { Faker } from '@faker-js/faker';
import type { Random } from '../../contract/index.ts';
import { slug } from '../seeded-faker.ts';

/** A kind of business document that transfers carry: see {@link DOCUMENT_KINDS}. */
export interface DocumentKind {
  /** Its name, used in rule names and folders (`invoices`). */
  readonly kind: string;
  /** Three-letter code used in file names (`INV_20250101_000123.pdf`). */
  readonly code: string;
  /** Its usual file extensions. */
  readonly extensions: readonly string[];
  /** Median size in bytes; sizes spread log-normally around it. */
  readonly medianBytes: number;
}

/** The kinds of documents generated transfers carry (invoices, orders, payroll, backups, ...), with their extensions and median sizes. */
export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  { kind: 'invoices', code: 'INV', extensions: ['pdf', 'xml'], medianBytes: 120_000 },
  { kind: 'orders', code: 'ORD', extensions: ['csv', 'xml', 'edi'], medianBytes: 40_000 },
  { kind: 'payroll', code: 'PAY', extensions: ['csv', 'xlsx'], medianBytes: 300_000 },
  { kind: 'statements', code: 'STM', extensions: ['txt', 'pdf', 'sta'], medianBytes: 60_000 },
  { kind: 'backups', code: 'BKP', extensions: ['tar.gz', 'zip'], medianBytes: 800_000_000 },
  { kind: 'reports', code: 'RPT', extensions: ['pdf', 'xlsx', 'html'], medianBytes: 500_000 },
  { kind: 'catalog', code: 'CAT', extensions: ['json', 'xml', 'csv'], medianBytes: 5_000_000 },
  { kind: 'shipments', code: 'SHP', extensions: ['xml', 'csv'], medianBytes: 20_000 },
  { kind: 'claims', code: 'CLM', extensions: ['xml', 'pdf'], medianBytes: 150_000 },
  { kind: 'images', code: 'IMG', extensions: ['jpg', 'png', 'tiff'], medianBytes: 2_000_000 },
  { kind: 'logs', code: 'LOG', extensions: ['log', 'gz'], medianBytes: 10_000_000 },
  { kind: 'edi', code: 'EDI', extensions: ['edi', 'x12'], medianBytes: 30_000 },
];

const MAX_BYTES = 50 * 1024 ** 3;

export interface FileNamer {
  /** A file name for a document of `kind` sent at `startMs`, exchanged with `partner`. */
  name(random: Random, kind: DocumentKind, startMs: number, partner: string): string;
  /** A plausible size in bytes for a document of `kind`. */
  size(random: Random, kind: DocumentKind): number;
  /** FILEINFO: empty as a real server defaults it, or a short free text a client gave. */
  fileInfo(random: Random): string;
}

// toFixed(0), not String(): see digits.ts (V8's number-to-string cache).
const pad = (n: number, width: number) => n.toFixed(0).padStart(width, '0');

export function createFileNamer(faker: Faker): FileNamer {
  const stems = faker.helpers.uniqueArray(() => slug(faker.system.fileName({ extensionCount: 0 })).replace(/-/g, '_'), 400).filter((s) => s.length > 0);
  const extraExtensions = faker.helpers.uniqueArray(() => faker.system.commonFileExt(), 12);
  const infos = faker.helpers.multiple(() => `${faker.word.adjective()} ${faker.word.noun()} batch ${faker.number.int({ min: 1, max: 99 })}`, { count: 60 });
  // The date parts repeat from one transfer to the next; computing them once per day saves a Date per record.
  let cachedDay = Number.NaN;
  let compact = '', dashed = '';
  const dateParts = (ms: number) => {
    const day = Math.floor(ms / 86_400_000);
    if (day !== cachedDay) {
      cachedDay = day;
      dashed = new Date(day * 86_400_000).toISOString().slice(0, 10);
      compact = dashed.replace(/-/g, '');
    }
  };
  return {
    name(random, kind, startMs, partner) {
      dateParts(startMs);
      const ext = random.pick(kind.extensions);
      const r = random.int(0, 19);
      if (r < 8) return `${kind.code}_${compact}_${pad(random.int(1, 999_999), 6)}.${ext}`;
      if (r < 13) return `${kind.kind}-${partner}-${dashed}.${ext}`;
      if (r < 18) return `${random.pick(stems)}.${random.chance(0.7) ? ext : random.pick(extraExtensions)}`;
      return `${kind.code}${pad(random.int(1, 99_999_999), 8)}.${ext}`;
    },
    size(random, kind) {
      if (random.chance(0.003)) return 0;
      const bytes = Math.round(kind.medianBytes * Math.exp(1.3 * random.normal()));
      return Math.min(MAX_BYTES, Math.max(1, bytes));
    },
    fileInfo(random) {
      return random.chance(0.8) ? '' : random.pick(infos);
    },
  };
}
