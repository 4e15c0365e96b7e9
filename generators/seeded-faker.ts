// One seeded faker instance per factory (DESIGN §7, STYLE "a seeded faker per value, never the
// global instance"): the same seed gives the same vocabulary whatever else ran before.
import type { Faker } from '@faker-js/faker';
// The package's main entry loads every locale (about 30 MB more resident memory, a quarter second
// more start-up); the English entry holds one instance, whose class and merged English+base
// definitions make fresh, independent instances.
import { faker as english } from '@faker-js/faker/locale/en';
import { createRandom, type Random } from '../contract/index.ts';

const FakerClass = english.constructor as new (options: { locale: Faker['rawDefinitions'] }) => Faker;

/** Salts keep the factories of one seed independent: adding a host does not shift the transfers. */
export const FACTORY_SALT = {
  hosts: 0x686f7374,
  hostconfigs: 0x68636667,
  configurations: 0x63666767,
  transfers: 0x7472616e,
  rules: 0x72756c65,
  ruleRecords: 0x72756c72,
  packets: 0x70616b74,
} as const;

/**
 * A fresh English faker instance seeded with `seed` and `salt`, independent of faker's global
 * instance and of every other one: the same seed and salt give the same values whatever ran before.
 * Each factory uses its own salt, so that adding hosts does not shift the transfers.
 */
export function seededFaker(seed: number, salt: number): Faker {
  const faker = new FakerClass({ locale: english.rawDefinitions });
  faker.seed([seed >>> 0, salt >>> 0]);
  return faker;
}

/** The fast per-record source of a factory, seeded from its faker instance so one seed drives both. */
export const randomFrom = (faker: Faker): Random => createRandom(faker.number.int({ min: 0, max: 0xffffffff }));

/** Lower-case letters, digits and dashes: safe as a HOSTID, in XML text and in a file name. */
export const slug = (text: string): string =>
  text.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
