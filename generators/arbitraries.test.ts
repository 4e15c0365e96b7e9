// The fast-check arbitraries: valid values pass the contract, every invalid variant is refused
// (by the schema, or by the sanity filter where the schema cannot say it), and a seed replays.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, schemaId } from '../contract/index.ts';
import {
  bandwidthPacketArb, configurationArb, configurationCreateBodyArb, configurationUpdateBodyArb, FILTER_ARBITRARIES, filterViolations,
  hostArb, hostConfigArb, hostConfigCreateBodyArb, hostConfigUpdateBodyArb, hostCreateBodyArb, hostUpdateBodyArb, implausibilities,
  informationPacketArb, INVALID_VARIANT_SOURCES, invalidTransferFilterArb, invalidVariantsOf, isSaneValue, logPacketArb, mutationsFor, applyMutation,
  shutdownOrBlockPacketArb, transferArb, transferCreateBodyArb, transferUpdateBodyArb, violationsOf,
} from './index.ts';

const RUNS = { numRuns: 150 };

const VALID: readonly [string, fc.Arbitrary<unknown>][] = [
  ['transfer', transferArb()], ['host', hostArb()], ['hostconfig', hostConfigArb()], ['configuration', configurationArb()],
  ['transfer-create', transferCreateBodyArb()], ['transfer-update', transferUpdateBodyArb()],
  ['host-create', hostCreateBodyArb()], ['host-update', hostUpdateBodyArb()],
  ['hostconfig-create', hostConfigCreateBodyArb()], ['hostconfig-update', hostConfigUpdateBodyArb()],
  ['configuration-create', configurationCreateBodyArb()], ['configuration-update', configurationUpdateBodyArb()],
  ['log-packet', logPacketArb()], ['information-packet', informationPacketArb()],
  ['bandwidth-packet', bandwidthPacketArb({ classPrefix: 'org.waarp.openr66.' })], ['shutdown-or-block-packet', shutdownOrBlockPacketArb()],
];

describe('valid arbitraries', () => {
  it.each(VALID)('%s values pass the contract and the sanity filter', (name, arb) => {
    fc.assert(fc.property(arb, (value) => {
      expect(violationsOf(schemaId(name), value)).toEqual([]);
      expect(isSaneValue(value)).toBe(true);
    }), RUNS);
  });

  it('transfers show plausible status combinations and can be tied to a dataset', () => {
    const hostIds = ['server1', 'partner-a'];
    fc.assert(fc.property(transferArb({ hostIds, rules: ['send-x'] }), (t) => {
      expect(implausibilities(t, Number.MAX_SAFE_INTEGER)).toEqual([]);
      expect(hostIds).toContain(t.REQUESTER);
      expect(t.IDRULE).toBe('send-x');
    }), RUNS);
  });

  it.each(COLLECTIONS)('%s filter queries are readable filters of that list', (collection) => {
    fc.assert(fc.property(FILTER_ARBITRARIES[collection](), (q) => {
      expect(filterViolations(collection, q)).toEqual([]);
    }), RUNS);
  });

  it('replay from a seed', () => {
    const sample = () => fc.sample(transferArb(), { seed: 1234, numRuns: 5 });
    expect(sample()).toEqual(sample());
  });
});

describe('invalid variants', () => {
  it.each(Object.keys(INVALID_VARIANT_SOURCES))('of %s are all refused', (id) => {
    fc.assert(fc.property(invalidVariantsOf(id), (v) => {
      if (v.rejectedBy === 'schema') expect(violationsOf(id, v.value), `${v.flaw} ${v.field}`).not.toEqual([]);
      else expect(isSaneValue(v.value), `${v.flaw} ${v.field}`).toBe(false);
    }), RUNS);
  });

  it('cover every flaw kind, and each mutation of each schema is refused on its own', () => {
    const flaws = new Set<string>();
    for (const id of Object.keys(INVALID_VARIANT_SOURCES)) {
      const samples = fc.sample(INVALID_VARIANT_SOURCES[id]!, { seed: 1, numRuns: 3 });
      for (const m of mutationsFor(id)) {
        flaws.add(m.flaw);
        for (const valid of samples) {
          const v = applyMutation(id, valid, m);
          const refused = v.rejectedBy === 'schema' ? violationsOf(id, v.value).length > 0 : !isSaneValue(v.value);
          expect(refused, `${id} ${m.flaw} ${m.field}`).toBe(true);
        }
      }
    }
    expect([...flaws].sort()).toEqual(['missing-required', 'out-of-range', 'oversized', 'sanity', 'unknown-field', 'wrong-type']);
  });

  it('filter dates that no server can read are reported', () => {
    fc.assert(fc.property(invalidTransferFilterArb, (q) => {
      expect(filterViolations('transfers', q)).toHaveLength(1);
    }));
    expect(filterViolations('hosts', { PARTNER: 'x' })[0]).toMatch(/not a filter of \/hosts/);
  });
});
