// Transfer records (DbTaskRunner, reference §3.2, §8.1), lazily, in STARTTRANS order over a window
// that ends at the clock. Each names existing hosts (the owner on one side, a partner that can play
// the other role on the other) and a rule of the seeded list; its file, mode and direction follow
// the rule; its steps and statuses are one of the combinations of transfer-states.ts, or, for a few
// old rows of a large enough dataset, one of the stored combinations (stored-combinations.ts).
// Per record it draws from a fast PRNG seeded by the factory's own faker instance (faker itself
// is too slow to call a million times).
import { ERROR_CODES, statusJson, type Host, type Transfer, type Random, RECORD_MODEL } from '../../contract/index.ts';
import { createSpecialIds, type IdMode } from '../ids.ts';
import { weighted } from '../random.ts';
import { FACTORY_SALT, randomFrom, seededFaker } from '../seeded-faker.ts';
import { asStoredCombination, isThroughMode, storedSlots, type StoredCombination } from '../stored-combinations.ts';
import { shapeOf, TRANSFER_STATES, type TransferState } from '../transfer-states.ts';
import { createFileNamer } from './documents.ts';
import { ruleModeOf, type RuleSpec } from './rule-factory.ts';

export const DAY_MS = 24 * 3600 * 1000;
/** The transfers of a dataset start within the week before the clock, as on the fake (seed-dataset.ts). */
export const DEFAULT_WINDOW_MS = 7 * DAY_MS;
/** The last part of the window, where running and pending transfers are common. */
const RECENT_SHARE = 0.05;

/** Options of {@link transferFactory}. */
export interface TransferFactoryOptions {
  /** Drives every value: the same options give the same transfers. */
  readonly seed: number;
  /** Number of transfers per iteration. */
  readonly count: number;
  /** The clock's reading: no transfer starts or stops after it. */
  readonly now: number;
  /** HOSTID of the server's own host: the owner (OWNERREQ) of most transfers. */
  readonly ownHostId: string;
  /** Every host of the dataset (the own host among them). */
  readonly hosts: readonly Host[];
  /** The rules transfers are made under (at least one). */
  readonly rules: readonly RuleSpec[];
  /** How SPECIALIDs are made: a sequence starting at the window's start, or 64-bit GUID-like ids. */
  readonly idMode: IdMode;
  /** Length of the time window that ends at `now`, in ms (default 7 days). */
  readonly windowMs?: number;
  /**
   * Whether old rows hold the stored combinations (stored-combinations.ts) when `count` is large
   * enough; they name the `STORED_RULES`, which the caller then lists (generateDataset does). Default false.
   */
  readonly storedCombinations?: boolean;
}

/** The first SPECIALID in sequence mode: the sequence starts when the window starts. */
export const sequenceStart = (now: number, windowMs = DEFAULT_WINDOW_MS): bigint => BigInt(now - windowMs);

/** The JSON text of each status letter (`"O  "`), made once: a million records share these strings. */
const STATUS_TEXT = new Map(ERROR_CODES.map((e) => [e.letter, statusJson(e.letter)]));
const statusText = (letter: string): string => STATUS_TEXT.get(letter) ?? statusJson(letter);

const BLOCK_SIZES = [65536, 32768, 8192, 131072, 1048576];
const pickBlockSize = weighted(BLOCK_SIZES, [70, 10, 8, 8, 4]);
const pickOld = weighted(TRANSFER_STATES, TRANSFER_STATES.map((s) => s.weightOld));
const pickRecent = weighted(TRANSFER_STATES, TRANSFER_STATES.map((s) => s.weightRecent));

/** A few partners carry most of the traffic (a Zipf-like share), in a seeded order. */
function popularity(random: Random, count: number): number[] {
  const ranks = Array.from({ length: count }, (_, i) => i + 1);
  for (let i = ranks.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [ranks[i], ranks[j]] = [ranks[j] as number, ranks[i] as number];
  }
  return ranks.map((r) => 1 / r ** 0.9);
}

/** Rank reached (blocks sent) when the transfer stopped at `lastStep`. */
function rankAt(random: Random, state: TransferState, lastStep: number, blocks: number): number {
  if (state.name === 'done' || state.name === 'doneNotUpdated' || lastStep >= 3) return blocks;
  if (lastStep === 2) return random.int(0, blocks);
  return 0;
}

/** THROUGHMODE goes before ORIGINALSIZE in the server's order; rare, so the literal is spelled out once more here. */
const withThroughMode = (t: Transfer): Transfer => ({
  '@model': t['@model'], SPECIALID: t.SPECIALID, RETRIEVEMODE: t.RETRIEVEMODE, IDRULE: t.IDRULE, MODETRANS: t.MODETRANS,
  FILENAME: t.FILENAME, ORIGINALNAME: t.ORIGINALNAME, FILEINFO: t.FILEINFO, ISMOVED: t.ISMOVED, BLOCKSZ: t.BLOCKSZ,
  OWNERREQ: t.OWNERREQ, REQUESTER: t.REQUESTER, REQUESTED: t.REQUESTED, TRANSFERINFO: t.TRANSFERINFO,
  GLOBALSTEP: t.GLOBALSTEP, GLOBALLASTSTEP: t.GLOBALLASTSTEP, STEP: t.STEP, STEPSTATUS: t.STEPSTATUS, INFOSTATUS: t.INFOSTATUS,
  RANK: t.RANK, STARTTRANS: t.STARTTRANS, STOPTRANS: t.STOPTRANS, UPDATEDINFO: t.UPDATEDINFO,
  THROUGHMODE: true, ORIGINALSIZE: t.ORIGINALSIZE, follow: t.follow,
});

/**
 * Seeded transfer records (DbTaskRunner), lazily: each iteration generates the same `count`
 * transfers again, in STARTTRANS order over the window that ends at `now`. Each names existing
 * hosts (the owner on one side, a partner on the other; a requested host is never client-only)
 * and a rule of the list; its file, mode and direction follow the rule, its steps and statuses
 * are one of the {@link TRANSFER_STATES}.
 *
 * @throws RangeError on iteration, when the own host or a partner server is missing from `hosts`, or `rules` is empty.
 */
export function transferFactory(options: TransferFactoryOptions): Iterable<Transfer> {
  return { [Symbol.iterator]: () => generateTransfers(options) };
}

function* generateTransfers(o: TransferFactoryOptions): Generator<Transfer> {
  if (o.count === 0) return;
  const d = drawsFor(o);
  for (let i = 0; i < o.count; i++) yield nthTransfer(o, d, i);
}

/** What every transfer of one iteration draws from: the seeded random source, the pickers, the id source and the window. */
interface Draws {
  readonly random: Random;
  readonly namer: ReturnType<typeof createFileNamer>;
  readonly servers: readonly string[];
  readonly pickAny: (r: Random) => string;
  readonly pickServer: (r: Random) => string;
  readonly pickRule: (r: Random) => RuleSpec;
  readonly draw: (n: number) => number;
  readonly other: (pick: (r: Random) => string, not: string) => string;
  readonly ids: ReturnType<typeof createSpecialIds>;
  readonly windowStart: number;
  readonly recentFrom: number;
  readonly gap: number;
  /** The stored combination each of a few old slots holds instead of its realistic state. */
  readonly stored: ReadonlyMap<number, StoredCombination>;
}

/** The draws of one iteration, seeded afresh (the same transfers each time); checks the hosts and rules first. */
function drawsFor(o: TransferFactoryOptions): Draws {
  const servers = o.hosts.filter((h) => !h.ISCLIENT && h.HOSTID !== o.ownHostId).map((h) => h.HOSTID);
  if (!o.hosts.some((h) => h.HOSTID === o.ownHostId) || servers.length === 0) {
    throw new RangeError(`transfers need the own host '${o.ownHostId}' and at least one partner server among the hosts`);
  }
  if (o.rules.length === 0) throw new RangeError('transfers need at least one rule');
  const faker = seededFaker(o.seed, FACTORY_SALT.transfers);
  const namer = createFileNamer(faker);
  const random = randomFrom(faker);
  const all = o.hosts.map((h) => h.HOSTID);
  const pickAny = weighted(all, popularity(random, all.length));
  const pickServer = weighted([o.ownHostId, ...servers], popularity(random, servers.length + 1));
  const pickRule = weighted(o.rules, popularity(random, o.rules.length));
  const draw = (n: number) => Math.floor(random.next() * n);
  const other = (pick: (r: Random) => string, not: string) => {
    for (;;) {
      const id = pick(random);
      if (id !== not) return id;
    }
  };

  const windowMs = o.windowMs ?? DEFAULT_WINDOW_MS;
  const windowStart = o.now - windowMs;
  const recentFrom = o.now - windowMs * RECENT_SHARE;
  const gap = windowMs / o.count;
  const ids = createSpecialIds({ mode: o.idMode, seed: o.seed, start: sequenceStart(o.now, windowMs) });
  // The first ⌊95 %⌋ slots start before the recent part whatever their draw: the stored rows go there.
  const stored = o.storedCombinations ? storedSlots(o.count, Math.floor(o.count * (1 - RECENT_SHARE))) : new Map<number, StoredCombination>();
  return { random, namer, servers, pickAny, pickServer, pickRule, draw, other, ids, windowStart, recentFrom, gap, stored };
}

/** The `i`-th transfer of the window: its slot, state, partners, file and the fields that follow from them. */
function nthTransfer(o: TransferFactoryOptions, d: Draws, i: number): Transfer {
  const { random, namer, servers, pickAny, pickServer, pickRule, draw, other, ids, windowStart, recentFrom, gap } = d;
  // One slot of the window per transfer: STARTTRANS never decreases, so sequence ids grow with time.
  const start = windowStart + Math.floor((i + random.next()) * gap);
  const state = start >= recentFrom ? pickRecent(random) : pickOld(random);
  const owner = random.chance(0.9) ? o.ownHostId : random.pick(servers);
  const rule = pickRule(random);
  const md5 = random.chance(0.25);
  const through = random.chance(0.03);
  // The rule's mode, in its MD5 and through variants when the requester asked for them.
  const mode = ruleModeOf(rule) + (md5 ? 2 : 0) + (through ? 4 : 0);
  // A requested host must be a server; a requester may be a client-only host.
  const ownerRequests = random.chance(0.6);
  const partner = ownerRequests ? other(pickServer, owner) : other(pickAny, owner);
  const requester = ownerRequests ? owner : partner;
  const requested = ownerRequests ? partner : owner;
  const incoming = (rule.receive ? requester : requested) === owner;
  const name = namer.name(random, rule.document, start, partner);
  const size = namer.size(random, rule.document);
  const shape = shapeOf(state, draw);
  const blockSize = pickBlockSize(random);
  const blocks = Math.ceil(size / blockSize);
  const ended = state.ended;
  const started = ended || state.name === 'running';
  // About 20 MB/s, spread log-normally, plus set-up time; a failed connection only waits for its timeout.
  const duration = shape.globalLastStep === 0 && ended && state.name !== 'done' && state.name !== 'doneNotUpdated'
    ? random.int(1000, 60_000)
    : 200 + random.int(0, 3000) + Math.round((size / (20e6 * Math.exp(0.8 * random.normal()))) * 1000);
  const stop = ended ? Math.min(o.now, start + duration) : started ? start + Math.floor((o.now - start) * random.next()) : start;
  const follow = (random.uint32() * 2048 + (random.uint32() >>> 21)).toFixed(0);
  const transfer: Transfer = {
    '@model': RECORD_MODEL.transfers,
    SPECIALID: ids.next(),
    RETRIEVEMODE: rule.receive,
    IDRULE: rule.name,
    MODETRANS: mode,
    FILENAME: `/data/${incoming ? 'in' : 'out'}/${rule.document.kind}/${name}`,
    ORIGINALNAME: name,
    FILEINFO: namer.fileInfo(random),
    ISMOVED: (state.name === 'done' || state.name === 'doneNotUpdated') && random.chance(0.6),
    BLOCKSZ: blockSize,
    OWNERREQ: owner,
    REQUESTER: requester,
    REQUESTED: requested,
    TRANSFERINFO: started ? `{"ORIGINALSIZE":${size.toFixed(0)},"follow":"${follow}"}` : `{"follow":"${follow}"}`,
    GLOBALSTEP: shape.globalStep,
    GLOBALLASTSTEP: shape.globalLastStep,
    STEP: !started ? -1 : shape.globalLastStep === 0 ? 0 : random.int(0, 2),
    STEPSTATUS: statusText(shape.stepStatus),
    INFOSTATUS: statusText(shape.infoStatus),
    RANK: started ? rankAt(random, state, shape.globalLastStep, blocks) : 0,
    STARTTRANS: start,
    STOPTRANS: stop,
    UPDATEDINFO: state.updatedInfo,
    ORIGINALSIZE: started ? size : -1,
    follow,
  } as Transfer;
  // A stored row takes its values after every draw of its slot, so the other transfers stay the same.
  const stored = d.stored.get(i);
  if (stored === undefined) return through ? withThroughMode(transfer) : transfer;
  const row = asStoredCombination(transfer, stored);
  return isThroughMode(stored.modeTrans) ? withThroughMode(row) : row;
}
