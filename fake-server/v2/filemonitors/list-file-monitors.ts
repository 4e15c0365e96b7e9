// GET /v2/filemonitors (docs/rest-v2-3.6.2.md §1 F1, §2.7; SpooledHandler and
// SpooledInformTask.buildSpooledJson): the file monitors the fake holds (seeded, set through
// the control API), filtered by `name` (exact, trimmed) and `status` (a Java int: 0 all, > 0
// active, < 0 inactive), as `{"results","totalResults","totalSubResults"}`, or the two counts
// alone with `countOrder=true`. totalSubResults counts the files of the monitors answered.
//
// `status`: the maker's file says 1 active, −1 inactive; 3.6.2's checkValidEntrySpooled keeps
// the stale monitors for > 0 and the fresh ones for < 0, the reverse. The fake follows the
// maker's file (DESIGN §2: an evident defect is not copied). A monitor is active while its last
// report is at most twice the connection timeout (30 s) old, the test 3.6.2 makes.
import { serialize, type Serialisable } from '../../../contract/index.ts';
import type { FileMonitor } from '../../../generators/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { refusedFormType } from '../form-media.ts';
import { V2Query } from '../query.ts';
import { insaneParameters } from '../server/query-sanity.ts';
import { v2ErrorReply, v2Errors } from '../v2-errors.ts';
import { languageOf } from '../v2-messages.ts';
import { fileMonitorToV2 } from './file-monitor-json.ts';
import { factsOf } from '../../release.ts';

/** Configuration.timeoutCon of 3.6.2 (default 30 s). */
const TIMEOUT_CON_MS = 30_000;

const isActive = (m: FileMonitor, now: number) => m.lastUpdate + 2 * TIMEOUT_CON_MS >= now;

export function listFileMonitorsV2(req: ParsedRequest, deps: Deps): Reply {
  const refused = refusedFormType(req);
  if (refused) return refused;
  const language = languageOf(req.headers['accept-language']);
  const q = new V2Query(req);
  const insane = insaneParameters(q, ['name', 'status', 'countOrder'], factsOf(deps));
  if (insane) return v2ErrorReply([insane], language);
  const name = q.text('name').trim();
  const statusText = q.text('status').trim();
  let status = 0;
  if (statusText !== '') {
    const n = /^[+-]?\d+$/.test(statusText) ? Number(statusText) : Number.NaN;
    if (!(Number.isSafeInteger(n) && n >= -(2 ** 31) && n < 2 ** 31)) return v2ErrorReply([v2Errors.illegalParameterValue('status', q.text('status'))], language);
    status = n;
  }
  const now = deps.clock.now();
  const monitors = [...deps.server.fileMonitors]
    .filter((m) => name === '' || m.name === name)
    .filter((m) => status === 0 || (status > 0) === isActive(m, now))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const files = monitors.reduce((n, m) => n + m.files.length, 0);
  const body: Serialisable = q.countOrder(factsOf(deps).v2CountOrder)
    ? { totalResults: monitors.length, totalSubResults: files }
    : { results: monitors.map(fileMonitorToV2), totalResults: monitors.length, totalSubResults: files };
  return { status: 200, headers: { 'Content-Type': 'application/json' }, body: serialize(body, false) };
}
