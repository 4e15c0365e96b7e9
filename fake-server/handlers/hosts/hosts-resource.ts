// /hosts (reference §3.3, §8.2, §18). GET /hosts without ISSSL/ISACTIVE applies no filter: the
// interface calls them optional (DESIGN §2.4; the real server's implicit `false` is in the baseline).
import { COLLECTION_META, NEW_HOST_DEFAULTS, UPDATE_COLUMNS, UPDATED_INFO, type Host, RECORD_MODEL } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { KeyedRow } from '../../store/index.ts';
import { hasArg, readFlag, readString } from '../data-model/args.ts';
import { readFields, type FieldValues } from '../data-model/fields.ts';
import { failure, joinRows, success, type DataModelResource } from '../data-model/resource.ts';
import { hostKeyJson, passwordOf } from './host-key.ts';

const META = COLLECTION_META.hosts;

function store(base: Host, fields: FieldValues, secret: Uint8Array | undefined, deps: Deps): KeyedRow<Host> {
  const text = (k: 'ADDRESS') => (typeof fields[k] === 'string' ? (fields[k] as string) : base[k]);
  const flag = (k: 'ISSSL' | 'ISCLIENT' | 'ISPROXIFIED' | 'ADMINROLE' | 'ISACTIVE') => (typeof fields[k] === 'boolean' ? (fields[k] as boolean) : base[k]);
  const port = typeof fields['PORT'] === 'number' ? fields['PORT'] : base.PORT;
  // A negative port is a client-only account: ISCLIENT true, ADDRESS 0.0.0.0 (reference §3.3).
  const clientOnly = port < 0;
  const host: Host = {
    '@model': RECORD_MODEL.hosts,
    HOSTID: base.HOSTID,
    ADDRESS: clientOnly ? '0.0.0.0' : text('ADDRESS'),
    PORT: port,
    HOSTKEY: secret ? hostKeyJson(secret, deps.config.cryptoKey) : null,
    ISSSL: flag('ISSSL'),
    ISCLIENT: clientOnly ? true : flag('ISCLIENT'),
    ISPROXIFIED: flag('ISPROXIFIED'),
    ADMINROLE: flag('ADMINROLE'),
    ISACTIVE: flag('ISACTIVE'),
    UPDATEDINFO: UPDATED_INFO.TOSUBMIT,
  };
  return deps.store.hosts.put(host, secret);
}

/** A new host (reference §18): the contract's defaults, no password yet. */
const newHost = (id: string): Host => ({
  '@model': RECORD_MODEL.hosts, HOSTID: id, ...NEW_HOST_DEFAULTS, HOSTKEY: null, UPDATEDINFO: UPDATED_INFO.TOSUBMIT,
});

export const hostsResource: DataModelResource<KeyedRow<Host>> = {
  collection: 'hosts',

  list(args, limit, deps) {
    const hostId = readString(args, 'HOSTID');
    const address = readString(args, 'ADDRESS');
    const ssl = hasArg(args, 'ISSSL') ? readFlag(args, 'ISSSL') : undefined;
    const active = hasArg(args, 'ISACTIVE') ? readFlag(args, 'ISACTIVE') : undefined;
    return success(
      joinRows(deps.store.hosts.list(
        (h) =>
          (hostId === undefined || hostId === '' || h.HOSTID === hostId) &&
          (address === undefined || address === '' || h.ADDRESS === address) &&
          (ssl === undefined || h.ISSSL === ssl) &&
          (active === undefined || h.ISACTIVE === active),
        limit,
      )),
    );
  },

  find: (_args, id, deps) => deps.store.hosts.get(id),

  create(args, deps) {
    const fields = readFields(args, META.columns, 'urn:tmkit:host-create');
    if (!fields.ok) return failure(fields.reason);
    const id = fields.values['HOSTID'] as string;
    // An upsert replaces the whole record (reference §18).
    return success(store(newHost(id), fields.values, passwordOf(fields.values['HOSTKEY'] as string), deps));
  },

  update(row, args, deps) {
    const fields = readFields(args, UPDATE_COLUMNS.hosts, 'urn:tmkit:host-update');
    if (!fields.ok) return failure(fields.reason);
    // Without a HOSTKEY the password stays as it was (the real server encrypts it twice: baseline).
    const key = fields.values['HOSTKEY'];
    return success(store(row.record, fields.values, typeof key === 'string' ? passwordOf(key) : row.secret, deps));
  },

  remove(row, deps) {
    deps.store.hosts.delete(row.id);
    return row;
  },
};
