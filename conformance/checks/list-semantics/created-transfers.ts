// Transfers a check creates when the data it reads cannot reach a case (a status with no row, id and
// STARTTRANS orders that never disagree), and only where the run may write (DESIGN §6). They take
// the SPECIALIDs just above the highest one listed, so they land in the sample's first rows; their
// partner and file name carry the run prefix, and they are deleted again at the end of the check.
import type { CheckContext } from '../../runner/context.ts';
import { answerOf } from '../scenarios/helpers.ts';
import { transferRow, type TransferRow } from './transfer-rows.ts';
import type { TransferSample } from './transfer-sample.ts';

export interface NewTransfer {
  readonly GLOBALSTEP?: number;
  readonly STARTTRANS?: number;
}

export const mayCreateTransfers = (ctx: CheckContext): boolean => ctx.allows({ method: 'POST', path: '/transfers' }) && ctx.allows({ method: 'DELETE', path: '/transfers/0' });

/** Creates the transfers in order, REQUESTED being `partner`; answers the rows created, as the creates answered them. */
export async function createTransferRows(ctx: CheckContext, sample: TransferSample, specs: readonly NewTransfer[], partner = `${ctx.runPrefix}-partner`): Promise<TransferRow[]> {
  const self = await ctx.hostId();
  const rule = sample.rows[0]?.rule || `${ctx.runPrefix}-rule`;
  let previous = sample.rows[0]?.id;
  const created: TransferRow[] = [];
  for (const [i, spec] of specs.entries()) {
    const id = previous === undefined ? undefined : previous + 1n;
    const ex = await ctx.call({
      method: 'POST',
      path: '/transfers',
      body: {
        ...(id === undefined ? {} : { SPECIALID: id }),
        FILENAME: `${ctx.runPrefix}-list-semantics-${i}.txt`,
        IDRULE: rule,
        REQUESTER: self,
        REQUESTED: partner,
        ...(spec.GLOBALSTEP === undefined ? {} : { GLOBALSTEP: spec.GLOBALSTEP, GLOBALLASTSTEP: spec.GLOBALSTEP }),
        ...(spec.STARTTRANS === undefined ? {} : { STARTTRANS: spec.STARTTRANS }),
      },
    });
    const record = answerOf(ex);
    const row = ex.response?.status === 200 && record ? transferRow(record) : undefined;
    // A create that fails is positive_data_acceptance's finding; this check goes on with what it has.
    if (!row) break;
    const key = { REQUESTER: row.requester, REQUESTED: row.requested };
    ctx.onCleanup(() => ctx.call({ method: 'DELETE', path: `/transfers/${row.idText}`, query: key }));
    previous = row.id;
    created.push(row);
  }
  return created;
}

/** Creates the transfers in order; answers how many were created. */
export const createTransfers = async (ctx: CheckContext, sample: TransferSample, specs: readonly NewTransfer[]): Promise<number> =>
  (await createTransferRows(ctx, sample, specs)).length;
