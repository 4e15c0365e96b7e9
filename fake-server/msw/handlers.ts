// The msw adapter: the same fake, in process, for clients that run under msw (DESIGN §1). One
// catch-all handler per base URL hands every request to `fake.handle`, the function the Koa app
// calls too: there is no second implementation. msw's own per-test overrides (`server.use`) and
// `resetHandlers` work as usual, in front of these.
import { http, type HttpHandler } from 'msw';
import type { FakeServer } from '../fake.ts';
import { mswResponse } from './enact.ts';

/**
 * Handlers that answer every request under `baseUrl` (e.g. `http://monitor.test:8088`) from
 * `fake`, byte for byte what `tmkit serve` answers. Requests elsewhere are left to other handlers.
 */
export function createMswHandlers(fake: FakeServer, baseUrl: string): HttpHandler[] {
  const base = new URL(baseUrl);
  const prefix = base.origin + base.pathname.replace(/\/+$/, '');
  return [
    http.all(`${prefix}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const headers: Record<string, string> = {};
      request.headers.forEach((v, k) => (headers[k] = v));
      const path = url.pathname.slice(prefix.length - base.origin.length) || '/';
      const reply = fake.handle({ method: request.method, url: path + url.search, headers, body: await request.text() });
      // A shutdown takes effect after its answer, as over HTTP.
      if (reply.afterSend) queueMicrotask(reply.afterSend);
      // A scheduled mishap (delay, reset, truncate, stall) is carried out with msw's own means.
      return mswResponse(reply, request.method);
    }),
  ];
}
