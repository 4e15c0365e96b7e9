// The requests the stateful checks send for one record, the names of the run, and the tracker
// that removes every record a check created, also after a failure (DESIGN §6).
import { SafetyRefusal, type Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { answerOf, knownRule, results, type JsonRecord } from '../scenarios/helpers.ts';
import { hasIdentity } from './compare.ts';
import type { Fields, RecordKey, RunNames, StatefulResource } from './resources/index.ts';

/** Every stateful check writes: a run that may not gets a clean skip, before any request. */
export function requireWrites(ctx: CheckContext): void {
  if (!ctx.allows({ method: 'POST', path: '/transfers' })) throw new SafetyRefusal('writes', 'creating, changing and deleting records');
}

/** The run's names for a check: `tag` keeps the records of two checks apart. */
export async function runNames(ctx: CheckContext, tag: string): Promise<RunNames> {
  const hostId = await ctx.hostId();
  return { prefix: `${ctx.runPrefix}-${tag}`, hostId, rule: await knownRule(ctx), embedded: ctx.embedded };
}

const onePath = (r: StatefulResource, key: RecordKey) => `/${r.collection}/${key.id}`;

export const readOne = (ctx: CheckContext, r: StatefulResource, key: RecordKey): Promise<Exchange> =>
  ctx.call({ method: 'GET', path: onePath(r, key), query: key.query });

export const updateOne = (ctx: CheckContext, r: StatefulResource, key: RecordKey, fields: Fields): Promise<Exchange> =>
  ctx.call({ method: 'PUT', path: onePath(r, key), query: key.query, body: fields });

export const deleteOne = (ctx: CheckContext, r: StatefulResource, key: RecordKey): Promise<Exchange> =>
  ctx.call({ method: 'DELETE', path: onePath(r, key), query: key.query });

export const list = (ctx: CheckContext, r: StatefulResource, query: Readonly<Record<string, string>>): Promise<Exchange> =>
  ctx.call({ method: 'GET', path: `/${r.collection}`, query });

/** The records of a list answer with the identity of `key`. */
export const listed = (ex: Exchange, key: RecordKey): JsonRecord[] => results(ex).filter((rec) => hasIdentity(rec, key.identity));

export { answerOf, results };

/**
 * Records a check may have created. Every record goes in before its POST is sent and out when a
 * DELETE answered 200 or 404; at the end of the check the rest is deleted.
 */
export class Tracker {
  private readonly live = new Map<string, { r: StatefulResource; key: RecordKey }>();

  constructor(private readonly ctx: CheckContext) {
    ctx.onCleanup(() => this.flush());
  }

  private id = (r: StatefulResource, key: RecordKey) => `${r.collection}/${key.id}?${JSON.stringify(key.query)}`;

  async create(r: StatefulResource, key: RecordKey, fields: Fields, names: RunNames): Promise<Exchange> {
    this.live.set(this.id(r, key), { r, key });
    return this.ctx.call({ method: 'POST', path: `/${r.collection}`, body: r.createBody(key, fields, names) });
  }

  async remove(r: StatefulResource, key: RecordKey): Promise<Exchange> {
    const ex = await deleteOne(this.ctx, r, key);
    // 200: deleted; 404: not there (any more).
    if (ex.response?.status === 200 || ex.response?.status === 404) this.live.delete(this.id(r, key));
    return ex;
  }

  /** Also tracks a record whose identity the server chose (a POST without SPECIALID). */
  track(r: StatefulResource, key: RecordKey): void {
    this.live.set(this.id(r, key), { r, key });
  }

  /** Deletes every record still live. */
  async flush(): Promise<void> {
    for (const { r, key } of [...this.live.values()].reverse()) await this.remove(r, key);
    this.live.clear();
  }

  /** Deletes what an earlier, interrupted run with the same prefix left behind. */
  async sweep(r: StatefulResource, keys: readonly RecordKey[]): Promise<void> {
    for (const key of keys) {
      // /configurations reads a missing id as a zero record: its list shows only stored rows.
      const present = r.absentRead(key) === undefined
        ? (await readOne(this.ctx, r, key)).response?.status === 200
        : listed(await list(this.ctx, r, r.listFor(key, {})), key).length > 0;
      if (present) await deleteOne(this.ctx, r, key);
    }
  }
}
