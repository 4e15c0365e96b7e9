// /configurations (reference §3.5, §18). An unknown id reads as a record of zero limits (200), a
// PUT on it answers 200 and stores nothing, a DELETE of it answers 200: the real server's
// behaviour, which the interface leaves open. BANDWIDTH: < 0 no filter, 0 all four limits are 0
// (the evident intent; the real server's SQL fails), > 0 any of the four limits above the value.
// On 3.5.2 a POST stores UPDATEDINFO 0 and answers 3 (release-facts.ts v1CreateStores).
import { COLLECTION_META, NEW_CONFIGURATION_DEFAULTS, UPDATE_COLUMNS, UPDATED_INFO, type Configuration, RECORD_MODEL, serialize } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { KeyedRow } from '../../store/index.ts';
import { readInteger, readString } from '../data-model/args.ts';
import { readFields, type FieldValues } from '../data-model/fields.ts';
import { failure, joinRows, success, type DataModelResource } from '../data-model/resource.ts';
import { factsOf } from '../../release.ts';
import { nameMatcher } from '../data-model/name-match.ts';

const META = COLLECTION_META.configurations;
const LIMITS = ['READGLOBALLIMIT', 'WRITEGLOBALLIMIT', 'READSESSIONLIMIT', 'WRITESESSIONLIMIT'] as const;

const zero = (id: string, updatedInfo: number): Configuration => ({
  '@model': RECORD_MODEL.configurations, HOSTID: id, ...NEW_CONFIGURATION_DEFAULTS, UPDATEDINFO: updatedInfo,
});

function build(base: Configuration, fields: FieldValues): Configuration {
  const n = (k: keyof Configuration & string) => (typeof fields[k] === 'number' ? (fields[k] as number) : (base[k] as number));
  return {
    '@model': RECORD_MODEL.configurations,
    HOSTID: base.HOSTID,
    READGLOBALLIMIT: n('READGLOBALLIMIT'),
    WRITEGLOBALLIMIT: n('WRITEGLOBALLIMIT'),
    READSESSIONLIMIT: n('READSESSIONLIMIT'),
    WRITESESSIONLIMIT: n('WRITESESSIONLIMIT'),
    DELAYLIMIT: n('DELAYLIMIT'),
    UPDATEDINFO: UPDATED_INFO.TOSUBMIT,
  };
}

/** A row that is not stored: what the real server answers for an unknown id. */
const unstored = (record: Configuration): KeyedRow<Configuration> => ({ id: record.HOSTID, record, json: serialize(record) });

function bandwidthFilter(args: Parameters<typeof readInteger>[0]): (c: Configuration) => boolean {
  const bandwidth = readInteger(args, 'BANDWIDTH') ?? -1;
  if (bandwidth < 0) return () => true;
  if (bandwidth === 0) return (c) => LIMITS.every((k) => c[k] === 0);
  return (c) => LIMITS.some((k) => c[k] > bandwidth);
}

export const configurationsResource: DataModelResource<KeyedRow<Configuration>> = {
  collection: 'configurations',

  list(args, limit, deps) {
    const hostId = readString(args, 'HOSTID');
    const byHostId = hostId === undefined || hostId === '' ? () => true : nameMatcher(hostId, factsOf(deps).v1ListNameMatch);
    const bandwidth = bandwidthFilter(args);
    return success(joinRows(deps.store.configurations.list((c) => byHostId(c.HOSTID) && bandwidth(c), limit)));
  },

  find: (_args, id, deps) => deps.store.configurations.get(id) ?? unstored(zero(id, UPDATED_INFO.UNKNOWN)),

  create(args, deps) {
    const fields = readFields(args, META.columns, 'urn:tmkit:configuration-create');
    if (!fields.ok) return failure(fields.reason);
    const id = fields.values['HOSTID'] as string;
    const record = build(zero(id, UPDATED_INFO.TOSUBMIT), fields.values);
    if (factsOf(deps).v1CreateStores === 'body') return success({ ...deps.store.configurations.put({ ...record, UPDATEDINFO: UPDATED_INFO.UNKNOWN }), json: serialize(record) });
    return success(deps.store.configurations.put(record));
  },

  update(row, args, deps) {
    const fields = readFields(args, UPDATE_COLUMNS.configurations, 'urn:tmkit:configuration-update');
    if (!fields.ok) return failure(fields.reason);
    const record = build(row.record, fields.values);
    return success(deps.store.configurations.get(row.id) ? deps.store.configurations.put(record) : unstored(record));
  },

  remove(row, deps) {
    deps.store.configurations.delete(row.id);
    return row;
  },
};
