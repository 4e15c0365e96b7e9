// GET, POST, PUT and DELETE /v2/hostconfig (`HostConfigHandler`, docs/rest-v2-3.6.2.md §1 C1-C4,
// §2.4, §8.5) on this server's row of `store.hostconfigs` (HOSTID = deps.config.hostId), the row
// v1's /hostconfigs/<own id> shows and the roles of v2 authentication come from.
// POST: 3.6.2 declares `@Consumes(form-urlencoded)` yet reads the body as JSON, and answers 415 to
// application/json; the maker's file says application/json. The fake takes the JSON body under
// either type (3.6.2's own and the documented one) and refuses the others (415).
import { RECORD_MODEL, UPDATED_INFO, hostConfigReadToV2, hostConfigToV2, type HostConfiguration } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { refusedMediaType } from '../v2-body.ts';
import { emptyReply, v2ErrorReply, v2Errors } from '../v2-errors.ts';
import { isFormMediaType } from '../form-media.ts';
import { checkedBody, jsonReply, NOT_JSON } from '../v2-lists.ts';
import { languageOf } from '../v2-messages.ts';
import { NEW_HOSTCONFIG_TEXTS, readHostConfigBody, type HostConfigTexts } from './hostconfig-input.ts';
import { factsOf } from '../../release.ts';

const NOT_FOUND = emptyReply(404);
const ownRow = (deps: Deps) => deps.store.hostconfigs.get(deps.config.hostId);



function storeTexts(texts: HostConfigTexts, updatedInfo: number, deps: Deps): HostConfiguration {
  const record: HostConfiguration = { '@model': RECORD_MODEL.hostconfigs, HOSTID: deps.config.hostId, ...texts, UPDATEDINFO: updatedInfo };
  deps.store.hostconfigs.put(record);
  return record;
}

/** GET /v2/hostconfig: the configuration and the versions; 404 without a row. */
export function getHostConfig(_req: ParsedRequest, deps: Deps): Reply {
  const row = ownRow(deps);
  return row ? jsonReply(200, hostConfigReadToV2(row.record, factsOf(deps).versionBin)) : NOT_FOUND;
}

/** POST /v2/hostconfig: errorCode 8 when the row exists, before the body is read (as 3.6.2); else 201. */
export function createHostConfig(req: ParsedRequest, deps: Deps): Reply {
  if (refusedMediaType(req) && !isFormMediaType(req)) return NOT_JSON;
  if (ownRow(deps)) return v2ErrorReply([v2Errors.alreadyExisting(deps.config.hostId)], languageOf(req.headers['accept-language']));
  const read = checkedBody(req, factsOf(deps).v2SanityFilter, (o, m) => readHostConfigBody(o, m, NEW_HOSTCONFIG_TEXTS));
  if (!read.ok) return read.reply;
  // A new row starts at UPDATEDINFO 0 (observed).
  return jsonReply(201, hostConfigToV2(storeTexts(read.texts, UPDATED_INFO.UNKNOWN, deps)));
}

/** PUT /v2/hostconfig: the parts given replace the row's; 201 without the versions; 404 without a row. */
export function replaceHostConfig(req: ParsedRequest, deps: Deps): Reply {
  if (refusedMediaType(req)) return NOT_JSON;
  const row = ownRow(deps);
  if (!row) return NOT_FOUND;
  const read = checkedBody(req, factsOf(deps).v2SanityFilter, (o, m) => readHostConfigBody(o, m, row.record));
  if (!read.ok) return read.reply;
  return jsonReply(201, hostConfigToV2(storeTexts(read.texts, row.record.UPDATEDINFO, deps)));
}

/** DELETE /v2/hostconfig: 204, then GET answers 404. */
export function deleteHostConfig(_req: ParsedRequest, deps: Deps): Reply {
  if (!ownRow(deps)) return NOT_FOUND;
  deps.store.hostconfigs.delete(deps.config.hostId);
  return emptyReply(204);
}
