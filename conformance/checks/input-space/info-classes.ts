// The value classes of GET /info, the transfer query (reference §5): each class of id, idRequest,
// to and rulename is sent in a packet that otherwise names one own transfer of the target; the
// answer must be that transfer when the value, as read, still names it, and 400 (no such
// transfer) when it does not. The negative and past-2^53 ids need a transfer with such an id: the
// target's own, or one the check creates where it may write (deleted at the end).
import type { CheckContext } from '../../runner/context.ts';
import type { JsonRecord } from '../scenarios/helpers.ts';
import { idText, packetClass } from '../scenarios/helpers.ts';
import { mayCreateTransfers } from '../list-semantics/created-transfers.ts';
import { FUTURE_START } from '../stateful/resources/transfers.ts';
import { firstResult, idOf, listOwnTransfers, rootOf } from '../actions/support.ts';
import { accepted, cellText, numberRead, packetCells, type PacketCell } from './packet-cells.ts';

interface Target {
  readonly id: bigint;
  readonly partner: string;
  /** The own host is the requested one: the packet's `to` is true. */
  readonly to: boolean;
}

const PAST_2_53 = 9007199254740993n;

/** An own transfer whose partner is a host of the target (only those can be asked for). */
async function targets(ctx: CheckContext, rows: readonly JsonRecord[], self: string): Promise<Target[]> {
  const hosts = new Map<string, boolean>();
  const out: Target[] = [];
  for (const r of rows) {
    const id = idOf(r['SPECIALID']);
    const [requester, requested] = [idText(r['REQUESTER']), idText(r['REQUESTED'])];
    const to = requested === self;
    const partner = to ? requester : requested;
    if (id === undefined || partner === '' || partner === self) continue;
    if (!hosts.has(partner)) hosts.set(partner, (await ctx.call({ method: 'GET', path: `/hosts/${encodeURIComponent(partner)}` })).response?.status === 200);
    if (hosts.get(partner)) out.push({ id, partner, to });
  }
  return out;
}

/** A transfer with this id the check makes, towards a host of the target, deleted at the end. */
async function made(ctx: CheckContext, id: bigint, like: Target, rule: string, self: string): Promise<Target | undefined> {
  if (!mayCreateTransfers(ctx)) return undefined;
  const ex = await ctx.call({ method: 'POST', path: '/transfers', body: { SPECIALID: id, IDRULE: rule, REQUESTER: self, REQUESTED: like.partner, FILENAME: `${ctx.runPrefix}-info.txt`, STARTTRANS: FUTURE_START } });
  if (ex.response?.status !== 200) return undefined;
  ctx.onCleanup(() => ctx.call({ method: 'DELETE', path: `/transfers/${id}`, query: { REQUESTER: self, REQUESTED: like.partner } }));
  return { id, partner: like.partner, to: false };
}

/** The packet a cell is sent in: the frame naming `t`, the cell's field replaced. */
function packetOf(ctx: CheckContext, t: Target, c: PacketCell): JsonRecord {
  return { '@class': packetClass(ctx, 'InformationJsonPacket'), requestUserPacket: 18, idRequest: true, id: t.id, rulename: t.partner, to: t.to, [c.param]: c.value as never };
}

export async function infoClasses(ctx: CheckContext): Promise<void> {
  const self = await ctx.hostId();
  const own = await listOwnTransfers(ctx, { ORDERBYID: 'true' });
  if (!own) return;
  const all = await targets(ctx, own.rows, self);
  const plain = all.find((t) => t.id > 0n && t.id <= 9007199254740991n);
  if (!plain) return;
  const rule = idText(own.rows[0]?.['IDRULE']);
  const withId = async (pick: (id: bigint) => boolean, id: bigint) => all.find((t) => pick(t.id)) ?? (await made(ctx, id, plain, rule, self));
  const negative = await withId((id) => id < 0n, -9n);
  const past = await withId((id) => id > 9007199254740992n, PAST_2_53);
  const holds = (id: bigint, partner: string, to: boolean) => all.some((t) => t.id === id && t.partner === partner && t.to === to) || [negative, past].some((t) => t?.id === id && t.partner === partner && t.to === to);

  const cells = packetCells(ctx, 'getInformation', (param) => (param === 'id' ? { number: plain.id, ...(negative ? { negative: negative.id } : {}) } : { texts: { 'text-ascii': plain.partner } }));
  for (const c of cells) {
    const t = c.param === 'id' && c.valueClass === 'negative' && negative ? negative : c.param === 'id' && c.valueClass === 'past-2^53' && past ? past : plain;
    const ex = await ctx.call({ method: 'GET', path: '/info', body: packetOf(ctx, t, c) });
    if (c.reading.as === 'rejected') {
      accepted(ctx, ex, c, 'GET /info', 200);
      // The packet is refused unread (no `command`, as 3.6.2's Jackson error), not read as some id that names no transfer.
      const command = rootOf(ex)?.['command'];
      if (ex.response?.status === c.reading.status && command !== undefined) {
        ctx.report({ title: `${cellText('GET /info', c)} is read as an id, not refused`, expected: 'Expected: the packet refused unread (no command in the answer)', received: `Received: the answer of ${String(command)}` }, ex);
      }
      continue;
    }
    const read = numberRead(c);
    const id = c.param === 'id' ? (typeof read === 'bigint' ? read : BigInt(read as number)) : t.id;
    const partner = c.param === 'rulename' ? String(c.value) : t.partner;
    const to = c.param === 'to' ? read === true || c.value === 'true' : t.to;
    const found = holds(id, partner, to);
    const got = idOf(firstResult(ex)?.['SPECIALID']);
    if (found ? ex.response?.status === 200 && got === id : ex.response?.status === 400) continue;
    ctx.report({
      title: `${cellText('GET /info', c)} is not read as the transfer it names`,
      expected: found ? `Expected: 200 with transfer ${id} (${partner}, to ${to})` : `Expected: 400, no transfer ${id} with ${partner} and to ${to}`,
      received: `Received: ${ex.response?.status ?? 'no answer'}${got === undefined ? '' : ` with transfer ${got}`}`,
    }, ex);
  }
}
