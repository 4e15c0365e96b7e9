// GET /v2/server/logs (docs/rest-v2-3.6.2.md §1 S5, §2.7): the selected transfers exported to a
// new XML file `<host>_export_<date>.xml` in the fake's archive folder, in the /log export's
// format (one writer for both, generators/xml-export.ts), then `purge` deletes the exported
// transfers and `clean` marks DONE those whose GLOBALSTEP is ALLDONETASK and INFOSTATUS
// CompleteOk; answer `{"filePath","exported","purged"}`.
// Where 3.6.2 does not answer (docs §6 item 25: Saxon refuses `indent-number`, every export is a
// 500 on our build) the fake follows the code's intent. With purge and clean together 3.6.2 would
// update rows it has just deleted (404 after the purge); the fake cleans only what is left.
import { serialize, TASK_STEP, UPDATED_INFO, type Transfer } from '../../../contract/index.ts';
import { formatIsoDate } from '../../../contract/index.ts';
import { XML_EXPORT_CLOSE, XML_EXPORT_OPEN, runnerXml } from '../../../generators/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { createUniqueFile } from '../../handlers/log/export-file.ts';
import { refusedFormType } from '../form-media.ts';
import { V2Query } from '../query.ts';
import { v2ErrorReply } from '../v2-errors.ts';
import { languageOf } from '../v2-messages.ts';
import { LOGS_PARAMETERS, readLogsRequest } from './logs-request.ts';
import { insaneParameters } from './query-sanity.ts';
import { factsOf } from '../../release.ts';

export function getLogsV2(req: ParsedRequest, deps: Deps): Reply {
  const refused = refusedFormType(req);
  if (refused) return refused;
  const language = languageOf(req.headers['accept-language']);
  const q = new V2Query(req);
  const insane = insaneParameters(q, LOGS_PARAMETERS, factsOf(deps));
  if (insane) return v2ErrorReply([insane], language);
  const read = readLogsRequest(q, factsOf(deps));
  if (!read.ok) return v2ErrorReply(read.errors, language);
  const { selection, status, requester, purge, clean } = read.request;
  const transfers = deps.store.transfers;

  const exported: Transfer[] = [];
  for (const { record } of transfers.stream(selection)) {
    if (status !== undefined && record.UPDATEDINFO !== status) continue;
    if (requester !== undefined && record.REQUESTER !== requester) continue;
    exported.push(record);
  }
  // Written before anything changes: a file that cannot be written leaves the store as it was.
  const file = createUniqueFile(deps.server.archiveDir(), `${deps.config.hostId}_export_${formatIsoDate(deps.clock.now())}`, '.xml');
  try {
    file.write(XML_EXPORT_OPEN);
    for (const record of exported) file.write(runnerXml(record));
    file.write(XML_EXPORT_CLOSE);
    file.close();
  } catch (e) {
    file.discard();
    throw e;
  }

  let purged = 0;
  if (purge) for (const record of exported) if (transfers.delete(record)) purged++;
  if (clean && !purge) {
    for (const record of exported) {
      if (record.GLOBALSTEP === TASK_STEP.ALLDONETASK && record.INFOSTATUS.startsWith('O')) transfers.put({ ...record, UPDATEDINFO: UPDATED_INFO.DONE });
    }
  }
  const body = { filePath: file.path, exported: exported.length, purged };
  return { status: 200, headers: { 'Content-Type': 'application/json' }, body: serialize(body, false) };
}
