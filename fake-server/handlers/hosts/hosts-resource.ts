// /hosts (reference §3.3, §8.2, §18). GET /hosts without ISSSL/ISACTIVE applies no filter: the
// interface calls them optional (DESIGN §2.4; the real server's implicit `false` is in the baseline).
// On 3.5.2 a POST stores the host as sent and answers it as 3.6.2 would store it, and a HOSTKEY is
// read as text (release-facts.ts v1CreateStores, v1HostKeyInput).
import { COLLECTION_META, NEW_HOST_DEFAULTS, UPDATE_COLUMNS, UPDATED_INFO, type Host, RECORD_MODEL, serialize } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { KeyedRow } from '../../store/index.ts';
import { hasArg, readFlag, readString } from '../data-model/args.ts';
import { readFields, type FieldValues } from '../data-model/fields.ts';
import { failure, joinRows, success, type DataModelResource } from '../data-model/resource.ts';
import { hostKeyJson, passwordOf } from './host-key.ts';
import { factsOf } from '../../release.ts';
import { cacheAnswered, readThroughCache } from '../data-model/record-cache.ts';
import { nameMatcher } from '../data-model/name-match.ts';

const META = COLLECTION_META.hosts;

function store(base: Host, fields: FieldValues, secret: Uint8Array | undefined, deps: Deps): KeyedRow<Host> {
  return deps.store.hosts.put(written(base, fields, secret, deps), secret);
}

/** The host a write makes of `base` and the client's fields: HOSTKEY encrypted, a negative PORT a client, UPDATEDINFO TOSUBMIT. */
function written(base: Host, fields: FieldValues, secret: Uint8Array | undefined, deps: Deps): Host {
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
  return host;
}

/**
 * 3.5.2's POST (release-facts.ts v1CreateStores `body`): the host stored as sent (HOSTKEY the
 * text's bytes in base64, ADDRESS and ISCLIENT as given, UPDATEDINFO 0), the answer, and the
 * one-record reads while the server's cache holds it, the host as written; the password stays the
 * fake's, so the host still authenticates against the fake.
 */
function storedAsSent(id: string, fields: FieldValues, secret: Uint8Array, deps: Deps): KeyedRow<Host> {
  const answered = written(newHost(id), fields, secret, deps);
  const sent: Host = {
    ...answered,
    ADDRESS: typeof fields['ADDRESS'] === 'string' ? fields['ADDRESS'] : NEW_HOST_DEFAULTS.ADDRESS,
    ISCLIENT: typeof fields['ISCLIENT'] === 'boolean' ? fields['ISCLIENT'] : NEW_HOST_DEFAULTS.ISCLIENT,
    HOSTKEY: Buffer.from(secret).toString('base64'),
    UPDATEDINFO: UPDATED_INFO.UNKNOWN,
  };
  const stored = deps.store.hosts.put(sent, secret);
  const view = { ...stored, record: answered, json: serialize(answered) };
  cacheAnswered(deps, 'hosts', id, stored, view);
  return view;
}

/** A new host (reference §18): the contract's defaults, no password yet. */
const newHost = (id: string): Host => ({
  '@model': RECORD_MODEL.hosts, HOSTID: id, ...NEW_HOST_DEFAULTS, HOSTKEY: null, UPDATEDINFO: UPDATED_INFO.TOSUBMIT,
});

export const hostsResource: DataModelResource<KeyedRow<Host>> = {
  collection: 'hosts',

  list(args, limit, deps) {
    const match = factsOf(deps).v1ListNameMatch;
    const byName = (name: string) => {
      const value = readString(args, name);
      return value === undefined || value === '' ? () => true : nameMatcher(value, match);
    };
    const hostId = byName('HOSTID');
    const address = byName('ADDRESS');
    const ssl = hasArg(args, 'ISSSL') ? readFlag(args, 'ISSSL') : undefined;
    const active = hasArg(args, 'ISACTIVE') ? readFlag(args, 'ISACTIVE') : undefined;
    return success(
      joinRows(deps.store.hosts.list(
        (h) =>
          hostId(h.HOSTID) &&
          address(h.ADDRESS) &&
          (ssl === undefined || h.ISSSL === ssl) &&
          (active === undefined || h.ISACTIVE === active),
        limit,
      )),
    );
  },

  find: (_args, id, deps) => readThroughCache(deps, 'hosts', id, deps.store.hosts.get(id)),

  create(args, deps) {
    const fields = readFields(args, META.columns, 'urn:tmkit:host-create');
    if (!fields.ok) return failure(fields.reason);
    const id = fields.values['HOSTID'] as string;
    const facts = factsOf(deps);
    const secret = passwordOf(fields.values['HOSTKEY'] as string, facts.v1HostKeyInput);
    if (facts.v1CreateStores === 'body') return success(storedAsSent(id, fields.values, secret, deps));
    // An upsert replaces the whole record (reference §18).
    return success(store(newHost(id), fields.values, secret, deps));
  },

  update(row, args, deps) {
    const fields = readFields(args, UPDATE_COLUMNS.hosts, 'urn:tmkit:host-update');
    if (!fields.ok) return failure(fields.reason);
    // Without a HOSTKEY the password stays as it was (the real server encrypts it twice: baseline).
    const key = fields.values['HOSTKEY'];
    return success(store(row.record, fields.values, typeof key === 'string' ? passwordOf(key, factsOf(deps).v1HostKeyInput) : row.secret, deps));
  },

  remove(row, deps) {
    deps.store.hosts.delete(row.id);
    return row;
  },
};
