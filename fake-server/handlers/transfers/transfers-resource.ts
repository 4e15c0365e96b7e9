// /transfers (reference §3.2): one transfer is SPECIALID + REQUESTER + REQUESTED + OWNERREQ, the
// owner defaulting to this server's host id (interface, DESIGN §2.4).
import { COLLECTION_META, UPDATE_COLUMNS, type Transfer } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { TransferRow } from '../../store/index.ts';
import { readBigInt, readString, type Args } from '../data-model/args.ts';
import { readFields } from '../data-model/fields.ts';
import { failure, success, type DataModelResource } from '../data-model/resource.ts';
import { readTransferQuery } from './transfer-filters.ts';
import { buildTransfer, newTransfer } from './transfer-record.ts';
import { factsOf } from '../../release.ts';

const META = COLLECTION_META.transfers;

const ID_TEXT = /^-?\d+(\.0*)?$/;

function ownerOf(args: Args, deps: Deps): string {
  const owner = readString(args, 'OWNERREQ');
  return owner === undefined || owner === '' ? deps.config.hostId : owner;
}

export const transfersResource: DataModelResource<TransferRow> = {
  collection: 'transfers',

  list(args, limit, deps) {
    const query = readTransferQuery(args, limit, deps.config.hostId, factsOf(deps).v1ListNameMatch);
    if (!query.ok) return query;
    return success(deps.store.transfers.queryJoined(query.value));
  },

  find(args, id, deps) {
    // The path segment is the SPECIALID ("1004.0" reads as 1004); REQUESTER and REQUESTED are required.
    if (!ID_TEXT.test(id)) return undefined;
    const requester = readString(args, 'REQUESTER');
    const requested = readString(args, 'REQUESTED');
    if (!requester || !requested) return undefined;
    return deps.store.transfers.get({
      SPECIALID: BigInt(id.replace(/\.0*$/, '')),
      REQUESTER: requester,
      REQUESTED: requested,
      OWNERREQ: ownerOf(args, deps),
    });
  },

  create(args, deps) {
    const fields = readFields(args, META.columns, 'urn:tmkit:transfer-create');
    if (!fields.ok) return failure(fields.reason);
    const v = fields.values;
    const given = readBigInt(args, 'SPECIALID');
    if (given !== undefined) deps.ids.observe(given);
    const now = deps.clock.now();
    const base = newTransfer(
      {
        SPECIALID: given ?? deps.ids.next(),
        REQUESTER: v['REQUESTER'] as string,
        REQUESTED: v['REQUESTED'] as string,
        OWNERREQ: ownerOf(args, deps),
        IDRULE: v['IDRULE'] as string,
      },
      now,
      factsOf(deps).followWithoutId,
    );
    // An upsert replaces the whole record: fields left out go back to their defaults (reference §18).
    return success(deps.store.transfers.put(buildTransfer(base, v, now, factsOf(deps).followWithoutId)));
  },

  update(row, args, deps) {
    const fields = readFields(args, UPDATE_COLUMNS.transfers, 'urn:tmkit:transfer-update');
    if (!fields.ok) return failure(fields.reason);
    return success(deps.store.transfers.put(buildTransfer(row.record, fields.values, deps.clock.now(), factsOf(deps).followWithoutId)));
  },

  remove(row, deps) {
    deps.store.transfers.delete(row.record);
    return row;
  },
};

export type { Transfer };
