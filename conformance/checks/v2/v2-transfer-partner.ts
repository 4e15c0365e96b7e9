// Where a v2 write check's transfer goes and how it leaves (DESIGN §6): a rule and a partner the
// target already has that 3.6.2 accepts for a transfer from this server (docs/rest-v2-3.6.2.md
// §11.2: both the partner and this server listed in the rule's hostIds, or hostIds empty; a
// partner that is not SSL, so that the requester is this server's own id), and the removal
// through v1 `DELETE /transfers/<id>?REQUESTER&REQUESTED&OWNERREQ`, which also takes a transfer
// whose steps are both NOTASK (v2 DELETE refuses it, §3.4).
import { V2_RULE_MODES, type JsonObject, type V2RuleMode } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { NotJudged } from '../check.ts';
import { bigIdOf } from '../list-semantics/transfer-rows.ts';
import { v2Page, WHOLE_LIST } from './v2-lists.ts';

/** A transfer a check made: its identity on both views (the owner is this server). */
export interface MadeTransfer {
  readonly id: bigint;
  readonly requester: string;
  readonly requested: string;
}

export interface TransferPartner {
  readonly rule: string;
  readonly mode: V2RuleMode;
  readonly requested: string;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const isMode = (v: unknown): v is V2RuleMode => (V2_RULE_MODES as readonly unknown[]).includes(v);

/**
 * The first rule (by name) with a partner host for it, an active server host before a client-only
 * one; undefined when none; the failure when a list cannot be read.
 */
export async function partnerFor(ctx: CheckContext, own: string): Promise<TransferPartner | Failure | undefined> {
  const rules = await v2Page(ctx, 'v2rules', { limit: WHOLE_LIST }, 'GET /v2/rules');
  if (!rules.ok) return rules.failure;
  const hosts = await v2Page(ctx, 'v2hosts', { limit: WHOLE_LIST }, 'GET /v2/hosts');
  if (!hosts.ok) return hosts.failure;
  const partners = hosts.results
    .filter((h) => typeof h['name'] === 'string' && h['name'] !== own && h['isSSL'] === false && h['isActive'] === true)
    .sort((a, b) => Number(a['isClient'] === true) - Number(b['isClient'] === true));
  for (const rule of rules.results) {
    const allowed = strings(rule['hostIds']);
    if (typeof rule['name'] !== 'string' || !isMode(rule['mode']) || (allowed.length > 0 && !allowed.includes(own))) continue;
    const partner = partners.find((h) => allowed.length === 0 || allowed.includes(h['name'] as string));
    if (partner) return { rule: rule['name'], mode: rule['mode'], requested: partner['name'] as string };
  }
  return undefined;
}

const removeOne = (ctx: CheckContext, own: string, t: MadeTransfer) =>
  ctx.call({ method: 'DELETE', path: `/transfers/${t.id}`, query: { REQUESTER: t.requester, REQUESTED: t.requested, OWNERREQ: own } });

/**
 * Removes `known` and every transfer whose file name is `filename` (which carries the run prefix),
 * through v1; answers whether none is listed afterwards.
 */
export async function removeTransfers(ctx: CheckContext, own: string, filename: string, known: MadeTransfer | undefined): Promise<boolean> {
  if (known) await removeOne(ctx, own, known);
  const listed = async () => {
    const page = await v2Page(ctx, 'v2transfers', { filename, limit: WHOLE_LIST }, `GET /v2/transfers?filename=${filename}`);
    return page.ok ? page.results.filter((r: JsonObject) => r['filename'] === filename) : undefined;
  };
  for (const r of (await listed()) ?? []) {
    const id = bigIdOf(r['id']);
    if (id !== undefined && typeof r['requester'] === 'string' && typeof r['requested'] === 'string') await removeOne(ctx, own, { id, requester: r['requester'], requested: r['requested'] });
  }
  return (await listed())?.length === 0;
}

/**
 * This server's host id and a rule and partner a transfer from it may use, or the failure of the
 * lists that name them; a target with none cannot be judged (NotJudged).
 */
export async function ownAndPartner(ctx: CheckContext): Promise<{ readonly own: string; readonly partner: TransferPartner } | Failure> {
  const own = await ctx.hostId();
  const partner = await partnerFor(ctx, own);
  if (partner && 'finding' in partner) return partner;
  if (!partner) throw new NotJudged('no rule and partner host a transfer from this server may use (GET /v2/rules, GET /v2/hosts)');
  return { own, partner };
}
