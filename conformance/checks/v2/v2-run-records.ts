// The rules and hosts a v2 write check makes for itself (DESIGN §6): named with the run prefix
// (nothing else is ever a delete target), a leftover of an interrupted run with the same prefix
// removed first, and the removal registered before the POST is sent. A rule is made through
// POST /v2/rules; a host through v1 POST /hosts, since 3.6.2's POST /v2/hosts never creates one
// (docs/rest-v2-3.6.2.md §8.3), and removed through v1 DELETE /hosts/<id>.
import type { JsonObject } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';

function ownName(ctx: CheckContext, name: string): void {
  // A guard of the check itself: a name without the prefix could be a record of the target.
  if (!name.startsWith(ctx.runPrefix)) throw new Error(`${name} is not a name of this run (${ctx.runPrefix})`);
}

const rulePath = (name: string) => `/v2/rules/${name}`;
const hostPath = (name: string) => `/hosts/${name}`;

/** Removes the run's rule `name` (204 or 404). */
export async function removeRule(ctx: CheckContext, name: string): Promise<Exchange> {
  ownName(ctx, name);
  return ctx.call({ method: 'DELETE', path: rulePath(name) });
}

/** POST /v2/rules of the run's rule `body.name`, its removal registered first. */
export async function makeRule(ctx: CheckContext, body: JsonObject & { readonly name: string }): Promise<Exchange> {
  ownName(ctx, body.name);
  if ((await ctx.call({ method: 'GET', path: rulePath(body.name) })).response?.status === 200) await removeRule(ctx, body.name);
  ctx.onCleanup(() => removeRule(ctx, body.name));
  return ctx.call({ method: 'POST', path: '/v2/rules', body });
}

/** Removes the run's host `name` through v1 (200 or 404). */
export async function removeHost(ctx: CheckContext, name: string): Promise<Exchange> {
  ownName(ctx, name);
  return ctx.call({ method: 'DELETE', path: hostPath(name) });
}

/** The v1 fields of the run's hosts: a server host (PORT ≥ 0, which v2 requires) on a test network address. */
export const runHostFields = (name: string, address: string) =>
  ({ HOSTID: name, ADDRESS: address, PORT: 7000, HOSTKEY: 'tmkit secret!', ADMINROLE: false, ISCLIENT: false, ISACTIVE: true, ISSSL: false, ISPROXIFIED: false }) as const;

/** v1 POST /hosts of the run's host `name`, its removal registered first. */
export async function makeHost(ctx: CheckContext, name: string, address: string): Promise<Exchange> {
  ownName(ctx, name);
  if ((await ctx.call({ method: 'GET', path: hostPath(name) })).response?.status === 200) await removeHost(ctx, name);
  ctx.onCleanup(() => removeHost(ctx, name));
  return ctx.call({ method: 'POST', path: '/hosts', body: runHostFields(name, address) });
}
