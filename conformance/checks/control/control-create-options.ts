// control_create_options: what a TransferRequestJsonPacket may say besides its start, as 3.6.2
// reads it (ServerActions.initTransferRequest; observed 2026-11-26, docs/real-server-3.6.2.md
// "/control"): without `start`, a `delay` is the start itself (epoch ms), or, with
// `additionalDelay`, the time from now; a `specialId` other than 0 names a transfer of this server
// to submit again: the answer echoes that id and no transfer is added. Every transfer it makes
// starts years or days ahead (no scheduler runs it) and is removed through v1 at the end.
import { V1_COMMAND } from '../../../contract/index.ts';
import { SafetyRefusal } from '../../client/client.ts';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { bigIdOf } from '../list-semantics/transfer-rows.ts';
import { packetClass, results, type JsonRecord } from '../scenarios/helpers.ts';
import { ownAndPartner, removeTransfers, type MadeTransfer, type TransferPartner } from '../v2/v2-transfer-partner.ts';
import { controlAnswerFailure } from './control-answers.ts';

/** 2099-03-04T05:06:07.089Z as a delay: an absolute start no scheduler reaches. */
const ABSOLUTE = Date.parse('2099-03-04T05:06:07.089Z');
/** Ten days, as an additional delay. */
const TEN_DAYS = 10 * 86_400_000;
/** How far the start may be from the write's time plus the delay (the two are read a moment apart on the server). */
const SLACK = 15 * 60_000;

interface Made {
  readonly t: MadeTransfer;
  readonly start: number | undefined;
  /** STOPTRANS: the server's time of the write (its clock, not the suite's). */
  readonly stop: number | undefined;
  readonly post: Exchange;
}

async function post(ctx: CheckContext, p: TransferPartner, own: string, extra: JsonRecord, filename: string, made: MadeTransfer[]): Promise<Made | Failure> {
  const packet = { '@class': packetClass(ctx, 'TransferRequestJsonPacket'), requestUserPacket: 7, rulename: p.rule, filename, requested: p.requested, ...extra };
  const ex = await ctx.call({ method: 'POST', path: '/control', body: packet });
  const id = bigIdOf(results(ex)[0]?.['specialId']);
  const wrong = controlAnswerFailure(`POST /control with ${Object.keys(extra).join(', ')}`, ex, 200, 200, V1_COMMAND.CreateTransfer);
  if (wrong) return wrong;
  if (id === undefined || id === 0n) return { finding: { title: 'POST /control: no transfer id in the answer', expected: 'Expected: specialId the transfer id', received: `Received: ${String(results(ex)[0]?.['specialId'])}` }, exchange: ex };
  const t = { id, requester: own, requested: p.requested };
  made.push(t);
  const read = await ctx.call({ method: 'GET', path: `/transfers/${id}`, query: { REQUESTER: own, REQUESTED: p.requested } });
  const answer = (read.json as JsonRecord | undefined)?.['answer'] as JsonRecord | undefined;
  const num = (k: string) => (typeof answer?.[k] === 'number' ? (answer[k] as number) : undefined);
  return { t, start: num('STARTTRANS'), stop: num('STOPTRANS'), post: ex };
}

const isFailure = (m: Made | Failure): m is Failure => 'finding' in m;
const startFailure = (what: string, m: Made, want: string): Failure =>
  ({ finding: { title: `POST /control ${what}: the transfer starts elsewhere`, expected: `Expected: STARTTRANS ${want}`, received: `Received: STARTTRANS ${String(m.start)}` }, exchange: m.post });

async function cases(ctx: CheckContext, p: TransferPartner, own: string, filename: string, made: MadeTransfer[]): Promise<Failure | undefined> {
  const absolute = await post(ctx, p, own, { delay: ABSOLUTE, additionalDelay: false }, filename, made);
  if (isFailure(absolute)) return absolute;
  if (absolute.start !== ABSOLUTE) return startFailure('with delay and no start', absolute, `${ABSOLUTE} (the delay itself)`);
  const added = await post(ctx, p, own, { delay: TEN_DAYS, additionalDelay: true }, filename, made);
  if (isFailure(added)) return added;
  const now = added.stop ?? Number.NaN;
  const from = now + TEN_DAYS - SLACK;
  const to = now + TEN_DAYS + SLACK;
  if (added.start === undefined || !(added.start >= from && added.start <= to)) return startFailure('with an additional delay of ten days', added, `ten days from now (${from} to ${to})`);
  const again = await post(ctx, p, own, { specialId: absolute.t.id, start: ABSOLUTE }, `${filename}.again`, made);
  if (isFailure(again)) return again;
  if (again.t.id !== absolute.t.id) {
    return { finding: { title: 'POST /control with the specialId of a transfer: another transfer registered', expected: `Expected: specialId ${absolute.t.id} echoed (that transfer submitted again)`, received: `Received: specialId ${again.t.id}` }, exchange: again.post };
  }
  return undefined;
}

export const controlCreateOptions: ScenarioCheck = {
  id: 'control_create_options',
  kind: 'scenario',
  severity: 'major',
  rule: 'POST /control without start takes delay as the start (epoch ms), or as the time from now with additionalDelay; with the specialId of a transfer of this server it submits that transfer again and echoes its id.',
  failsWhen: 'a transfer registered with delay and no start does not start at the delay (or ten days from now with additionalDelay), or a request naming an existing transfer by specialId registers another one.',
  needs: { writes: true },
  async run(ctx) {
    if (!ctx.allows({ method: 'POST', path: '/control' })) throw new SafetyRefusal('writes', 'registering transfers through /control');
    const found = await ownAndPartner(ctx);
    if ('finding' in found) return void reportFailure(ctx, found);
    const { own, partner: p } = found;
    const filename = `${ctx.runPrefix}-ctlopt.dat`;
    const made: MadeTransfer[] = [];
    ctx.onCleanup(async () => {
      for (const t of made) await removeTransfers(ctx, own, filename, t);
      await removeTransfers(ctx, own, `${filename}.again`, undefined);
    });
    reportFailure(ctx, await cases(ctx, p, own, filename, made));
  },
};
