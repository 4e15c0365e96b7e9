// The embedded fake as a target: requests go to `fake.handle`, no socket involved. Composed here,
// outside both conformance/ and fake-server/ (DESIGN §3): the suite sees only a Target, and the
// variants its access checks ask for are fakes this module builds.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { RECORD_MODEL } from '../contract/index.ts';
import type { Target, VariantSettings, VariantTarget, WireRequest, WireResponse } from '../conformance/index.ts';
import { createFakeServer, type FakeServer, type FakeServerOptions } from '../fake-server/index.ts';
import { readRecord } from '../generators/index.ts';

export interface EmbeddedTarget extends Target {
  readonly fake: FakeServer;
  variant(settings: VariantSettings): VariantTarget;
}

/** Requests between two turns of the event loop: a few microseconds each time, against tens of milliseconds of requests. */
const YIELD_EVERY = 64;

export function embeddedTarget(fakeOrOptions: FakeServer | FakeServerOptions = {}): EmbeddedTarget {
  const given = 'handle' in fakeOrOptions;
  // The suite signs with the embedded fake's own clock (deterministic requests), so a fake it makes
  // measures the authentication window against that clock too.
  const fake = given ? (fakeOrOptions as FakeServer) : createFakeServer({ authClock: 'fake', ...(fakeOrOptions as FakeServerOptions) });
  let sent = 0;
  return {
    kind: 'embedded',
    baseUrl: 'http://127.0.0.1:8066',
    fake,
    async send(request: WireRequest): Promise<WireResponse> {
      // The fake answers at once: a run of thousands of requests would only ever wait on promises
      // that are already settled, and no timer (a time budget, a test runner's timeout or its
      // messages to the worker) could run until it ends. Every few requests it lets them run.
      // node:timers' own, which a test's fake timers (patching the global one) leave as it is.
      if (++sent % YIELD_EVERY === 0) await nextTurn();
      const reply = fake.handle({ method: request.method, url: request.url, headers: request.headers, body: request.body });
      reply.afterSend?.();
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(reply.headers)) headers[k.toLowerCase()] = v;
      return { status: reply.status, headers, body: reply.body, truncated: false };
    },
    variant: (settings) => variantOf(fake, settings),
    // A fake the target made is the run's own: its temporary /log exports go with it.
    close: async () => {
      if (!given) fake.server.removeTemporaryArchive();
    },
  };
}

/** A fake with `fake`'s configuration (seed, host id, keys, planted faults), no records but the transfers `settings` names, and `settings`. */
function variantOf(fake: FakeServer, settings: VariantSettings): VariantTarget {
  const target = embeddedTarget({
    ...fake.config, classPrefix: settings.classPrefix, dataset: 'empty', adminPassword: settings.adminPassword, auth: settings.auth ?? 'none', disabled: settings.disabled ?? [],
    business: settings.business ?? {},
  });
  for (const [i, json] of (settings.transfers ?? []).entries()) {
    const read = readRecord(json, `variant transfer ${i}`, RECORD_MODEL.transfers);
    if (Array.isArray(read) || read.model !== RECORD_MODEL.transfers) throw new Error(`variant transfer ${i} is not a transfer record: ${JSON.stringify(read)}`);
    target.fake.store.transfers.put(read.record);
  }
  return { ...target, now: () => target.fake.clock.now(), state: () => stateOf(target.fake) };
}

/** Its four collections (rows sorted) and the block flag, as one text. */
function stateOf(fake: FakeServer): string {
  const { store, server } = fake;
  const rows = (it: Iterable<{ json: string }>) => [...it].map((r) => r.json).sort();
  return JSON.stringify([rows(store.transfers.values()), rows(store.hosts.values()), rows(store.hostconfigs.values()), rows(store.configurations.values()), server.blocked]);
}
