// control_transfer_lifecycle: POST /control with a TransferRequestJsonPacket registers a transfer
// (one that can never run: start in 2099) and echoes the packet with the new id as specialId,
// validate 1, originalSize -1; /transfers and /v2/transfers show the record 3.6.2 stores
// (docs/real-server-3.6.2.md "/control"); GET /control (idRequest true) answers that record, and
// in the other direction "not found" (JSON 400 in an HTTP 400). PUT /control stop, cancel and
// restart change it as the v2 actions do (a real 3.6.2 answers them 500, a baselined defect).
// A cleanup registered before the POST removes it through v1 in any case.
import { ACTION_MODEL, CONTROL_CREATE_ECHO, isReceiveMode, modeTransOf, NEW_CONTROL_TRANSFER_DEFAULTS, NEW_TRANSFER_DEFAULTS, UPDATED_INFO, V1_COMMAND, type Transfer } from '../../../contract/index.ts';
import { SafetyRefusal } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { bigIdOf } from '../list-semantics/transfer-rows.ts';
import { packetClass, results, type JsonRecord } from '../scenarios/helpers.ts';
import { readsAs } from '../v2/v2-transfer-lifecycle.ts';
import { afterAction, V2_TRANSFER_ACTIONS } from '../v2/v2-transfer-model.ts';
import { ownAndPartner, removeTransfers, type MadeTransfer, type TransferPartner } from '../v2/v2-transfer-partner.ts';
import { answerText, fieldDifferences } from '../v2/v2-writes.ts';
import { controlAnswerFailure, controlPacket, informationPacket } from './control-answers.ts';

/** 2099-03-04T05:06:07.089Z: no scheduler reaches it. */
const START = Date.parse('2099-03-04T05:06:07.089Z');
const BLOCK_SIZE = 4096;

/** The record 3.6.2 stores for the request (observed): the rule's mode, RETRIEVEMODE for a sending one, the original size -1, TOSUBMIT. STOPTRANS is the time of the write, read back. */
function predicted(p: TransferPartner, packet: JsonRecord, id: bigint, own: string, stop: number): Transfer {
  const mode = modeTransOf(p.mode);
  return {
    ...NEW_TRANSFER_DEFAULTS, ...NEW_CONTROL_TRANSFER_DEFAULTS, '@model': 'DbTaskRunner',
    SPECIALID: id, IDRULE: p.rule, MODETRANS: mode, RETRIEVEMODE: !isReceiveMode(mode), FILENAME: packet['filename'], ORIGINALNAME: packet['filename'],
    FILEINFO: packet['fileInformation'], BLOCKSZ: BLOCK_SIZE, STARTTRANS: START, STOPTRANS: stop, OWNERREQ: own, REQUESTER: own, REQUESTED: p.requested, UPDATEDINFO: UPDATED_INFO.TOSUBMIT,
  } as Transfer;
}

/** POST /control: the made transfer, or the failure (a 200 without the echo and id is one). */
async function create(ctx: CheckContext, packet: JsonRecord, own: string, made: (t: MadeTransfer) => void): Promise<Failure | MadeTransfer> {
  const post = await ctx.call({ method: 'POST', path: '/control', body: packet });
  const echo = results(post)[0];
  const id = bigIdOf(echo?.['specialId']);
  if (id !== undefined && id !== 0n && post.response?.status === 200) made({ id, requester: own, requested: String(packet['requested']) });
  const wrong = controlAnswerFailure('POST /control', post, 200, 200, V1_COMMAND.CreateTransfer);
  if (wrong) return wrong;
  const expected = { ...packet, ...CONTROL_CREATE_ECHO, specialId: id ?? 0n } as JsonRecord;
  const diff = echo === undefined || id === undefined || id === 0n ? ['the packet with the new id'] : fieldDifferences(expected, Object.fromEntries(Object.keys(expected).map((k) => [k, echo[k]])) as JsonRecord);
  if (diff.length > 0) return { finding: { title: 'POST /control: the packet not echoed with the new id', expected: 'Expected: the packet sent, specialId the new id, validate 1, originalSize -1, toValidate false', received: `Received: ${diff.slice(0, 6).join('; ')}` }, exchange: post };
  return { id: id as bigint, requester: own, requested: String(packet['requested']) };
}

/** GET /control in both directions: the record, then "not found". */
async function information(ctx: CheckContext, t: MadeTransfer, stored: Transfer): Promise<Failure | undefined> {
  const found = await ctx.call({ method: 'GET', path: '/control', body: informationPacket(ctx, t.id, t.requested, false) });
  const wrong = controlAnswerFailure('GET /control (idRequest true, to false)', found, 200, 200, V1_COMMAND.GetTransferInformation);
  if (wrong) return wrong;
  const record = results(found)[0];
  if (bigIdOf(record?.['SPECIALID']) !== t.id || record?.['IDRULE'] !== stored.IDRULE || record?.['UPDATEDINFO'] !== stored.UPDATEDINFO) {
    return { finding: { title: 'GET /control answered another record than /transfers shows', expected: `Expected: transfer ${t.id} of rule ${stored.IDRULE}, UPDATEDINFO ${stored.UPDATEDINFO}`, received: `Received: ${answerText(found)}` }, exchange: found };
  }
  const reversed = await ctx.call({ method: 'GET', path: '/control', body: informationPacket(ctx, t.id, t.requested, true) });
  return controlAnswerFailure('GET /control (idRequest true, to true: the other direction)', reversed, 400, 400, V1_COMMAND.GetTransferInformation);
}

/** Stop, cancel, restart through PUT /control: each answer (reported, then the next), and the record after each one answered 200. */
async function actions(ctx: CheckContext, t: MadeTransfer, stored: Transfer): Promise<Failure | undefined> {
  let now = stored;
  for (const action of V2_TRANSFER_ACTIONS) {
    const command = action === 'restart' ? V1_COMMAND.RestartTransfer : V1_COMMAND.StopOrCancelTransfer;
    const ex = await ctx.call({ method: 'PUT', path: '/control', body: controlPacket(ctx, action, t) });
    if (!reportFailure(ctx, controlAnswerFailure(`PUT /control ${action}`, ex, 200, 200, command))) continue;
    now = afterAction(now, action);
    const f = await readsAs(ctx, t, now, `after PUT /control ${action}`);
    if (f) return f;
  }
  return undefined;
}

async function lifecycle(ctx: CheckContext): Promise<Failure | undefined> {
  const found = await ownAndPartner(ctx);
  if ('finding' in found) return found;
  const { own, partner } = found;
  const packet: JsonRecord = {
    '@class': packetClass(ctx, 'TransferRequestJsonPacket'), requestUserPacket: 7, rulename: partner.rule, mode: modeTransOf(partner.mode), filename: `${ctx.runPrefix}-ctl.dat`,
    requested: partner.requested, blocksize: BLOCK_SIZE, fileInformation: `${ctx.runPrefix} control`, start: START,
  };
  let made: MadeTransfer | undefined;
  ctx.onCleanup(() => removeTransfers(ctx, own, String(packet['filename']), made));
  const t = await create(ctx, packet, own, (m) => (made = m));
  if ('finding' in t) return t;
  const v1 = await ctx.call({ method: 'GET', path: `/transfers/${t.id}`, query: { REQUESTER: own, REQUESTED: t.requested } });
  const stop = Number((v1.json as JsonRecord | undefined)?.['answer'] && ((v1.json as JsonRecord)['answer'] as JsonRecord)['STOPTRANS']);
  const stored = predicted(partner, packet, t.id, own, stop);
  return (await readsAs(ctx, t, stored, 'after POST /control')) ?? (await information(ctx, t, stored)) ?? (await actions(ctx, t, stored));
}

export const controlTransferLifecycle: ScenarioCheck = {
  id: 'control_transfer_lifecycle',
  kind: 'scenario',
  severity: 'major',
  rule: `POST /control registers a transfer (answer ${ACTION_MODEL.control}, the packet echoed with the new id) that /transfers and /v2/transfers show as 3.6.2 stores it; GET /control answers it (and not in the other direction); PUT /control stop, cancel and restart answer 200 and change it as the v2 actions do.`,
  failsWhen: 'POST /control of a transfer that can never run does not answer 200 with the packet and a new id, the views show another record, GET /control does not answer it or finds it the other way, or a PUT /control stop, cancel or restart does not answer 200 or changes it otherwise.',
  needs: { writes: true },
  async run(ctx) {
    if (!ctx.allows({ method: 'POST', path: '/control' })) throw new SafetyRefusal('writes', 'registering, stopping and restarting a transfer through /control');
    reportFailure(ctx, await lifecycle(ctx));
  },
};
