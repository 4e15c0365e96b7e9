// /configurations for the stateful checks (reference §3.5, §18): a missing id reads as a record of
// zero limits with UPDATEDINFO 0 (200, not 404); PUT and DELETE of it answer 200 and store nothing.
import fc from 'fast-check';
import { NEW_CONFIGURATION_DEFAULTS, UPDATED_INFO, UPDATED_INFO_VALUES, type JsonValue } from '../../../../contract/index.ts';
import { predictedFields, WRITTEN, type Fields, type ListQuery, type RecordKey, type StatefulResource } from './resource.ts';

/** The five limits: what a write may change but UPDATEDINFO, which every write sets to 3 (WRITTEN). */
const LIMITS = [...predictedFields('configurations', ['UPDATEDINFO'])];
/** The BANDWIDTH filter compares the four bandwidth limits, not DELAYLIMIT (reference §3.5). */
const BANDWIDTHS = LIMITS.filter((l) => l !== 'DELAYLIMIT');
const BANDWIDTH_FILTER = 500_000;

const zero = (hostId: string): Record<string, JsonValue> => ({ HOSTID: hostId, ...NEW_CONFIGURATION_DEFAULTS });

function apply(base: Fields, fields: Fields): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = { ...base };
  for (const k of LIMITS) if (fields[k] !== undefined) out[k] = fields[k];
  out['UPDATEDINFO'] = WRITTEN;
  return out;
}

const limit = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_000_000 }));
const fieldArbitraries = {
  READGLOBALLIMIT: limit,
  WRITEGLOBALLIMIT: limit,
  READSESSIONLIMIT: limit,
  WRITESESSIONLIMIT: limit,
  DELAYLIMIT: fc.integer({ min: 0, max: 60_000 }),
  UPDATEDINFO: fc.constantFrom(...UPDATED_INFO_VALUES),
};

const key = (label: string, hostId: string): RecordKey => ({ label, id: hostId, query: {}, identity: { HOSTID: hostId } });

export const configurationsResource: StatefulResource = {
  collection: 'configurations',
  keys: (names) => [0, 1].map((i) => key(`l${i}`, `${names.prefix}-h${i}`)),
  createBody: (k, fields) => ({ HOSTID: k.id, ...fields }),
  created: (k, fields) => apply(zero(k.id), fields),
  updated: (current, fields) => apply(current, fields),
  absentRead: (k) => ({ ...zero(k.id), UPDATEDINFO: UPDATED_INFO.UNKNOWN }),
  unpredictable: [],
  readAlternatives: () => ({}),
  listFor: (k) => ({ HOSTID: k.id }),
  lists: (): ListQuery[] => [
    { label: 'all', query: { limit: '1000' }, includes: () => true },
    {
      label: `BANDWIDTH=${BANDWIDTH_FILTER}`,
      query: { BANDWIDTH: String(BANDWIDTH_FILTER), limit: '1000' },
      includes: (r) => BANDWIDTHS.some((l) => Number(r[l]) > BANDWIDTH_FILTER),
    },
  ],
  createArbitrary: () => fc.record(fieldArbitraries, { requiredKeys: [] }),
  updateArbitrary: () => fc.record(fieldArbitraries, { requiredKeys: [] }),

  samples: {
    rich: { READGLOBALLIMIT: 1000, WRITEGLOBALLIMIT: 2000, READSESSIONLIMIT: 300, WRITESESSIONLIMIT: 400, DELAYLIMIT: 50, UPDATEDINFO: 6 },
    minimal: { DELAYLIMIT: 20 },
    // Every limit, to a value other than `rich`'s: a server that ignores any one shows.
    update: { READGLOBALLIMIT: 5000, WRITEGLOBALLIMIT: 6000, READSESSIONLIMIT: 500, WRITESESSIONLIMIT: 600, DELAYLIMIT: 10, UPDATEDINFO: 1 },
  },
};
