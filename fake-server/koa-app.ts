// The Koa adapter: the order of middleware, nothing else (STYLE: Koa's application.js). Control
// routes under /_fake, then the body (size-limited, refused with 413 before it is buffered), then
// the interface handlers, which know nothing of Koa. Per-request cost is kept to what the answer
// needs (bench/http measures it against bare node:http): the router only sees paths that can be
// control paths, a request without a body is not streamed, and the answer text goes out as is.
import Koa from 'koa';
import Router from '@koa/router';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeServer } from './fake.ts';
import { reasonOf, type Reply } from './http/reply.ts';
import { advanceClock, clockState, CONTROL_PREFIX, health, reseed, reset, setClock, type ControlReply } from './control/control-api.ts';
import { readBody, BodyTooLargeError, hasBody } from './http/read-body.ts';
import { enactOnWire } from './stand-in/wire.ts';
import { writeReply } from './http/write-reply.ts';
import { clearMishaps, clearRequests, listMishaps, listRequests, scheduleMishap, unscheduleMishap } from './control/stand-in-api.ts';
import { listFileMonitors, setFileMonitors } from './control/file-monitors-api.ts';
import { listBusinessClasses, setBusinessClasses } from './control/business-api.ts';
import { clientSubjectOf } from './tls/client-subject.ts';

/** Options of {@link createKoaApp} (and of `listen`). */
export interface KoaAppOptions {
  /** Largest request body accepted, in bytes (default 1 MiB). */
  readonly maxBodyBytes?: number;
  /** Serve the control API under /_fake (default true); off, /_fake/... is an unknown base of the interface (405). */
  readonly control?: boolean;
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

function controlRouter(fake: FakeServer, maxBodyBytes: number): Router {
  const router = new Router({ prefix: CONTROL_PREFIX });
  const send = (ctx: Koa.Context, r: ControlReply) => {
    ctx.status = r.status;
    ctx.body = r.body;
  };
  const withBody = (f: (text: string) => ControlReply) => async (ctx: Koa.Context) => send(ctx, f(await readBody(ctx.req, maxBodyBytes)));
  router.get('/health', (ctx) => send(ctx, health(fake)));
  router.post('/reset', (ctx) => send(ctx, reset(fake)));
  router.post('/reseed', withBody((t) => reseed(fake, t)));
  router.get('/clock', (ctx) => send(ctx, { status: 200, body: clockState(fake) }));
  router.put('/clock', withBody((t) => setClock(fake, t)));
  router.post('/clock/advance', withBody((t) => advanceClock(fake, t)));
  router.get('/requests', (ctx) => send(ctx, listRequests(fake, ctx.querystring)));
  router.delete('/requests', (ctx) => send(ctx, clearRequests(fake)));
  router.get('/mishaps', (ctx) => send(ctx, listMishaps(fake)));
  router.post('/mishaps', withBody((t) => scheduleMishap(fake, t)));
  router.delete('/mishaps', (ctx) => send(ctx, clearMishaps(fake)));
  router.delete('/mishaps/:id', (ctx) => send(ctx, unscheduleMishap(fake, ctx.params['id'] ?? '')));
  router.get('/filemonitors', (ctx) => send(ctx, listFileMonitors(fake)));
  router.put('/filemonitors', withBody((t) => setFileMonitors(fake, t)));
  router.get('/business', (ctx) => send(ctx, listBusinessClasses(fake)));
  router.put('/business', withBody((t) => setBusinessClasses(fake, t)));
  return router;
}

/**
 * Requests the bare node:http listener (node-listener.ts) could not answer, with what went wrong:
 * handed to this app, which answers them as if the failure had happened in its own handler (the
 * same 413 and 500 bytes, whichever of the two served the request).
 */
const failedBeforeKoa = new WeakMap<IncomingMessage, unknown>();

/** Has `koa` (the callback of an app from createKoaApp) answer `req` as failed with `error`: a body too large (413), or a fault of the fake (500). */
export function answerFailure(koa: (req: IncomingMessage, res: ServerResponse) => unknown, req: IncomingMessage, res: ServerResponse, error: unknown): void {
  failedBeforeKoa.set(req, error);
  void koa(req, res);
}

/**
 * A Koa application that serves a fake over HTTP: the control API under `/_fake` (unless `control`
 * is false), then every request of the interface through `fake.handle`, written byte for byte as
 * the fake answered it. A body over `maxBodyBytes` is refused with 413 before it is read; an error
 * of the fake itself answers 500 with a `fake server fault` detail. The app does not listen: use
 * {@link listen}, `app.callback()` with your own server, or supertest.
 *
 * @param fake - The fake to serve (from `createFakeServer`).
 * @param options - Body limit (default 1 MiB) and whether to serve the control API (default true).
 *
 * @example
 * const app = createKoaApp(createFakeServer({ seed: 3 }));
 * await supertest(app.callback()).get('/transfers').query({ LIMIT: 5 }).expect(200);
 */
export function createKoaApp(fake: FakeServer, options: KoaAppOptions = {}): Koa {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const app = new Koa();
  // Koa would log every thrown error to stderr; the guard below answers them instead.
  app.silent = true;

  app.use(async (ctx, next) => {
    // The real server sends no Date header, and a fake's bytes must not depend on the wall clock.
    ctx.res.sendDate = false;
    try {
      const failed = failedBeforeKoa.get(ctx.req);
      if (failed !== undefined) throw failed;
      await next();
    } catch (e) {
      if (e instanceof BodyTooLargeError) {
        ctx.status = 413;
        ctx.set('Connection', 'close');
        ctx.body = { message: reasonOf(413), code: 413, detail: e.message };
        return;
      }
      // A fault of the fake itself, never of the client: say so plainly.
      ctx.status = 500;
      ctx.body = { message: reasonOf(500), code: 500, detail: `fake server fault: ${(e as Error).message}` };
    }
  });

  // The router matches /_fake/... case-insensitively, but only paths that start with `/_` can
  // match at all, and no path of the interface does: every other request skips it.
  const control = controlRouter(fake, maxBodyBytes);
  const routes = control.routes();
  const allowed = control.allowedMethods();
  app.use((ctx, next) => {
    if (options.control === false || !ctx.path.startsWith('/_')) return next();
    // The router's middleware types want its own context, which it adds to the one Koa made.
    const routed = ctx as Parameters<typeof routes>[0] & Parameters<typeof allowed>[0];
    return routes(routed, () => allowed(routed, next));
  });

  app.use(async (ctx) => {
    const body = hasBody(ctx.req) ? await readBody(ctx.req, maxBodyBytes) : '';
    const reply = fake.handle({ method: ctx.method, url: ctx.url, headers: ctx.headers, body, clientSubject: clientSubjectOf(ctx.req.socket) });
    if (reply.afterSend) ctx.res.once('finish', reply.afterSend);
    if (reply.mishap === undefined) sendReply(ctx, reply);
    else {
      // The answer is late, cut or never sent: Koa must not write one of its own meanwhile.
      ctx.respond = false;
      await enactOnWire(ctx.req.socket, reply, () => sendReply(ctx, reply));
    }
  });
  return app;
}

/** Writes the reply itself (write-reply.ts), in place of Koa's respond(), which then stays out of the way. */
function sendReply(ctx: Koa.Context, reply: Reply): void {
  // A throw here (a status or header Node refuses) comes before anything is sent: the guard still answers it (500).
  writeReply(ctx.res, ctx.method, reply);
  ctx.respond = false;
}
