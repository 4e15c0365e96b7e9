// The value classes of POST /v2/transfers and GET /v2/server/logs (contract/v2/input-space.ts).
// POST: a transfer of the run (a rule and partner the target accepts, v2-transfer-partner.ts; a
// start in 2099, so it never runs: DESIGN §6a) with the cell's field in place of its plain one;
// 201 or 400 with the errorCode, and an accepted value as GET /v2/transfers/{id} shows it (a date
// as the instant it names). Each transfer is removed through v1 at once, and by a cleanup
// registered before the POST. GET /v2/server/logs: every cell exports what the whole transfer list
// says it selects (`exported`), purges nothing, and leaves every transfer's status as it was.
import { bigIdOf } from '../list-semantics/transfer-rows.ts';
import { isJsonObject, textClasses, type JsonObject, type JsonValue, type ValueClass } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import { reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { partnerFor, removeTransfers, type MadeTransfer } from '../v2/v2-transfer-partner.ts';
import { wholeList } from '../v2/v2-lists.ts';
import { answerText } from '../v2/v2-writes.ts';
import { instantOf, madeText } from './class-value.ts';
import { negativeTransfer } from './negative-transfer.ts';
import { readingText } from './reading-text.ts';
import { queriedCell, v2CellText, v2Cells, type V2Cell, type V2Seeds } from './v2-cells.ts';
import { writeFailure } from './v2-stored-judge.ts';

/** 2099-03-04T05:06:07.089Z: no scheduler reaches it, and it is not midnight. */
const START = '2099-03-04T05:06:07.089Z';
const HOUR = 3_600_000;
const UNKNOWN_CLASSES: readonly ValueClass[] = ['text-latin', 'text-other-script', 'text-astral'];

async function createCells(ctx: CheckContext): Promise<void> {
  const own = await ctx.hostId();
  const partner = await partnerFor(ctx, own);
  if (partner === undefined) return;
  if ('finding' in partner) return void reportFailure(ctx, partner);
  const file = `${ctx.runPrefix}-v2cells.txt`;
  const base: Record<string, JsonValue> = { ruleName: partner.rule, filename: file, requested: partner.requested, fileInfo: 'f', start: START };
  // Names no rule or host has (the run's own hosts and rules are named `<prefix>-<class text>`).
  const unknown = (known: string): V2Seeds => ({ texts: { ...Object.fromEntries(UNKNOWN_CLASSES.map((k) => [k, madeText(k, `${ctx.runPrefix}-none`)])), 'text-ascii': known } });
  const seeds = (param: string): V2Seeds =>
    param === 'ruleName' ? unknown(partner.rule)
    : param === 'requested' ? unknown(partner.requested)
    : param === 'blockSize' ? { number: 1024n }
    : param === 'start' ? { ms: Date.parse(START) }
    : {};
  const cleaned = new Set<string>();
  for (const c of v2Cells(ctx, 'createTransferV2', seeds, true)) {
    const body = { ...base, [c.param]: c.value };
    const filename = typeof body['filename'] === 'string' ? body['filename'] : file;
    let made: MadeTransfer | undefined;
    if (!cleaned.has(filename)) (cleaned.add(filename), ctx.onCleanup(() => removeTransfers(ctx, own, filename, made)));
    const post = await ctx.call({ method: 'POST', path: '/v2/transfers', body: body as JsonObject });
    const id = bigIdOf(isJsonObject(post.json) ? post.json['id'] : undefined);
    if (post.response?.status === 201 && id !== undefined) made = { id, requester: own, requested: String(body['requested']) };
    const read = made ? await ctx.call({ method: 'GET', path: `/v2/transfers/${`${made.id}_${made.requested}`}` }) : undefined;
    reportFailure(ctx, writeFailure('POST /v2/transfers', c, post, 201, read));
    if (made) await removeTransfers(ctx, own, filename, made);
  }
}

const msOf = (v: unknown): number => (typeof v === 'string' ? Date.parse(v) : Number.NaN);
const idOf = (r: JsonObject): bigint => bigIdOf(r['id']) ?? 0n;
/** Which transfers a logs parameter selects with the value as read. */
function selects(c: V2Cell, r: JsonObject): boolean {
  const v = String(c.value);
  switch (c.param) {
    case 'status': case 'ruleName': case 'requester': return String(r[c.param]) === v;
    case 'start': return msOf(r['start']) >= (instantOf(v) ?? Number.NaN);
    case 'stop': return msOf(r['start']) <= (instantOf(v) ?? Number.NaN);
    case 'startID': return idOf(r) >= BigInt(v);
    case 'stopID': return idOf(r) <= BigInt(v);
    default: return true;
  }
}

function logSeeds(whole: readonly JsonObject[]) {
  const ids = whole.map(idOf).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const lowest = ids[0] ?? 0n;
  const middle = ids[Math.floor(ids.length / 2)] ?? 1n;
  const start = whole.map((r) => msOf(r['start'])).find((ms) => Number.isFinite(ms) && ms % 86_400_000 !== 0);
  return (param: string, c: ValueClass): V2Seeds => {
    const texts: Partial<Record<ValueClass, string>> = {};
    for (const r of whole) for (const k of textClasses(r[param])) texts[k] ??= r[param] as string;
    switch (param) {
      case 'purge': case 'clean': return { flag: false };
      case 'status': return { name: String(whole[0]?.['status'] ?? 'DONE') };
      // A negative bound with a transfer on either side where the data has negative ids.
      case 'startID': return { number: middle, negative: lowest < 0n ? lowest + 1n : -1n };
      case 'stopID': return { number: middle, negative: lowest < 0n ? lowest : -1n };
      case 'start': case 'stop': {
        if (start === undefined) return {};
        const lower = param === 'start';
        const ms = c === 'time-iso-z' ? (lower ? start + HOUR : start) : c === 'time-iso-offset' ? (lower ? start : start - HOUR) : start;
        return { ms };
      }
      default: return { texts };
    }
  };
}

const statuses = (rows: readonly JsonObject[]) => rows.map((r) => `${String(r['id'])}_${String(r['requested'])}:${String(r['status'])}`).sort().join('\n');

async function logCells(ctx: CheckContext): Promise<void> {
  const path = '/v2/server/logs';
  if (!ctx.allows({ method: 'GET', path })) return;
  // A negative id on either side of the negative bounds (the target's, or one the check makes).
  const rule = (await wholeList(ctx, 'v2transfers')).page;
  const someRule = rule.ok ? rule.results.find((r) => typeof r['ruleName'] === 'string')?.['ruleName'] : undefined;
  if (typeof someRule === 'string') await negativeTransfer(ctx, someRule);
  const { page, complete } = await wholeList(ctx, 'v2transfers');
  if (!page.ok) return void reportFailure(ctx, page.failure);
  if (!complete) return;
  const whole = page.results;
  for (const c of v2Cells(ctx, 'getLogsV2', logSeeds(whole), false)) {
    const ex = await queriedCell(ctx, path, c);
    if (!ex) continue;
    const what = `GET ${path}`;
    const body = isJsonObject(ex.json) ? ex.json : {};
    const want = whole.filter((r) => selects(c, r)).length;
    let failure: Failure | undefined;
    if (body['exported'] !== want || body['purged'] !== 0) {
      failure = { finding: { title: `${v2CellText(what, c)} is not read ${readingText(c.reading)}`, expected: `Expected: "exported":${want},"purged":0`, received: `Received: ${answerText(ex)}` }, exchange: ex };
    } else if (c.param === 'clean') {
      const after = await wholeList(ctx, 'v2transfers');
      if (after.page.ok && statuses(after.page.results) !== statuses(whole)) {
        failure = { finding: { title: `${v2CellText(what, c)} changed the status of transfers`, expected: 'Expected: clean=false leaves every status as it was', received: 'Received: another status on some transfers afterwards' }, exchange: after.page.ex };
      }
    }
    reportFailure(ctx, failure);
  }
}

export async function v2TransferClasses(ctx: CheckContext): Promise<void> {
  await createCells(ctx);
  await logCells(ctx);
}
