// /transfers for the stateful checks. One transfer is SPECIALID + REQUESTER + REQUESTED + OWNERREQ
// (interface; OWNERREQ defaults to the server's host id, DESIGN §2.4), so the run's transfers are
// told apart by their partners, which carry the run prefix; the same SPECIALID with another
// partner, or with the two sides swapped, is another transfer. SPECIALIDs beyond 2^53 check that
// ids are handled exactly. STARTTRANS is always in the future: the real server's scheduler starts
// TOSUBMIT transfers whose start is past (reference §18) and would change them under the check.
import fc from 'fast-check';
import { ERROR_CODE_LETTERS, NEW_TRANSFER_DEFAULTS, statusJson, statusLetterOf, TASK_STEP_VALUES, UPDATED_INFO_VALUES, type JsonValue } from '../../../../contract/index.ts';
import { predictedFields, WRITTEN, type Fields, type ListQuery, type RecordKey, type RunNames, type StatefulResource } from './resource.ts';

/** 2100-01-01T00:00:00Z: far enough ahead that no scheduler starts the run's transfers. */
export const FUTURE_START = 4_102_444_800_000;

/** SPECIALIDs of the run's transfers: beyond 2^53 (not a double), near the int64 maximum. */
export const SPECIAL_IDS = [9007199254740993n, 9223372036854775001n] as const;

export const partners = (names: RunNames) => [`${names.prefix}-pa`, `${names.prefix}-pb`] as const;

/** The real server sets STOPTRANS to the time of every write (reference §18): transfer_write_stores_times checks it. */
const UNPREDICTABLE = ['STOPTRANS'];
/**
 * Fields a write may change whose stored value the model predicts: the contract's PUT columns
 * but STOPTRANS and TRANSFERINFO, to which the real server appends (an upsert answers `{} {}`,
 * an embedded map shows twice: reference §18, §19); transfer_write_stores_times checks its start.
 */
const PREDICTED = predictedFields('transfers', [...UNPREDICTABLE, 'TRANSFERINFO']);

const DEFAULTS: Fields = NEW_TRANSFER_DEFAULTS;

/** The stored form of client fields (reference §3.2, §18): status from its first letter, backslashes removed from FILEINFO. */
function apply(base: Fields, fields: Fields): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = { ...base };
  for (const [k, v] of Object.entries(fields)) {
    if (!PREDICTED.has(k)) continue;
    if ((k === 'STEPSTATUS' || k === 'INFOSTATUS') && typeof v === 'string') out[k] = statusJson(statusLetterOf(v));
    else if (k === 'FILEINFO' && typeof v === 'string') out[k] = v.replaceAll('\\', '');
    else out[k] = v;
  }
  out['UPDATEDINFO'] = WRITTEN;
  return out;
}

const word = fc.constantFrom('alpha', 'bravo', 'delta', 'echo', 'résumé', 'x');
const status = fc.constantFrom(...ERROR_CODE_LETTERS).chain((l) => fc.constantFrom(l, statusJson(l)));

const fieldArbitraries = {
  GLOBALSTEP: fc.constantFrom(...TASK_STEP_VALUES),
  GLOBALLASTSTEP: fc.constantFrom(...TASK_STEP_VALUES),
  STEP: fc.integer({ min: -1, max: 40 }),
  RANK: fc.integer({ min: 0, max: 5000 }),
  STEPSTATUS: status,
  RETRIEVEMODE: fc.boolean(),
  FILENAME: word.map((w) => `/data/out/${w}.dat`),
  ISMOVED: fc.boolean(),
  BLOCKSZ: fc.constantFrom(0, 8192, 65536),
  ORIGINALNAME: word.map((w) => `${w}.dat`),
  // A backslash is removed on input (reference §18): the model predicts it.
  FILEINFO: fc.constantFrom('', 'info', 'C:\\in\\file', 'size=12'),
  MODETRANS: fc.integer({ min: 1, max: 4 }),
  STARTTRANS: fc.integer({ min: 0, max: 86_400_000 }).map((d) => FUTURE_START + d),
  INFOSTATUS: status,
  UPDATEDINFO: fc.constantFrom(...UPDATED_INFO_VALUES),
};

/** The side of a transfer that is not this server: the run's partner name. */
const partnerOf = (k: RecordKey): string => (k.query['REQUESTER'] === k.identity['OWNERREQ'] ? k.query['REQUESTED'] : k.query['REQUESTER']) ?? '';

function key(label: string, id: bigint, requester: string, requested: string, names: RunNames): RecordKey {
  return {
    label,
    id: String(id),
    query: { REQUESTER: requester, REQUESTED: requested },
    identity: { SPECIALID: id, REQUESTER: requester, REQUESTED: requested, OWNERREQ: names.hostId },
  };
}

export const transfersResource: StatefulResource = {
  collection: 'transfers',

  keys(names) {
    const [pa, pb] = partners(names);
    const [big, max] = SPECIAL_IDS;
    return [
      key('t0', big, names.hostId, pa, names),
      // The same SPECIALID with another partner, and with the two sides swapped: other transfers.
      key('t1', big, names.hostId, pb, names),
      key('t2', big, pa, names.hostId, names),
      key('t3', max, names.hostId, pb, names),
    ];
  },

  createBody(k, fields, names) {
    return { SPECIALID: k.identity['SPECIALID'] as bigint, IDRULE: names.rule, REQUESTER: k.query['REQUESTER'] ?? '', REQUESTED: k.query['REQUESTED'] ?? '', STARTTRANS: FUTURE_START, ...fields };
  },

  created(k, fields, names) {
    return apply({ ...DEFAULTS, ...k.identity, IDRULE: names.rule, STARTTRANS: FUTURE_START }, fields);
  },

  updated: (current, fields) => apply(current, fields),

  absentRead: () => undefined,
  unpredictable: UNPREDICTABLE,
  readAlternatives: () => ({}),

  listFor: (k) => ({ PARTNER: partnerOf(k), limit: '1000' }),

  lists(names): ListQuery[] {
    return partners(names).map((p, i) => ({
      label: `PARTNER=p${'ab'[i]}`,
      query: { PARTNER: p, limit: '1000' },
      includes: (r) => r['REQUESTER'] === p || r['REQUESTED'] === p,
    }));
  },

  createArbitrary: () =>
    fc.record(fieldArbitraries, { requiredKeys: ['FILENAME'] }),
  updateArbitrary: () => fc.record(fieldArbitraries, { requiredKeys: [] }),

  samples: {
    rich: {
      FILENAME: '/data/out/rich.dat', STARTTRANS: FUTURE_START + 1000, RANK: 7, STEP: 2, BLOCKSZ: 65536, MODETRANS: 2,
      RETRIEVEMODE: true, ISMOVED: true, ORIGINALNAME: 'rich-original.dat', FILEINFO: 'rich info', GLOBALSTEP: 2,
      GLOBALLASTSTEP: 1, STEPSTATUS: 'X  ', INFOSTATUS: 'W  ', UPDATEDINFO: 6,
    },
    minimal: { FILENAME: '/data/out/minimal.dat', STARTTRANS: FUTURE_START + 2000 },
    // Every field a PUT may change, to a value other than `rich`'s: a server that ignores any one shows.
    update: {
      RANK: 3, FILENAME: '/data/out/renamed.dat', STEPSTATUS: 'O', ISMOVED: false, STARTTRANS: FUTURE_START + 3000, UPDATEDINFO: 5,
      GLOBALSTEP: 3, GLOBALLASTSTEP: 2, STEP: 5, RETRIEVEMODE: false, BLOCKSZ: 8192, ORIGINALNAME: 'renamed-original.dat',
      FILEINFO: 'updated info', MODETRANS: 3, INFOSTATUS: 'C',
    },
  },
};
