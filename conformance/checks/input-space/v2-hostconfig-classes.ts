// The value classes of PUT and POST /v2/hostconfig (contract/v2/input-space.ts). PUT: each list
// is sent as a JSON array and must read back as sent (GET /v2/hostconfig), a text instead is
// refused with 7; OTHERS must be an XML `<root><version>…</version></root>` (sent: the server's
// own), another text is 7; the lists a PUT does not name are kept. Against a server the arrays sent are the server's own (the roles and
// aliases decide who may do what: the suite writes nothing new there); the embedded fake gets
// lists of the run. The configuration is put back after every cell and at the end. POST needs the
// row deleted first (DESIGN §6a): only the embedded fake gets it, and its row is made again.
import { isJsonObject, type JsonObject, type JsonValue, type ValueClass } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import { ownHostConfigUnchangeable } from '../v2/v2-hostconfig-lifecycle.ts';
import { answerOf } from '../scenarios/helpers.ts';
import type { Exchange } from '../../client/client.ts';
import { reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { sameJson } from '../same-json.ts';
import { v2Cells, type V2Seeds } from './v2-cells.ts';
import { writeFailure } from './v2-stored-judge.ts';

const PATH = '/v2/hostconfig';
const FIELDS = ['business', 'roles', 'aliases', 'others'] as const;

/** What v2 accepts as OTHERS (HostConfigConverter; contract/v2/schemas.ts `v2-hostconfig-input`). */
const WRITABLE_OTHERS = /^<root><version>.+<\/version><\/root>$/s;
/** Whether the server's own OTHERS can be written back through v2 (3.6.2 refuses one with more than the version, §8.5). */
const othersWritable = (config: JsonObject) => typeof config['others'] === 'string' && WRITABLE_OTHERS.test(config['others']);

/**
 * OTHERS to send: the server's own where v2 can write it back; else, to the embedded fake only, its
 * version alone (the fake keeps that afterwards: v2 cannot write its OTHERS back).
 */
function othersToSend(ctx: CheckContext, original: JsonObject): string | undefined {
  if (othersWritable(original)) return String(original['others']);
  if (!ctx.embedded) return undefined;
  const version = /<version>(.+?)<\/version>/s.exec(String(original['others'] ?? ''))?.[1] ?? '3.1.0';
  return `<root><version>${version}</version></root>`;
}

function seedsFor(ctx: CheckContext, original: JsonObject) {
  const p = ctx.runPrefix;
  const made: Record<string, JsonValue[]> = {
    business: [`${p}-b`],
    roles: [{ hostName: `${p}-h`, roleList: ['READONLY'] }],
    aliases: [{ hostName: `${p}-h`, aliasList: [`${p}-a`] }],
  };
  return (param: string, c: ValueClass): V2Seeds => {
    if (param === 'others') {
      const others = othersToSend(ctx, original);
      return others === undefined ? (c === 'text-xml-special' ? { none: true } : {}) : { texts: { 'text-xml-special': others } };
    }
    const own = original[param];
    return { array: ctx.embedded ? (made[param] ?? []) : Array.isArray(own) ? own : [] };
  };
}

/** The configuration as a PUT body: OTHERS only where v2 can write it. */
const whole = (config: JsonObject): JsonObject => Object.fromEntries(FIELDS.filter((f) => f !== 'others' || othersWritable(config)).map((f) => [f, config[f] ?? null])) as JsonObject;
const restore = (ctx: CheckContext, config: JsonObject) => ctx.call({ method: 'PUT', path: PATH, body: whole(config) });

/** The fields a PUT of `c.param` did not name must read as they were (a PUT merges per key, §8.5). */
function keptFailure(c: { readonly param: string }, read: Exchange | undefined, base: JsonObject): Failure | undefined {
  const got = read && isJsonObject(read.json) ? read.json : undefined;
  if (!got) return undefined;
  const changed = FIELDS.filter((f) => f !== c.param && !sameJson(got[f], base[f]));
  if (changed.length === 0) return undefined;
  return { finding: { title: `PUT ${PATH} with ${c.param} alone changed ${changed.join(', ')}`, expected: `Expected: ${changed.map((f) => `${f} ${JSON.stringify(base[f])}`).join('; ')} kept`, received: `Received: ${changed.map((f) => `${f} ${JSON.stringify(got[f])}`).join('; ')}` }, exchange: read };
}

async function replaceCells(ctx: CheckContext, original: JsonObject): Promise<void> {
  if (!ctx.allows({ method: 'PUT', path: PATH, body: {} })) return;
  ctx.onCleanup(() => restore(ctx, original));
  const seeds = seedsFor(ctx, original);
  // Every list as the cells send it (the server's own against a server), so that a field kept shows.
  const base: JsonObject = { ...Object.fromEntries(FIELDS.map((f) => [f, original[f] ?? null])), ...Object.fromEntries(FIELDS.filter((f) => f !== 'others').map((f) => [f, seeds(f, 'array-json').array ?? []])) };
  for (const c of v2Cells(ctx, 'replaceHostConfigV2', seeds, true)) {
    await restore(ctx, base);
    const put = await ctx.call({ method: 'PUT', path: PATH, body: { [c.param]: c.value } as JsonObject });
    const read = put.response?.status === 201 ? await ctx.call({ method: 'GET', path: PATH }) : undefined;
    reportFailure(ctx, writeFailure(`PUT ${PATH}`, c, put, 201, read) ?? (c.reading.as === 'rejected' ? undefined : keptFailure(c, read, base)));
  }
  await restore(ctx, original);
}

async function createCells(ctx: CheckContext, original: JsonObject): Promise<void> {
  const cells = v2Cells(ctx, 'createHostConfigV2', seedsFor(ctx, original), true);
  if (cells.length === 0) return;
  const remake = async () => {
    await ctx.call({ method: 'DELETE', path: PATH });
    await ctx.call({ method: 'POST', path: PATH, body: whole(original) });
  };
  ctx.onCleanup(remake);
  for (const c of cells) {
    await ctx.call({ method: 'DELETE', path: PATH });
    const post = await ctx.call({ method: 'POST', path: PATH, body: { [c.param]: c.value } as JsonObject });
    const read = post.response?.status === 201 ? await ctx.call({ method: 'GET', path: PATH }) : undefined;
    reportFailure(ctx, writeFailure(`POST ${PATH}`, c, post, 201, read));
  }
  await remake();
}

export async function v2HostConfigClasses(ctx: CheckContext): Promise<void> {
  const got = await ctx.call({ method: 'GET', path: PATH });
  if (got.response?.status !== 200 || !isJsonObject(got.json)) return;
  // The row is changed only where it can be put back exactly (v2-hostconfig-lifecycle.ts).
  const v1 = await ctx.call({ method: 'GET', path: `/hostconfigs/${await ctx.hostId()}` });
  if (ownHostConfigUnchangeable(ctx, answerOf(v1)) !== undefined) return;
  await replaceCells(ctx, got.json);
  await createCells(ctx, got.json);
}
