// The Koa adapter: the order of middleware, nothing else (STYLE: Koa's application.js). Control
// routes under /_fake, then the body (size-limited, refused with 413 before it is buffered), then
// the interface handlers, which know nothing of Koa.
import Koa from 'koa';
import Router from '@koa/router';
import type { FakeServer } from './fake.ts';
import { advanceClock, clockState, CONTROL_PREFIX, health, reseed, reset, setClock, type ControlReply } from './control/control-api.ts';
import { readBody, BodyTooLargeError } from './http/read-body.ts';

export interface KoaAppOptions {
  /** Largest request body accepted, in bytes (default 1 MiB). */
  readonly maxBodyBytes?: number;
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
  return router;
}

export function createKoaApp(fake: FakeServer, options: KoaAppOptions = {}): Koa {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const app = new Koa();
  // Koa would log every thrown error to stderr; the guard below answers them instead.
  app.silent = true;

  app.use(async (ctx, next) => {
    // The real server sends no Date header, and a fake's bytes must not depend on the wall clock.
    ctx.res.sendDate = false;
    try {
      await next();
    } catch (e) {
      if (e instanceof BodyTooLargeError) {
        ctx.status = 413;
        ctx.set('Connection', 'close');
        ctx.body = { message: 'Payload Too Large', code: 413, detail: e.message };
        return;
      }
      // A fault of the fake itself, never of the client: say so plainly.
      ctx.status = 500;
      ctx.body = { message: 'Internal Server Error', code: 500, detail: `fake server fault: ${(e as Error).message}` };
    }
  });

  const control = controlRouter(fake, maxBodyBytes);
  app.use(control.routes());
  app.use(control.allowedMethods());

  app.use(async (ctx) => {
    const body = await readBody(ctx.req, maxBodyBytes);
    const reply = fake.handle({ method: ctx.method, url: ctx.url, headers: ctx.headers, body });
    ctx.status = reply.status;
    // A Buffer body, then the reply's own headers: Koa neither re-encodes the body nor adds a charset.
    ctx.body = Buffer.from(reply.body, 'utf8');
    ctx.remove('Content-Type');
    for (const [k, v] of Object.entries(reply.headers)) ctx.set(k, v);
    if (reply.afterSend) ctx.res.once('finish', reply.afterSend);
  });
  return app;
}
