// The embedded fake as a target: requests go to `fake.handle`, no socket involved.
import { createFakeServer, type FakeServer, type FakeServerOptions } from '../../fake-server/index.ts';
import type { Target, WireRequest, WireResponse } from './target.ts';

export interface EmbeddedTarget extends Target {
  readonly fake: FakeServer;
}

export function embeddedTarget(fakeOrOptions: FakeServer | FakeServerOptions = {}): EmbeddedTarget {
  const given = 'handle' in fakeOrOptions;
  // The suite signs with the embedded fake's own clock (run-conformance.ts: deterministic requests), so
  // a fake it makes measures the authentication window against that clock too.
  const fake = given ? (fakeOrOptions as FakeServer) : createFakeServer({ authClock: 'fake', ...(fakeOrOptions as FakeServerOptions) });
  return {
    kind: 'embedded',
    baseUrl: 'http://127.0.0.1:8066',
    fake,
    async send(request: WireRequest): Promise<WireResponse> {
      const reply = fake.handle({ method: request.method, url: request.url, headers: request.headers, body: request.body });
      reply.afterSend?.();
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(reply.headers)) headers[k.toLowerCase()] = v;
      return { status: reply.status, headers, body: reply.body, truncated: false };
    },
    // A fake the target made is the run's own: its temporary /log exports go with it.
    close: async () => {
      if (!given) fake.server.removeTemporaryArchive();
    },
  };
}
