// /hostconfigs for the stateful checks (reference §3.4, §8.3, §18). Every run of white space is
// stored as one space. A create always sets all four texts: the real server answers 400 to an
// upsert that leaves BUSINESS or ROLES null (§18), which is not what these checks are about.
import fc from 'fast-check';
import { NEW_HOSTCONFIG_DEFAULTS, UPDATED_INFO_VALUES, type JsonValue } from '../../../../contract/index.ts';
import { predictedFields, WRITTEN, type Fields, type ListQuery, type RecordKey, type StatefulResource } from './resource.ts';

/** The four texts: what a write may change but UPDATEDINFO, which every write sets to 3 (WRITTEN). */
const TEXTS = [...predictedFields('hostconfigs', ['UPDATEDINFO'])];

// Java's \s: ASCII white space.
const collapse = (s: string) => s.replace(/[ \t\n\x0B\f\r]+/g, ' ');

function apply(base: Fields, fields: Fields): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = { ...base };
  for (const k of TEXTS) {
    const v = fields[k];
    if (typeof v === 'string') out[k] = collapse(v);
  }
  out['UPDATEDINFO'] = WRITTEN;
  return out;
}

const id = fc.constantFrom('alpha', 'bravo', 'charlie');
const space = fc.constantFrom('', ' ', '\n  ', '\t');
const fieldArbitraries = {
  BUSINESS: fc.tuple(id, space).map(([h, s]) => `<business>${s}<businessid>${h}</businessid>${s}</business>`),
  ROLES: fc.tuple(id, fc.constantFrom('FULLADMIN', 'TRANSFER', 'READONLY RULE'), space).map(([h, r, s]) => `<roles>${s}<role><roleid>${h}</roleid><roleset>${r}</roleset></role></roles>`),
  ALIASES: fc.tuple(id, space).map(([h, s]) => `<aliases>${s}<alias><realid>${h}</realid><aliasid>${h}-alias</aliasid></alias></aliases>`),
  OTHERS: fc.tuple(fc.constantFrom('3.6.2', '3.7.0'), space).map(([v, s]) => `<root>${s}<version>${v}</version></root>`),
  UPDATEDINFO: fc.constantFrom(...UPDATED_INFO_VALUES),
};

const key = (label: string, hostId: string): RecordKey => ({ label, id: hostId, query: {}, identity: { HOSTID: hostId } });

export const hostConfigsResource: StatefulResource = {
  collection: 'hostconfigs',
  keys: (names) => [0, 1].map((i) => key(`c${i}`, `${names.prefix}-h${i}`)),
  createBody: (k, fields) => ({ HOSTID: k.id, ...fields }),
  created: (k, fields) => apply({ HOSTID: k.id, ...NEW_HOSTCONFIG_DEFAULTS }, fields),
  updated: (current, fields) => apply(current, fields),
  absentRead: () => undefined,
  unpredictable: [],
  readAlternatives: () => ({}),
  listFor: (k) => ({ HOSTID: k.id }),
  lists: (): ListQuery[] => [
    { label: 'all', query: { limit: '1000' }, includes: () => true },
    // Substring filters (reference §3.4).
    { label: 'OTHERS=3.7.0', query: { OTHERS: '3.7.0', limit: '1000' }, includes: (r) => typeof r['OTHERS'] === 'string' && r['OTHERS'].includes('3.7.0') },
  ],
  createArbitrary: () => fc.record(fieldArbitraries, { requiredKeys: ['BUSINESS', 'ROLES', 'ALIASES', 'OTHERS'] }),
  updateArbitrary: () => fc.record(fieldArbitraries, { requiredKeys: [] }),

  samples: {
    rich: {
      BUSINESS: '<business><businessid>alpha</businessid></business>',
      ROLES: '<roles><role><roleid>alpha</roleid><roleset>FULLADMIN</roleset></role></roles>',
      ALIASES: '<aliases><alias><realid>alpha</realid><aliasid>a1</aliasid></alias></aliases>',
      OTHERS: '<root><version>3.6.2</version></root>',
      UPDATEDINFO: 6,
    },
    minimal: {
      BUSINESS: '<business>\n  <businessid>bravo</businessid>\n</business>',
      ROLES: '<roles></roles>',
      ALIASES: '<aliases></aliases>',
      OTHERS: '<root></root>',
    },
    update: { OTHERS: '<root>  <version>3.7.0</version></root>', UPDATEDINFO: 4 },
  },
};
