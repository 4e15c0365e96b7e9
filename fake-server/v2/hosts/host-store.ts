// A v2 host write kept in the one store (`store.hosts`), so v1's /hosts shows it: the password
// encrypted with the fake's crypto key and shown as v1 shows HOSTKEY (handlers/hosts/host-key.ts),
// the plain bytes kept as the row's secret for authentication. A password given through v2 is the
// text itself (`cryptToHex(value.asText())`), never read as base64 as v1's byte[] field is.
import { RECORD_MODEL, UPDATED_INFO, type Host } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import { hostKeyJson } from '../../handlers/hosts/host-key.ts';
import type { KeyedRow } from '../../store/index.ts';
import type { HostDraft } from './host-input.ts';

/** A stored host as the converter starts a PUT from. */
export const draftOf = (h: Host): HostDraft => ({
  HOSTID: h.HOSTID, ADDRESS: h.ADDRESS, PORT: h.PORT, hasKey: h.HOSTKEY !== null && h.HOSTKEY !== '',
  ISSSL: h.ISSSL, ISCLIENT: h.ISCLIENT, ADMINROLE: h.ADMINROLE, ISACTIVE: h.ISACTIVE, ISPROXIFIED: h.ISPROXIFIED,
});

/**
 * Stores a checked draft over `old` (undefined for a new host: UPDATEDINFO UNKNOWN, as 3.6.2's
 * Host starts; an update keeps the row's).
 */
export function storeHost(draft: HostDraft, old: KeyedRow<Host> | undefined, deps: Deps): KeyedRow<Host> {
  const secret = draft.password === undefined ? old?.secret : Buffer.from(draft.password, 'utf8');
  const host: Host = {
    '@model': RECORD_MODEL.hosts,
    HOSTID: draft.HOSTID ?? '',
    ADDRESS: draft.ADDRESS ?? '',
    PORT: draft.PORT,
    HOSTKEY: draft.password === undefined ? (old?.record.HOSTKEY ?? null) : hostKeyJson(secret as Uint8Array, deps.config.cryptoKey),
    ISSSL: draft.ISSSL,
    ISCLIENT: draft.ISCLIENT,
    ISPROXIFIED: draft.ISPROXIFIED,
    ADMINROLE: draft.ADMINROLE,
    ISACTIVE: draft.ISACTIVE,
    UPDATEDINFO: old?.record.UPDATEDINFO ?? UPDATED_INFO.UNKNOWN,
  };
  return deps.store.hosts.put(host, secret);
}
