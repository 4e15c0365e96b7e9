// The value classes of GET /log (reference §4): each class of each packet field is sent once,
// and the answer must repeat the field as read (ids as text, dates as epoch ms, booleans as
// booleans) and export as many transfers as the same packet with the value in its plain form.
// purge and clean go with a rule no transfer has, so that nothing is purged; a clean, though, marks
// every own finished transfer DONE whatever the selection (reference §4), so against a target its
// classes are sent only when no transfer would change (log_clean_marks_done's guard), else left
// unsent (the value-class coverage shows them so).
import type { CheckContext } from '../../runner/context.ts';
import { idText } from '../scenarios/helpers.ts';
import { firstResult, idOf, listOwnTransfers, logPacket, numberOf } from '../actions/support.ts';
import type { Seeds } from './class-value.ts';
import { accepted, cellText, jsonNumber, numberRead, packetCells, type PacketCell } from './packet-cells.ts';
import { nothingToClean } from '../actions/log-clean-marks-done.ts';

type Fields = Record<string, string | number | boolean>;
const NARROWED = new Set(['purge', 'clean']);

/** What the answer's packet repeats for the field, as the reading reads the value. */
function echoed(c: PacketCell): unknown {
  if (c.param === 'startid' || c.param === 'stopid') return String(c.value);
  if (c.param === 'rule' || c.param === 'request') return c.value;
  if (c.valueClass.startsWith('boolean')) return c.reading.as === 'value' ? c.reading.value : c.value === true || c.value === 'true';
  const read = numberRead(c);
  return typeof read === 'bigint' ? Number(read) : read;
}

/** The same field in its plain form (JSON booleans, epoch ms, ids as text), or undefined when it reads as not sent. */
function plainField(c: PacketCell): string | number | boolean | undefined {
  if (c.reading.as === 'absent') return undefined;
  const e = echoed(c);
  return typeof e === 'string' || typeof e === 'number' || typeof e === 'boolean' ? e : undefined;
}

const show = (v: unknown) => (typeof v === 'bigint' ? String(v) : JSON.stringify(v));

async function seedsOf(ctx: CheckContext): Promise<(param: string) => Seeds> {
  const own = await listOwnTransfers(ctx, { ORDERBYID: 'true' });
  const rows = own?.rows ?? [];
  const ids = rows.map((r) => idOf(r['SPECIALID'])).filter((v): v is bigint => v !== undefined && v > 0n && v <= 9007199254740991n);
  const starts = rows.map((r) => numberOf(r['STARTTRANS'])).filter((v): v is number => v !== undefined && v > 0).sort((a, b) => a - b);
  const negative = rows.map((r) => idOf(r['SPECIALID'])).find((v) => v !== undefined && v < 0n);
  const rule = rows.map((r) => idText(r['IDRULE'])).find((t) => t !== '');
  const number = ids[Math.floor(ids.length / 2)];
  const ms = starts[Math.floor(starts.length / 2)];
  return (param) => ({
    ...(number === undefined ? {} : { number }),
    ...(ms === undefined ? {} : { ms }),
    ...(negative === undefined ? {} : { negative }),
    ...(param === 'rule' && rule !== undefined ? { texts: { 'text-ascii': rule } } : {}),
  });
}

export async function logClasses(ctx: CheckContext): Promise<void> {
  const cells = packetCells(ctx, 'exportHistory', await seedsOf(ctx));
  const mayClean = ctx.embedded || (await nothingToClean(ctx));
  for (const c of cells) {
    if (c.param === 'clean' && !mayClean) continue;
    const base: Fields = NARROWED.has(c.param) ? { rule: `${ctx.runPrefix}-no-rule` } : {};
    const value = typeof c.value === 'bigint' ? jsonNumber(String(c.value)) : c.value;
    const ex = await ctx.call({ method: 'GET', path: '/log', body: { ...logPacket(ctx, base), [c.param]: value as never } });
    if (!accepted(ctx, ex, c, 'GET /log', 200)) continue;
    const answer = firstResult(ex);
    const want = echoed(c);
    const got = answer?.[c.param];
    const same = typeof got === 'bigint' || typeof want === 'bigint' ? String(got) === String(want) : got === want;
    if (!same) {
      ctx.report({ title: `${cellText('GET /log', c)}: the answer does not repeat ${c.param} as read`, expected: `Expected: ${c.param} ${show(want)}`, received: `Received: ${c.param} ${show(got)}` }, ex);
      continue;
    }
    const plain = plainField(c);
    if (plain === value) continue;
    const ref = await ctx.call({ method: 'GET', path: '/log', body: { ...logPacket(ctx, base), ...(plain === undefined ? {} : { [c.param]: plain }) } });
    const exported = numberOf(answer?.['exported']);
    const expected = ref.response?.status === 200 ? numberOf(firstResult(ref)?.['exported']) : undefined;
    if (expected === undefined || exported === expected) continue;
    ctx.report({
      title: `${cellText('GET /log', c)} exports another count than ${plain === undefined ? `no ${c.param}` : `${c.param} ${show(plain)}`}`,
      expected: `Expected: exported ${expected}`,
      received: `Received: exported ${exported ?? 'missing'}`,
    }, ex);
  }
}
