// GET /v2/server/status (docs/rest-v2-3.6.2.md §1 S1, §2.6): the counters of v1 GET /server
// (the same Monitoring, here over the asked period) under v2's names, through the contract's
// serverStatusToV2. As ServerStatusMaker: `lastRun` is null on the first call, then the date of
// the previous call; `fromDate` is now − period; a period of 0 s or less counts over the
// Monitoring's default past limit (24 h), as Monitoring.run does for nbSecond ≤ 0.
import { formatIsoDate, serialize, serverStatusToV2, type Serialisable } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { serverStatusSince, STATUS_WINDOW_MS } from '../../handlers/server/server-status.ts';
import { V2Query } from '../query.ts';
import { v2ErrorReply, v2Errors } from '../v2-errors.ts';
import { languageOf } from '../v2-messages.ts';
import { insaneParameters } from './query-sanity.ts';
import { readPeriod } from './period.ts';
import { factsOf } from '../../release.ts';

const DEFAULT_PERIOD = 'P1DT0H0M0S';

export function getServerStatusV2(req: ParsedRequest, deps: Deps): Reply {
  const language = languageOf(req.headers['accept-language']);
  const q = new V2Query(req);
  const text = q.text('period', DEFAULT_PERIOD);
  const insane = insaneParameters(q, ['period'], factsOf(deps));
  if (insane) return v2ErrorReply([insane], language);
  const period = readPeriod(text);
  if (!period) return v2ErrorReply([v2Errors.illegalParameterValue('period', text)], language);
  const now = deps.clock.now();
  const windowMs = period.seconds > 0 ? period.seconds * 1000 : STATUS_WINDOW_MS;
  const status = serverStatusToV2(serverStatusSince(deps, now - windowMs));
  const lastRun = deps.server.lastStatusRun;
  deps.server.lastStatusRun = now;
  const body = { ...status, lastRun: lastRun === undefined ? null : formatIsoDate(lastRun), fromDate: formatIsoDate(now - period.ms) };
  return { status: 200, headers: { 'Content-Type': 'application/json' }, body: serialize(body as Serialisable, false) };
}
