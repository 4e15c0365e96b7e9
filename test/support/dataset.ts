// The names in the default dataset (seed 1, `small`), read from a fake rather than written down,
// so tests follow the generators when they change. Chosen by role, not by position alone.
import { createFakeServer } from '../../fake-server/index.ts';
import type { Host } from '../../contract/index.ts';

function namesOf(seed: number) {
  const fake = createFakeServer({ seed, dataset: 'small' });
  const hosts = [...fake.store.hosts.values()].map((r) => r.record as Host);
  const own = fake.config.hostId;
  const servers = hosts.filter((h) => h.HOSTID !== own && !h.ISCLIENT).map((h) => h.HOSTID).sort();
  const withConfig = new Set([...fake.store.hostconfigs.values()].map((r) => r.record.HOSTID));
  const [partner, otherPartner] = servers.filter((id) => withConfig.has(id));
  if (partner === undefined || otherPartner === undefined) throw new Error('the default dataset has fewer than two partner servers with host configurations');
  const rules = [...fake.store.rules.values()].map((r) => r.id);
  const [rule, otherRule] = rules;
  if (rule === undefined || otherRule === undefined) throw new Error('the default dataset has fewer than two rules');
  return {
    ownHost: own,
    /** A partner server that has a host configuration and a bandwidth configuration. */
    partner,
    otherPartner,
    rule,
    otherRule,
    rules,
    hostIds: hosts.map((h) => h.HOSTID),
  };
}

export const DEFAULT_DATASET = namesOf(1);
