// The writes script (`tmkit diff --allow-writes`, DESIGN §6): create, read, update, delete and read
// again one record of each collection, all of the script's own (HOSTID `tmkitdiff-host`, a
// transfer between it and `tmkitdiff-peer` under A's sample rule, numbered by each server), then
// cleanup steps that delete them again whatever happened; then the REST v2 writes (write-script-v2.ts).
// Nothing else on the servers is touched.
import type { CallRequest } from '../client/client.ts';
import { isJsonObject, type JsonValue } from '../../contract/index.ts';
import type { ScriptStep } from './script-step.ts';
import type { Sample } from './sample.ts';
import { v2WriteScript } from './write-script-v2.ts';

export const DIFF_HOST = 'tmkitdiff-host';
const PEER = 'tmkitdiff-peer';
const identity = { REQUESTER: DIFF_HOST, REQUESTED: PEER };

/** The SPECIALID of a POST answer: the record is the envelope's `answer` (reference §2.4). */
const specialIdOf = (json: JsonValue | undefined): string | undefined => {
  const record = isJsonObject(json) ? json['answer'] : undefined;
  const id = isJsonObject(record) ? record['SPECIALID'] : undefined;
  return typeof id === 'number' || typeof id === 'bigint' ? String(id) : undefined;
};

/** The same request to every server. */
const same = (request: CallRequest): ScriptStep => ({ request: () => request });
/** A request about the transfer this server numbered. */
const ofTransfer = (make: (id: string) => CallRequest, cleanup = false): ScriptStep => ({ request: (ids) => make(ids[0] || 'tmkitdiff-unassigned'), ...(cleanup ? { cleanup } : {}) });

function crud(path: string, create: Record<string, unknown>, update: Record<string, unknown>): ScriptStep[] {
  const one = `${path}/${DIFF_HOST}`;
  return [
    same({ method: 'POST', path, body: { HOSTID: DIFF_HOST, ...create } as never }),
    same({ method: 'GET', path: one }),
    same({ method: 'PUT', path: one, body: update as never }),
    same({ method: 'GET', path: one }),
    same({ method: 'DELETE', path: one }),
    same({ method: 'GET', path: one }),
  ];
}

export function writeScript(sample: Sample): ScriptStep[] {
  const rule = String(sample.transfer?.['IDRULE'] ?? 'tmkitdiff-rule');
  const one = (id: string) => `/transfers/${id}`;
  const transfer: ScriptStep[] = [
    { request: () => ({ method: 'POST', path: '/transfers', body: { ...identity, IDRULE: rule, FILENAME: 'tmkitdiff.txt', FILEINFO: 'tmkit diff' } }), assigns: specialIdOf },
    ofTransfer((id) => ({ method: 'GET', path: one(id), query: identity })),
    ofTransfer((id) => ({ method: 'PUT', path: one(id), query: identity, body: { FILEINFO: 'tmkit diff, updated', RANK: 2 } })),
    ofTransfer((id) => ({ method: 'GET', path: one(id), query: identity })),
    ofTransfer((id) => ({ method: 'DELETE', path: one(id), query: identity })),
    ofTransfer((id) => ({ method: 'GET', path: one(id), query: identity })),
  ];
  const roles = '<roles><role><roleid>tmkitdiff-host</roleid><roleset>READONLY</roleset></role></roles>';
  const v1 = [
    ...transfer,
    ...crud('/hosts', { ADDRESS: '10.0.0.99', PORT: 6666, HOSTKEY: 'dG1raXRkaWZm', ISSSL: false, ISACTIVE: false }, { ADDRESS: '10.0.0.98', HOSTKEY: 'dG1raXRkaWZm' }),
    ...crud('/hostconfigs', { BUSINESS: '<business></business>', ROLES: roles, ALIASES: '<aliases></aliases>', OTHERS: '<root><version>3.6.2</version></root>' }, { BUSINESS: '<business><businessid>tmkitdiff-host</businessid></business>', ROLES: roles, ALIASES: '<aliases></aliases>', OTHERS: '<root><version>3.6.2</version></root>' }),
    ...crud('/configurations', { READGLOBALLIMIT: 1000, WRITEGLOBALLIMIT: 2000, READSESSIONLIMIT: 100, WRITESESSIONLIMIT: 200, DELAYLIMIT: 10 }, { READGLOBALLIMIT: 3000 }),
    ofTransfer((id) => ({ method: 'DELETE', path: one(id), query: identity }), true),
    ...['/hosts', '/hostconfigs', '/configurations'].map((path): ScriptStep => ({ request: () => ({ method: 'DELETE', path: `${path}/${DIFF_HOST}` }), cleanup: true })),
  ];
  // The v1 transfer takes the first assigned id, the v2 transfer the second.
  return [...v1, ...v2WriteScript(sample, 1)];
}
