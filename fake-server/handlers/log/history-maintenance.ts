// The two changes GET /log makes to the stored history (reference §4, §18): `clean` marks
// finished transfers as DONE before the export, `purge` deletes the exported range after it.
import { TASK_STEP, UPDATED_INFO, type ReleaseFacts, type StatusFlag, type Transfer } from '../../../contract/index.ts';
import type { TransferQuery, TransferStore } from '../../store/index.ts';

/**
 * `clean=true`: UPDATEDINFO := DONE on own transfers whose UPDATEDINFO is neither DONE nor
 * UNKNOWN, whose GLOBALLASTSTEP is ALLDONETASK and whose STEPSTATUS letter is greater than `O`.
 * The real test is a plain `> 'O'` (its comment says it means CompleteOk; §18 confirms `T` is
 * cleaned and `O` is not), compared here on the letter's char code.
 *
 * Scope (a decision): every own transfer, not only the export's selection. Reference §4 gives
 * clean as a first step over own transfers with no range condition, and names the id, date, rule
 * and partner conditions only for the export and the purge; the §18 capture cannot tell the two
 * readings apart (its range held both rows it looked at).
 *
 * Owners (release-facts.ts logCleanOwners): this server's own transfers on 3.6.x; on 3.5.2 those
 * whose OWNERREQ sorts after the server's host id (its SQL says `OWNERREQ > '<host id>'`), so none
 * of its own.
 *
 * Answers the records as they were, so a failed export can put them back.
 */
export function cleanFinishedTransfers(transfers: TransferStore, ownHostId: string, owners: ReleaseFacts['logCleanOwners']): Transfer[] {
  const before: Transfer[] = [];
  const own = owners === 'own';
  // One record at a time (a history may hold a million); the few to clean are changed after the walk.
  for (const { record } of transfers.stream({ ...(own ? { owner: ownHostId } : {}), statusFlags: [], orderById: true, limit: Number.MAX_SAFE_INTEGER })) {
    if (!own && !(record.OWNERREQ > ownHostId)) continue;
    if (record.UPDATEDINFO === UPDATED_INFO.DONE || record.UPDATEDINFO === UPDATED_INFO.UNKNOWN) continue;
    if (record.GLOBALLASTSTEP !== TASK_STEP.ALLDONETASK || !(record.STEPSTATUS.charCodeAt(0) > 'O'.charCodeAt(0))) continue;
    before.push(record);
  }
  for (const record of before) transfers.put({ ...record, UPDATEDINFO: UPDATED_INFO.DONE });
  return before;
}

/** Puts back records a clean changed. */
export function restoreTransfers(transfers: TransferStore, records: readonly Transfer[]): void {
  for (const r of records) transfers.put(r);
}

/** Only the error and done flags take part in the purge: pending and in-transfer are forced off. */
const PURGE_FLAGS: readonly StatusFlag[] = ['INERROR', 'DONE'];

/**
 * `purge=true`, called only when at least one transfer was exported: STOPID becomes the highest
 * exported SPECIALID, then every own transfer that is not RUNNING and matches the id range, the
 * STARTTRANS window, rule, partner and the error/done flags (if any) is deleted. So with no error
 * or done flag, non-running rows of the range go even if a narrower status selection did not
 * export them — the real server's rule (reference §4). Answers the number deleted.
 */
export function purgeHistory(transfers: TransferStore, selection: TransferQuery, highestExportedId: bigint): number {
  const stopId = selection.stopId === undefined || selection.stopId > highestExportedId ? highestExportedId : selection.stopId;
  const range = { ...selection, stopId, statusFlags: selection.statusFlags.filter((f) => PURGE_FLAGS.includes(f)) };
  return transfers.deleteWhere(range, (row) => row.record.UPDATEDINFO !== UPDATED_INFO.RUNNING);
}
