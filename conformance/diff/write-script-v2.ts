// The REST v2 writes of `tmkit diff --allow-writes` (DESIGN §6, §6a), on records of the script's
// own that it removes again: a rule `tmkitdiff-rule` (POST, GET, PUT, GET through /v2/rules), a
// transfer under it to A's sample partner, numbered by each server, that never runs (its start is
// in 2099) — read, stopped, cancelled, restarted, deleted through v2 (3.6.2 deletes only a transfer
// that left NOTASK, docs/rest-v2-3.6.2.md §8.2: it answers 404 and keeps it, the fake removes it),
// removed through v1 (unchecked) and read again —, then the rule deleted and read again. Cleanup steps remove the transfer, then the rule.
// Host, host configuration and limits writes through v2 are left out: POST /v2/hosts never creates
// a host on 3.6.2, and a host configuration or limits row of the server is not the script's own.
import { isJsonObject, type JsonValue } from '../../contract/index.ts';
import type { CallRequest } from '../client/client.ts';
import type { ScriptStep } from './script-step.ts';
import type { Sample } from './sample.ts';

export const DIFF_RULE = 'tmkitdiff-rule';
const RULE = `/v2/rules/${DIFF_RULE}`;

/** The `id` of a POST /v2/transfers answer (the transfer itself). */
const v2IdOf = (json: JsonValue | undefined): string | undefined => {
  const id = isJsonObject(json) ? json['id'] : undefined;
  return typeof id === 'number' || typeof id === 'bigint' ? String(id) : undefined;
};

const same = (request: CallRequest, cleanup = false): ScriptStep => ({ request: () => request, ...(cleanup ? { cleanup } : {}) });

/** The v2 writes; `slot` is the index this script's transfer takes among the ids the whole script assigns. */
export function v2WriteScript(sample: Sample, slot: number): ScriptStep[] {
  const rule: ScriptStep[] = [
    same({ method: 'POST', path: '/v2/rules', body: { name: DIFF_RULE, mode: 'send', hostIds: [], sErrorTasks: [{ type: 'LOG', arguments: 'tmkit diff', delay: 0 }] } }),
    same({ method: 'GET', path: RULE }),
    same({ method: 'PUT', path: RULE, body: { mode: 'receive', recvPath: '/tmkitdiff-in' } }),
    same({ method: 'GET', path: RULE }),
  ];
  const end = [same({ method: 'DELETE', path: RULE }), same({ method: 'GET', path: RULE })];
  const t = sample.v2Transfer;
  const own = sample.serverHostId;
  const partner = typeof t?.['requested'] === 'string' ? t['requested'] : undefined;
  // The partner must be one this server requests from under its own id (REST v2 addresses those).
  if (own === undefined || partner === undefined || t?.['requester'] !== own) return [...rule, ...end, same({ method: 'DELETE', path: RULE }, true)];
  const of = (make: (id: string) => CallRequest, cleanup = false): ScriptStep => ({ request: (ids) => make(ids[slot] || 'tmkitdiff-unassigned'), ...(cleanup ? { cleanup } : {}) });
  const one = (id: string) => `/v2/transfers/${id}_${partner}`;
  const v1 = (id: string): CallRequest => ({ method: 'DELETE', path: `/transfers/${id}`, query: { REQUESTER: own, REQUESTED: partner, OWNERREQ: own } });
  const transfer: ScriptStep[] = [
    { request: () => ({ method: 'POST', path: '/v2/transfers', body: { ruleName: DIFF_RULE, filename: 'tmkitdiff.txt', requested: partner, fileInfo: 'tmkit diff', start: '2099-01-01T00:00:00Z' } }), assigns: v2IdOf },
    of((id) => ({ method: 'GET', path: one(id) })),
    ...['stop', 'cancel', 'restart'].map((action) => of((id) => ({ method: 'PUT', path: `${one(id)}/${action}` }))),
    // 3.6.2 keeps a NOTASK transfer (404), the fake removes it (204): a known difference; v1 then
    // removes A's, unchecked, since only one server still has it.
    of((id) => ({ method: 'DELETE', path: one(id) })),
    { ...of((id) => v1(id)), unchecked: true },
    of((id) => ({ method: 'GET', path: one(id) })),
  ];
  return [...rule, ...transfer, ...end, of((id) => v1(id), true), same({ method: 'DELETE', path: RULE }, true)];
}
