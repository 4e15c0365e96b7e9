// The msw adapter: the same fake, in process, for clients that run under msw (DESIGN §1). One
// catch-all handler per base URL hands every request to `fake.handle`; msw's own per-test
// overrides (`server.use`) and resets work as usual.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { FakeServer } from './fake.ts';

/** Handlers that answer every request under `baseUrl` (e.g. `http://monitor.test:8088`) from the fake. */
export function createMswHandlers(fake: FakeServer, baseUrl: string): HttpHandler[] {
  const base = baseUrl.replace(/\/+$/, '');
  return [
    http.all(`${base}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const headers: Record<string, string> = {};
      request.headers.forEach((v, k) => (headers[k] = v));
      const reply = fake.handle({ method: request.method, url: url.pathname + url.search, headers, body: await request.text() });
      return new HttpResponse(reply.status === 204 ? null : reply.body, { status: reply.status, headers: reply.headers });
    }),
  ];
}
