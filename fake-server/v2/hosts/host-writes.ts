// GET, POST, PUT and DELETE of one v2 host (`HostsHandler.addHost`, `HostIdHandler`,
// docs/rest-v2-3.6.2.md §1 H2-H5, §2.2) over `store.hosts`, the records v1's /hosts shows.
// Where 3.6.2 is evidently wrong the fake follows the intent (DESIGN §2):
// - POST: 3.6.2's existence test is reversed (a new name gets errorCode 8, an existing one reaches
//   the INSERT); here a new name is created and an existing one refused with 8.
// - DELETE of this server's own host or of a host named by transfers: 3.6.2 answers 404 and then
//   deletes it all the same; here 404 and the host is kept. 3.5.2 has no such test: 204 and deleted
//   (release-facts.ts v2HostDeleteGuard).
import { hostToV2 } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { refusedMediaType } from '../v2-body.ts';
import { emptyReply, v2ErrorReply, v2Errors } from '../v2-errors.ts';
import { checkedBody, jsonReply, NOT_JSON, pathIdOf } from '../v2-lists.ts';
import { languageOf } from '../v2-messages.ts';
import { NEW_HOST_DRAFT, readHostBody } from './host-input.ts';
import { draftOf, storeHost } from './host-store.ts';
import { addressHeader } from '../address-header.ts';
import { factsOf } from '../../release.ts';
import { readThroughCache } from '../../handlers/data-model/record-cache.ts';

const NOT_FOUND = emptyReply(404);



/** GET /v2/hosts/{id} */
export function getHost(req: ParsedRequest, deps: Deps): Reply {
  const id = pathIdOf(req);
  const row = readThroughCache(deps, 'hosts', id, deps.store.hosts.get(id));
  return row ? jsonReply(200, hostToV2(row.record)) : NOT_FOUND;
}

/** POST /v2/hosts: 201, the host and header `host-uri`; the body is checked before the name's existence. */
export function createHost(req: ParsedRequest, deps: Deps): Reply {
  if (refusedMediaType(req)) return NOT_JSON;
  const read = checkedBody(req, factsOf(deps).v2SanityFilter, (o, m) => readHostBody(o, m, NEW_HOST_DRAFT));
  if (!read.ok) return read.reply;
  const id = read.host.HOSTID ?? '';
  if (deps.store.hosts.get(id)) return v2ErrorReply([v2Errors.alreadyExisting(id)], languageOf(req.headers['accept-language']));
  const row = storeHost(read.host, undefined, deps);
  return jsonReply(201, hostToV2(row.record), { 'host-uri': addressHeader(`/v2/hosts/${id}`) });
}

/** PUT /v2/hosts/{id}: the host is looked up before the body is read (404 first); 201 with the host. */
export function updateHost(req: ParsedRequest, deps: Deps): Reply {
  if (refusedMediaType(req)) return NOT_JSON;
  const id = pathIdOf(req);
  const old = readThroughCache(deps, 'hosts', id, deps.store.hosts.get(id));
  if (!old) return NOT_FOUND;
  const read = checkedBody(req, factsOf(deps).v2SanityFilter, (o, m) => readHostBody(o, m, draftOf(old.record)));
  if (!read.ok) return read.reply;
  return jsonReply(201, hostToV2(storeHost(read.host, old, deps).record));
}

/** DELETE /v2/hosts/{id}: 204; 404 for an unknown host, and on 3.6.x for this server's own or one transfers name. */
export function deleteHost(req: ParsedRequest, deps: Deps): Reply {
  const id = pathIdOf(req);
  if (!deps.store.hosts.get(id)) return NOT_FOUND;
  if (factsOf(deps).v2HostDeleteGuard) {
    if (id === deps.config.hostId) return NOT_FOUND;
    const named = deps.store.transfers.query({ partner: id, statusFlags: [], orderById: false, limit: 1 }).length > 0;
    if (named) return NOT_FOUND;
  }
  deps.store.hosts.delete(id);
  return emptyReply(204);
}
