// The fake's built-in seeded dataset: hosts, their configurations and limits, and transfers that
// name those hosts and a fixed rule list. Same seed and clock, same data. (The full generators of
// generators/ replace this later; this one only has to be valid, consistent and plausible.)
import {
  statusJson, TASK_STEP, UPDATED_INFO,
  type Configuration, type Host, type HostConfiguration, type Transfer,
} from '../../contract/index.ts';
import type { DatasetName } from '../config.ts';
import { createRandom, type Random } from '../random.ts';

export const DATASET_SIZES: Readonly<Record<DatasetName, { partners: number; transfers: number }>> = {
  empty: { partners: 0, transfers: 0 },
  small: { partners: 9, transfers: 200 },
  medium: { partners: 40, transfers: 10_000 },
  large: { partners: 200, transfers: 1_000_000 },
};

export const RULES = ['send-invoices', 'recv-orders', 'send-reports', 'recv-backups', 'sync-catalog', 'send-payroll'] as const;
const CITIES = ['paris', 'lyon', 'berlin', 'madrid', 'oslo', 'rome', 'vienna', 'dublin', 'prague', 'lisbon', 'athens', 'warsaw', 'zurich', 'brussels', 'helsinki'];
const ROLES_OF = ['gw', 'edge', 'hub', 'relay', 'batch'];
const FOLDERS = ['invoices', 'orders', 'reports', 'backups', 'catalog', 'payroll'];
const EXTENSIONS = ['csv', 'xml', 'pdf', 'zip', 'json', 'dat'];

export interface SeedHost {
  readonly record: Host;
  readonly password: Uint8Array;
}

export interface Dataset {
  readonly hosts: readonly SeedHost[];
  readonly hostconfigs: readonly HostConfiguration[];
  readonly configurations: readonly Configuration[];
  readonly transfers: Iterable<Transfer>;
  readonly transferCount: number;
}

function partnerNames(random: Random, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) {
    const name = `${random.pick(CITIES)}-${random.pick(ROLES_OF)}`;
    names.add(names.has(name) ? `${name}${names.size}` : name);
  }
  return [...names].sort();
}

function host(id: string, i: number, random: Random, hostKey: (password: Uint8Array) => string): SeedHost {
  const password = Buffer.from(`${id}-secret-${random.int(1000, 9999)}`, 'utf8');
  const clientOnly = i % 7 === 6;
  return {
    password,
    record: {
      '@model': 'DbHostAuth',
      HOSTID: id,
      ADDRESS: clientOnly ? '0.0.0.0' : `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
      PORT: clientOnly ? -1 : 6666 + i,
      HOSTKEY: hostKey(password),
      ISSSL: random.chance(0.3),
      ISCLIENT: clientOnly,
      ISPROXIFIED: random.chance(0.1),
      ADMINROLE: i === 0,
      ISACTIVE: random.chance(0.85),
      UPDATEDINFO: UPDATED_INFO.NOTUPDATED,
    },
  };
}

function hostConfiguration(id: string, partners: readonly string[]): HostConfiguration {
  const business = partners.slice(0, 3).map((p) => `<businessid>${p}</businessid>`).join('');
  const roles = partners.slice(0, 2).map((p, i) => `<role><roleid>${p}</roleid><roleset>${i === 0 ? 'FULLADMIN' : 'READONLY TRANSFER'}</roleset></role>`).join('');
  return {
    '@model': 'DbHostConfiguration',
    HOSTID: id,
    BUSINESS: `<business>${business}</business>`,
    ROLES: `<roles>${roles}</roles>`,
    ALIASES: `<aliases><alias><realid>${id}</realid><aliasid>${id}-alias</aliasid></alias></aliases>`,
    OTHERS: '<root><version>3.6.2</version></root>',
    UPDATEDINFO: UPDATED_INFO.NOTUPDATED,
  };
}

function configuration(id: string, random: Random): Configuration {
  const limit = () => (random.chance(0.4) ? 0 : random.int(1, 64) * 8192);
  const global = [limit(), limit()] as const;
  return {
    '@model': 'DbConfiguration',
    HOSTID: id,
    READGLOBALLIMIT: global[0],
    WRITEGLOBALLIMIT: global[1],
    READSESSIONLIMIT: global[0] === 0 ? 0 : Math.min(global[0], random.int(1, 8) * 8192),
    WRITESESSIONLIMIT: global[1] === 0 ? 0 : Math.min(global[1], random.int(1, 8) * 8192),
    DELAYLIMIT: random.pick([0, 100, 1000, 10000]),
    UPDATEDINFO: UPDATED_INFO.NOTUPDATED,
  };
}

/** The states a real server leaves transfers in, with their UPDATEDINFO/GLOBALSTEP/status combinations. */
const STATES = [
  { weight: 55, updated: UPDATED_INFO.DONE, step: TASK_STEP.ALLDONETASK, last: TASK_STEP.ALLDONETASK, status: 'O', info: ['O', 'O', 'O', 'W'] },
  { weight: 12, updated: UPDATED_INFO.INERROR, step: TASK_STEP.ERRORTASK, last: TASK_STEP.TRANSFERTASK, status: 'T', info: ['T', 'C', 'D', 'M', 'A'] },
  { weight: 8, updated: UPDATED_INFO.RUNNING, step: TASK_STEP.TRANSFERTASK, last: TASK_STEP.TRANSFERTASK, status: 'z', info: ['z'] },
  { weight: 12, updated: UPDATED_INFO.TOSUBMIT, step: TASK_STEP.NOTASK, last: TASK_STEP.NOTASK, status: '-', info: ['-'] },
  { weight: 4, updated: UPDATED_INFO.INTERRUPTED, step: TASK_STEP.TRANSFERTASK, last: TASK_STEP.TRANSFERTASK, status: 'H', info: ['H', 'K'] },
  { weight: 7, updated: UPDATED_INFO.NOTUPDATED, step: TASK_STEP.ALLDONETASK, last: TASK_STEP.ALLDONETASK, status: 'O', info: ['O'] },
  { weight: 2, updated: UPDATED_INFO.UNKNOWN, step: TASK_STEP.NOTASK, last: TASK_STEP.NOTASK, status: '-', info: ['-'] },
] as const;
const TOTAL_WEIGHT = STATES.reduce((s, x) => s + x.weight, 0);

function pickState(random: Random): (typeof STATES)[number] {
  let r = random.int(1, TOTAL_WEIGHT);
  for (const s of STATES) {
    r -= s.weight;
    if (r <= 0) return s;
  }
  return STATES[0];
}

const WINDOW_MS = 7 * 24 * 3600 * 1000;

function* transfers(seed: number, count: number, ownHostId: string, partners: readonly string[], now: number): Generator<Transfer> {
  if (partners.length === 0) return;
  const random = createRandom(seed ^ 0x5eed);
  // Ids grow with time: the sequence starts where the window starts, as a real database's would.
  let id = BigInt(now - WINDOW_MS);
  let start = now - WINDOW_MS;
  const step = WINDOW_MS / Math.max(count, 1);
  for (let i = 0; i < count; i++) {
    start += Math.floor(random.next() * 2 * step);
    const state = pickState(random);
    const partner = random.pick(partners);
    const outgoing = random.chance(0.6);
    const owner = random.chance(0.9) ? ownHostId : partner;
    const mode = random.pick([1, 2, 3, 4]);
    const folder = random.pick(FOLDERS);
    const file = `${folder}/${new Date(start).toISOString().slice(0, 10)}/${folder.slice(0, 3).toUpperCase()}-${String(random.int(1, 999999)).padStart(6, '0')}.${random.pick(EXTENSIONS)}`;
    const size = random.int(1, 50_000) * 1024;
    const finished = state.updated === UPDATED_INFO.DONE || state.updated === UPDATED_INFO.INERROR || state.updated === UPDATED_INFO.NOTUPDATED;
    yield {
      '@model': 'DbTaskRunner',
      SPECIALID: id++,
      RETRIEVEMODE: mode === 2 || mode === 4,
      IDRULE: random.pick(RULES),
      MODETRANS: mode,
      FILENAME: `/data/out/${file}`,
      ORIGINALNAME: file.split('/').pop() as string,
      FILEINFO: '',
      ISMOVED: finished && random.chance(0.7),
      BLOCKSZ: 65536,
      OWNERREQ: owner,
      REQUESTER: outgoing ? ownHostId : partner,
      REQUESTED: outgoing ? partner : ownHostId,
      TRANSFERINFO: `{"ORIGINALSIZE":${size}}`,
      GLOBALSTEP: state.step,
      GLOBALLASTSTEP: state.last,
      STEP: state.step === TASK_STEP.NOTASK ? -1 : random.int(0, 3),
      STEPSTATUS: statusJson(state.status),
      INFOSTATUS: statusJson(random.pick(state.info)),
      RANK: finished ? Math.ceil(size / 65536) : random.int(0, Math.ceil(size / 65536)),
      STARTTRANS: start,
      STOPTRANS: finished ? start + random.int(200, 600_000) : start,
      UPDATEDINFO: state.updated,
      ORIGINALSIZE: -1,
      follow: '',
    };
  }
}

/** The dataset of a seed: deterministic for the same seed, size, host id and clock instant. */
export function seedDataset(seed: number, name: DatasetName, ownHostId: string, now: number, hostKey: (password: Uint8Array) => string): Dataset {
  const size = DATASET_SIZES[name];
  const random = createRandom(seed);
  const partners = partnerNames(random, size.partners);
  const ids = size.partners === 0 ? [] : [ownHostId, ...partners];
  const hosts = ids.map((id, i) => host(id, i, random, hostKey));
  const servers = hosts.filter((h) => !h.record.ISCLIENT).map((h) => h.record.HOSTID);
  return {
    hosts,
    hostconfigs: servers.map((id) => hostConfiguration(id, ids.filter((p) => p !== id))),
    configurations: ids.map((id) => configuration(id, random)),
    transfers: { [Symbol.iterator]: () => transfers(seed, size.transfers, ownHostId, servers.filter((p) => p !== ownHostId), now) },
    transferCount: size.transfers,
  };
}
