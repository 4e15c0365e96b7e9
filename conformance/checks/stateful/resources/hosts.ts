// /hosts for the stateful checks (reference §3.3, §8.2, §18). HOSTKEY is shown encrypted, so no
// model predicts it. The real server filters a list on ISSSL and ISACTIVE even when they are left
// out, so every list names both; and its scheduler turns a written host's UPDATEDINFO 3 into 1 at
// its next cycle, which reads of a real server accept.
import fc from 'fast-check';
import { NEW_HOST_DEFAULTS, UPDATED_INFO, UPDATED_INFO_VALUES, type JsonValue } from '../../../../contract/index.ts';
import { predictedFields, WRITTEN, type Fields, type ListQuery, type RecordKey, type StatefulResource } from './resource.ts';

/** HOSTKEY is stored encrypted (reference §18): no model predicts what a read shows of it. */
const UNPREDICTABLE = ['HOSTKEY'];
const PREDICTED = predictedFields('hosts', UNPREDICTABLE);

/** Defaults of a new host (reference §18). */
const DEFAULTS: Fields = NEW_HOST_DEFAULTS;

function apply(base: Fields, fields: Fields): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = { ...base };
  for (const [k, v] of Object.entries(fields)) if (PREDICTED.has(k)) out[k] = v;
  out['UPDATEDINFO'] = WRITTEN;
  return out;
}

const octet = fc.integer({ min: 1, max: 254 });
const fieldArbitraries = {
  ADDRESS: fc.tuple(octet, octet).map(([a, b]) => `10.66.${a}.${b}`),
  PORT: fc.integer({ min: 0, max: 65535 }),
  ISSSL: fc.boolean(),
  // Valid base64 is decoded first, other text used as UTF-8 (reference §3.3): both kinds.
  HOSTKEY: fc.constantFrom('c2VjcmV0', 'dGVzdA==', 'my secret!'),
  ADMINROLE: fc.boolean(),
  ISCLIENT: fc.boolean(),
  ISACTIVE: fc.boolean(),
  ISPROXIFIED: fc.boolean(),
  UPDATEDINFO: fc.constantFrom(...UPDATED_INFO_VALUES),
};

const key = (label: string, id: string): RecordKey => ({ label, id, query: {}, identity: { HOSTID: id } });

export const hostsResource: StatefulResource = {
  collection: 'hosts',
  keys: (names) => [0, 1].map((i) => key(`h${i}`, `${names.prefix}-h${i}`)),
  createBody: (k, fields) => ({ HOSTID: k.id, ...fields }),
  created: (k, fields) => apply({ ...DEFAULTS, HOSTID: k.id }, fields),
  updated: (current, fields) => apply(current, fields),
  absentRead: () => undefined,
  unpredictable: UNPREDICTABLE,
  keptAsRead: UNPREDICTABLE,
  readAlternatives: (names): Record<string, JsonValue[]> => (names.embedded ? {} : { UPDATEDINFO: [UPDATED_INFO.NOTUPDATED] }),

  listFor: (k, record) => ({ HOSTID: k.id, ISSSL: String(record['ISSSL'] === true), ISACTIVE: String(record['ISACTIVE'] === true) }),

  lists(): ListQuery[] {
    const out: ListQuery[] = [];
    for (const ssl of [false, true]) {
      for (const active of [false, true]) {
        out.push({
          label: `ISSSL=${ssl}&ISACTIVE=${active}`,
          query: { ISSSL: String(ssl), ISACTIVE: String(active), limit: '1000' },
          includes: (r) => r['ISSSL'] === ssl && r['ISACTIVE'] === active,
        });
      }
    }
    return out;
  },

  createArbitrary: () => fc.record(fieldArbitraries, { requiredKeys: ['ADDRESS', 'HOSTKEY'] }),
  updateArbitrary: () => fc.record(fieldArbitraries, { requiredKeys: [] }),

  samples: {
    rich: { ADDRESS: '10.66.0.1', HOSTKEY: 'c2VjcmV0', PORT: 6666, ISSSL: true, ADMINROLE: false, ISCLIENT: true, ISACTIVE: false, ISPROXIFIED: true, UPDATEDINFO: 6 },
    minimal: { ADDRESS: '10.66.0.2', HOSTKEY: 'my secret!' },
    // Every field a PUT may change but HOSTKEY (stored encrypted, reference §18), to a value other than `rich`'s.
    update: { ADDRESS: '10.66.0.3', PORT: 7777, ISACTIVE: true, ISSSL: false, ADMINROLE: true, ISCLIENT: false, ISPROXIFIED: false, UPDATEDINFO: 5 },
  },
};
