// The value classes of POST /v2/hosts and PUT /v2/hosts/{id} (contract/v2/input-space.ts): each
// POST creates a host of the run (its name with the run prefix, the cell's field the only one not
// in its plain form) and each PUT changes the run's host (made through v1, and set back to a fixed
// frame before every cell); the answer must be 201 or 400 with the errorCode, and an accepted
// value must be what GET /v2/hosts/{id} shows (the password aside: it is stored encrypted, and
// v2_host_writes_round_trip checks it). Every host is removed through DELETE /v2/hosts/{id} and v1
// DELETE /hosts/{id} (3.6.2's POST /v2/hosts never creates one: the baseline names that).
import type { JsonObject, JsonValue, ValueClass } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import { reportFailure } from '../list-semantics/property.ts';
import { makeHost, removeHost } from '../v2/v2-run-records.ts';
import { v2Cells, type V2Cell, type V2Seeds } from './v2-cells.ts';
import { writeFailure } from './v2-stored-judge.ts';

const FRAME = { address: '10.66.9.1', port: 7000, isSSL: false, isClient: false, isAdmin: false, isActive: true, isProxy: false } as const;
const hostPath = (name: string) => `/v2/hosts/${name}`;

/** Each flag sent as what the frame does not have; a port the frame does not have. */
function seeds(param: string, c: ValueClass, own?: string): V2Seeds {
  if (param in FRAME && typeof FRAME[param as keyof typeof FRAME] === 'boolean') return { flag: !FRAME[param as keyof typeof FRAME] };
  if (param === 'port') return { number: 7001n };
  if (param === 'name' && own !== undefined && c === 'text-ascii') return { texts: { 'text-ascii': own } };
  return {};
}

const readable = (c: V2Cell) => c.param !== 'password';

/**
 * Removes the run's host `name`: through v2 (v1's sanity filter refuses a name beyond ASCII in its
 * path), then through v1 (3.6.2's v2 DELETE keeps nothing back, but answers 404 for some hosts).
 */
async function removeRunHost(ctx: CheckContext, name: string): Promise<void> {
  if (!name.startsWith(ctx.runPrefix)) throw new Error(`${name} is not a name of this run (${ctx.runPrefix})`);
  await ctx.call({ method: 'DELETE', path: hostPath(name) });
  await removeHost(ctx, name);
}

async function createCells(ctx: CheckContext): Promise<void> {
  const cells = v2Cells(ctx, 'createHostV2', (p, c) => seeds(p, c), true);
  for (const [i, c] of cells.entries()) {
    const name = c.param === 'name' ? c.value : `${ctx.runPrefix}-h2c${i}`;
    const body: Record<string, JsonValue> = { name: `${ctx.runPrefix}-h2c${i}`, ...FRAME, password: 'tmkit secret!', [c.param]: c.value };
    if (typeof name === 'string') {
      if ((await ctx.call({ method: 'GET', path: hostPath(name) })).response?.status === 200) await removeRunHost(ctx, name);
      ctx.onCleanup(() => removeRunHost(ctx, name));
    }
    const post = await ctx.call({ method: 'POST', path: '/v2/hosts', body: body as JsonObject });
    const read = post.response?.status === 201 && typeof name === 'string' && readable(c) ? await ctx.call({ method: 'GET', path: hostPath(name) }) : undefined;
    reportFailure(ctx, writeFailure('POST /v2/hosts', c, post, 201, read));
    if (typeof name === 'string' && post.response?.status === 201) await removeRunHost(ctx, name);
  }
}

async function updateCells(ctx: CheckContext): Promise<void> {
  const name = `${ctx.runPrefix}-h2u`;
  const made = await makeHost(ctx, name, FRAME.address);
  if (made.response?.status !== 200) return;
  for (const c of v2Cells(ctx, 'updateHostV2', (p, cl) => seeds(p, cl, name), true)) {
    await ctx.call({ method: 'PUT', path: hostPath(name), body: { ...FRAME } });
    const put = await ctx.call({ method: 'PUT', path: hostPath(name), body: { [c.param]: c.value } as JsonObject });
    const read = put.response?.status === 201 && readable(c) ? await ctx.call({ method: 'GET', path: hostPath(name) }) : undefined;
    reportFailure(ctx, writeFailure('PUT /v2/hosts/{id}', c, put, 201, read));
  }
}

export async function v2HostClasses(ctx: CheckContext): Promise<void> {
  await createCells(ctx);
  await updateCells(ctx);
}
