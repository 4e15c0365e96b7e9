// The seeded rule list of a dataset: rule names as administrators write them (`send-invoices`,
// `recv-orders-eu`), each bound to a kind of document and a direction, so a transfer's file, mode
// and rule agree. Drawn from the rules factory's own seeded faker instance.
import { DOCUMENT_KINDS, type DocumentKind } from './documents.ts';
import { FACTORY_SALT, seededFaker, slug } from '../seeded-faker.ts';

/** A transfer rule of a dataset: its name, the kind of document it carries and its direction. */
export interface RuleSpec {
  /** IDRULE, e.g. `send-invoices`, `recv-orders-eu`. */
  readonly name: string;
  /** What its files are: their names, extensions and sizes follow it. */
  readonly document: DocumentKind;
  /** True when the requester receives the file (a RECV mode, RETRIEVEMODE true). */
  readonly receive: boolean;
}

/**
 * The MODETRANS of a spec's rule: SEND (1) or RECV (2). The MD5 and through variants of a transfer
 * (3-8) are its requester's choice (a client's MD5 and through-mode options); a server refuses only
 * a transfer whose direction differs from its rule's, so the rule keeps the plain mode.
 */
export const ruleModeOf = (spec: Pick<RuleSpec, 'receive'>): number => (spec.receive ? 2 : 1);

/** How many rules a dataset of `hosts` hosts has: a few for a small site, up to 30. */
export const ruleCountFor = (hosts: number): number => Math.min(30, Math.max(4, Math.round(2 + hosts / 2)));

/**
 * A seeded list of `count` transfer rules with distinct names, as administrators write them
 * (`send-invoices`, `recv-orders-eu`), each bound to a kind of document and a direction.
 */
export function generateRules(seed: number, count: number): RuleSpec[] {
  const faker = seededFaker(seed, FACTORY_SALT.rules);
  const rules: RuleSpec[] = [];
  const names = new Set<string>();
  for (let i = 0; rules.length < count; i++) {
    const document = faker.helpers.arrayElement(DOCUMENT_KINDS);
    const receive = faker.datatype.boolean({ probability: 0.4 });
    // Past the plain names, rules get a qualifier, as sites with many partners do.
    const qualifier = i < 8 ? '' : `-${slug(faker.helpers.arrayElement([faker.location.countryCode(), faker.word.adjective(), 'daily', 'hourly', 'v2']))}`;
    // Past any realistic number of attempts, a counter keeps the list finite whatever `count` is.
    const name = `${receive ? 'recv' : 'send'}-${document.kind}${qualifier}${i > 1000 ? `-${i}` : ''}`;
    if (names.has(name)) continue;
    names.add(name);
    rules.push({ name, document, receive });
  }
  return rules;
}
