// The real server's cache of one-record reads (the DAO's LRU of hosts and rules, 180 s), where
// it shows: on 3.5.2 a v1 POST stores the record as sent but caches the record as answered
// (release-facts.ts v1CreateStores `body`), so GET /hosts/{id}, /rules/{id} and /v2/hosts/{id}
// show the answered record until the entry expires, while every list reads the stored one. An
// entry holds only while the stored row is the one it was made with: any later write replaces it.
import type { Deps } from '../../deps.ts';
import { factsOf } from '../../release.ts';

/** The collections whose single reads the cache serves. */
export type CachedCollection = 'hosts' | 'rules';

// Each entry (ServerState.cachedReads): the stored row it shadows (a write puts another, and the
// entry no longer holds), the record a one-record read answers instead, and until when.
const cacheOf = (deps: Deps) => deps.server.cachedReads;

/** After a create that stored `stored` but answered `view`: one-record reads answer `view` for the release's cache time. */
export function cacheAnswered(deps: Deps, collection: CachedCollection, id: string, stored: object, view: object): void {
  cacheOf(deps).set(`${collection}/${id}`, { stored, view, until: deps.clock.now() + factsOf(deps).recordCacheMs });
}

/** What a one-record read of `stored` answers: the cached view while it holds, else the stored row itself. */
export function readThroughCache<T extends object>(deps: Deps, collection: CachedCollection, id: string, stored: T | undefined): T | undefined {
  if (stored === undefined) return undefined;
  const cache = cacheOf(deps);
  const key = `${collection}/${id}`;
  const entry = cache.get(key);
  if (entry === undefined) return stored;
  if (entry.stored !== stored || entry.until < deps.clock.now()) {
    cache.delete(key);
    return stored;
  }
  return entry.view as T;
}
