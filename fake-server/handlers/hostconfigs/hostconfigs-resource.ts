// /hostconfigs (reference §3.4, §8.3, §18): HOSTID matches exactly (a LIKE subtext on 3.5.2:
// name-match.ts), BUSINESS, ROLES, ALIASES and OTHERS by substring; on input every run of
// whitespace becomes one space.
import { COLLECTION_META, NEW_HOSTCONFIG_DEFAULTS, UPDATE_COLUMNS, UPDATED_INFO, type HostConfiguration, RECORD_MODEL } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { KeyedRow } from '../../store/index.ts';
import { readString } from '../data-model/args.ts';
import { readFields, type FieldValues } from '../data-model/fields.ts';
import { failure, joinRows, success, type DataModelResource } from '../data-model/resource.ts';
import { factsOf } from '../../release.ts';
import { nameMatcher } from '../data-model/name-match.ts';

const META = COLLECTION_META.hostconfigs;
const TEXT_FIELDS = ['BUSINESS', 'ROLES', 'ALIASES', 'OTHERS'] as const;

// Java's \s: ASCII white space only, as the real server collapses it.
const collapse = (v: unknown): string | null => (typeof v === 'string' ? v.replace(/[ \t\n\x0B\f\r]+/g, ' ') : null);

function store(base: HostConfiguration, fields: FieldValues, deps: Deps): KeyedRow<HostConfiguration> {
  const text = (k: (typeof TEXT_FIELDS)[number]) => (fields[k] === undefined ? base[k] : collapse(fields[k]));
  return deps.store.hostconfigs.put({
    '@model': RECORD_MODEL.hostconfigs,
    HOSTID: base.HOSTID,
    BUSINESS: text('BUSINESS'),
    ROLES: text('ROLES'),
    ALIASES: text('ALIASES'),
    OTHERS: text('OTHERS'),
    UPDATEDINFO: UPDATED_INFO.TOSUBMIT,
  });
}

const empty = (id: string): HostConfiguration => ({
  '@model': RECORD_MODEL.hostconfigs, HOSTID: id, ...NEW_HOSTCONFIG_DEFAULTS, UPDATEDINFO: UPDATED_INFO.TOSUBMIT,
});

export const hostConfigsResource: DataModelResource<KeyedRow<HostConfiguration>> = {
  collection: 'hostconfigs',

  list(args, limit, deps) {
    const hostId = readString(args, 'HOSTID');
    const parts = TEXT_FIELDS.map((k) => [k, readString(args, k)] as const).filter(([, v]) => v !== undefined && v !== '');
    const byHostId = hostId === undefined || hostId === '' ? undefined : nameMatcher(hostId, factsOf(deps).v1ListNameMatch);
    const hostIdMatches = (id: string) => byHostId === undefined || byHostId(id);
    return success(
      joinRows(deps.store.hostconfigs.list(
        (h) => hostIdMatches(h.HOSTID) && parts.every(([k, v]) => h[k]?.includes(v as string) ?? false),
        limit,
      )),
    );
  },

  find: (_args, id, deps) => deps.store.hostconfigs.get(id),

  create(args, deps) {
    const fields = readFields(args, META.columns, 'urn:tmkit:hostconfig-create');
    if (!fields.ok) return failure(fields.reason);
    return success(store(empty(fields.values['HOSTID'] as string), fields.values, deps));
  },

  update(row, args, deps) {
    const fields = readFields(args, UPDATE_COLUMNS.hostconfigs, 'urn:tmkit:hostconfig-update');
    if (!fields.ok) return failure(fields.reason);
    return success(store(row.record, fields.values, deps));
  },

  remove(row, deps) {
    deps.store.hostconfigs.delete(row.id);
    return row;
  },
};
