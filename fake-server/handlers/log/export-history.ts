// GET /log: export (and optionally purge) the transfer history (reference §4, §18). Order of
// work: read the packet, create the export file (an unwritable archive folder fails here, before
// anything changed), clean, select and stream the export, then purge. Every failure leaves the
// store as it was and no file behind.
import { ACTION_MODEL, packetOf, V1_COMMAND } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { actionError, actionOk, unreadablePacket } from '../actions/action-reply.ts';
import { requirePacket } from '../actions/read-packet.ts';
import { createExportFile, type ExportFile } from './export-file.ts';
// One writer for every /log-format export: the generators' streaming one (a leaf module, no faker).
import { XML_EXPORT_CLOSE as XML_CLOSE, XML_EXPORT_OPEN as XML_OPEN, runnerXml } from '../../../generators/index.ts';
import { cleanFinishedTransfers, purgeHistory, restoreTransfers } from './history-maintenance.ts';
import { readLogRequest } from './log-request.ts';
import { factsOf } from '../../release.ts';

const COMMAND = V1_COMMAND.GetLog;

/** The real server answers an export I/O failure with 400 JSON (reference §4); the detail says why. */
const exportFailed = (req: ParsedRequest, where: string, e: unknown) =>
  actionError(
    req,
    400,
    `The history export could not be written ${where}: ${e instanceof Error ? e.message : String(e)}. ` +
      'Nothing was cleaned or purged; the archive folder (--archive-dir) must be a writable directory.',
    ACTION_MODEL.log,
    { command: COMMAND },
  );

export function exportHistory(req: ParsedRequest, deps: Deps): Reply {
  const read = requirePacket(req, deps.config, 'log', ACTION_MODEL.log);
  if (!read.ok) return read.reply;
  const parsed = readLogRequest(read.packet, deps.config.hostId, factsOf(deps).v1ListNameMatch);
  // A date Jackson cannot read fails while the packet is read: the short body (reference §18).
  if (!parsed.ok) return unreadablePacket(req, parsed.detail);
  const { selection, clean, purge, echo } = parsed.request;
  const transfers = deps.store.transfers;

  let file: ExportFile;
  let dir = deps.config.archiveDir ?? 'a new temporary folder';
  try {
    dir = deps.server.archiveDir();
    file = createExportFile(dir, deps.config.hostId, deps.clock.now());
  } catch (e) {
    return exportFailed(req, `into ${dir}`, e);
  }

  const cleaned = clean ? cleanFinishedTransfers(transfers, deps.config.hostId, factsOf(deps).logCleanOwners) : [];
  let exported = 0;
  let highestId: bigint | undefined;
  try {
    // Runner by runner: the store makes each record only as it is read and the writer flushes in
    // chunks, so neither the selection's records nor the document are ever held whole.
    file.write(XML_OPEN);
    for (const row of transfers.stream(selection)) {
      const record = row.record;
      // The rows come in SPECIALID descending order: the first is the highest exported id.
      if (exported === 0) highestId = record.SPECIALID;
      exported++;
      file.write(runnerXml(record));
    }
    file.write(XML_CLOSE);
    file.close();
  } catch (e) {
    file.discard();
    restoreTransfers(transfers, cleaned);
    return exportFailed(req, `to ${file.path}`, e);
  }

  const purged = purge && highestId !== undefined ? purgeHistory(transfers, selection, highestId) : 0;
  const answer = packetOf('logResponse', deps.config.classPrefix, { ...echo, filename: file.path, exported, purged });
  return actionOk(req, ACTION_MODEL.log, [answer], COMMAND);
}
