// Child process: the floor of the fake's own framework. Koa and @koa/router answering the
// recorded bytes: routes for the measured paths, the body read as the fake reads it, nothing
// else. Between bare and fake, it shows how much of the gap is Koa and how much the fake's work.
import Koa from 'koa';
import Router from '@koa/router';
import { createServer } from 'node:http';
import { listenAsChild } from './child-listen.ts';
import { readAnswers, type ServedAnswer } from './recorded-answers.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: koa-child.ts ANSWERS.json');
const answers = new Map<string, ServedAnswer>(readAnswers(file).map((a) => [`${a.method} ${a.url}`, a]));

/** The request body, read whole as the fake reads it (its own reader is not part of its public door). */
async function readBody(req: Koa.Context['req']): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const router = new Router();
const answer = async (ctx: Koa.Context) => {
  await readBody(ctx.req);
  const a = answers.get(`${ctx.method} ${ctx.url}`);
  if (!a) return;
  ctx.status = a.status;
  ctx.body = a.body;
  for (const [k, v] of Object.entries(a.headers)) ctx.set(k, v);
};
router.get('/transfers', answer).post('/transfers', answer).get('/transfers/:id', answer).get('/server', answer);
const app = new Koa();
app.use(async (ctx, next) => {
  ctx.res.sendDate = false;
  await next();
});
app.use(router.routes());
app.use(router.allowedMethods());

const server = createServer(app.callback());
listenAsChild(server);
