// The rule records of a dataset (DbRule, docs/rest-v2-3.6.2.md §2.3), one per seeded rule spec: the
// spec's name and direction as IDRULE and MODETRANS, a few partner hosts or none (any host may use
// it), relative folders as Waarp configurations write them (`in/invoices`, `out`, `arch`, `work`),
// and the task lists a site gives its rules. Drawn from their own seeded faker instance, after and
// apart from the specs, so transfers (made from the specs) are the same with or without them.
import { UPDATED_INFO, type Rule } from '../../contract/index.ts';
import { FACTORY_SALT, seededFaker } from '../seeded-faker.ts';
import { ruleModeOf, type RuleSpec } from './rule-factory.ts';
import { taskList, type TaskContext, type TaskSide } from './rule-tasks.ts';

/** Options of {@link generateRuleRecords}. */
export interface RuleRecordOptions {
  /** The dataset's seed. */
  readonly seed: number;
  /** The dataset's rule specs (the ones its transfers use), in their order. */
  readonly specs: readonly RuleSpec[];
  /** Every host of the dataset, the own host first. */
  readonly hostIds: readonly string[];
  /** The server's own host: never listed as a partner. */
  readonly ownHostId: string;
}

// How often each task list has tasks: the side that runs the rule's own direction (the R lists of
// a receive rule, the S lists of a send rule) more often than the side its partners' requests use.
const OWN_SIDE = { pre: 0.3, post: 0.85, error: 0.6 };
const OTHER_SIDE = { pre: 0.1, post: 0.4, error: 0.3 };

/**
 * One rule record per spec, seeded: IDRULE and MODETRANS from the spec, HOSTIDS empty for about a
 * third of the rules (any host) and one to four partner hosts otherwise, folders relative to the
 * server's home, and task lists: the rule's own side (R lists for a receive rule, S lists for a
 * send rule) usually has post tasks and often error tasks, the other side fewer.
 */
export function generateRuleRecords(o: RuleRecordOptions): Rule[] {
  const faker = seededFaker(o.seed, FACTORY_SALT.ruleRecords);
  const partners = o.hostIds.filter((id) => id !== o.ownHostId);
  const sendRules = o.specs.filter((s) => !s.receive).map((s) => s.name);
  return o.specs.map((spec) => {
    const kind = spec.document.kind;
    const hostIds = partners.length === 0 || faker.datatype.boolean({ probability: 0.35 })
      ? []
      : faker.helpers.arrayElements(partners, { min: 1, max: Math.min(4, partners.length) });
    // Keep the dataset's host order, as an administrator's list grows by adding partners.
    const ordered = partners.filter((id) => hostIds.includes(id));
    const context: TaskContext = {
      kind,
      ...(partners.length > 0 && sendRules.length > 0
        ? { partner: faker.helpers.arrayElement(partners), forwardRule: faker.helpers.arrayElement(sendRules) }
        : {}),
    };
    const lists = (side: TaskSide) => {
      const p = spec.receive === (side === 'receive') ? OWN_SIDE : OTHER_SIDE;
      return { pre: taskList(faker, side, 'pre', p.pre, context), post: taskList(faker, side, 'post', p.post, context), error: taskList(faker, side, 'error', p.error, context) };
    };
    const r = lists('receive');
    const s = lists('send');
    return {
      IDRULE: spec.name,
      HOSTIDS: ordered,
      MODETRANS: ruleModeOf(spec),
      // Empty folders are the server's defaults (its in, out, arch and work folders), as in the real data set's rules.
      RECVPATH: faker.datatype.boolean({ probability: spec.receive ? 0.7 : 0.3 }) ? `in/${kind}` : '',
      SENDPATH: faker.datatype.boolean({ probability: spec.receive ? 0.3 : 0.7 }) ? faker.helpers.arrayElement([`out/${kind}`, 'out']) : '',
      ARCHIVEPATH: faker.helpers.arrayElement(['arch', `arch/${kind}`, '']),
      WORKPATH: faker.helpers.arrayElement(['work', `work/${kind}`, '']),
      RPRETASKS: r.pre,
      RPOSTTASKS: r.post,
      RERRORTASKS: r.error,
      SPRETASKS: s.pre,
      SPOSTTASKS: s.post,
      SERRORTASKS: s.error,
      UPDATEDINFO: UPDATED_INFO.NOTUPDATED,
    };
  });
}
