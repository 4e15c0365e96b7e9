// The fake on bare node:http, for `listen` and `tmkit serve`: the interface's requests go straight
// to `fake.handle` and are written as the Koa app writes them (http/write-reply.ts), without a Koa
// context, middleware chain and promise per request (bench `http`: Koa's share of a request was
// larger than the fake's own on most operations). Everything else, and every failure, is the Koa
// app's: control routes under /_fake, a body too large (413), a fault of the fake (500), so the
// bytes on the wire are the same whichever path a request takes (test/http/node-listener.test.ts).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { FakeServer } from './fake.ts';
import { answerFailure, createKoaApp, DEFAULT_MAX_BODY_BYTES, type KoaAppOptions } from './koa-app.ts';
import { hasBody, readBodyThen } from './http/read-body.ts';
import { writeReply } from './http/write-reply.ts';
import { enactOnWire } from './stand-in/wire.ts';
import { takeOutcome } from './direct-http/handed-over.ts';
import { clientSubjectOf } from './tls/client-subject.ts';

/** Paths only the Koa app serves: the control API's (`/_...`), and any request target not in origin form. */
const forKoa = (url: string): boolean => url.charCodeAt(0) !== 0x2f || url.charCodeAt(1) === 0x5f; // '/', '_'

/**
 * A node:http request listener serving `fake`: the interface itself, and through the Koa app of the
 * same options ({@link createKoaApp}) the control API and every failure.
 */
export function createRequestListener(fake: FakeServer, options: KoaAppOptions = {}): RequestListener {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  // One callback for every request the Koa app answers (composing its middleware per failure would be work done again).
  const koa = createKoaApp(fake, options).callback();

  const answer = (req: IncomingMessage, res: ServerResponse, body: string): void => {
    try {
      const method = req.method as string;
      // A request the direct path (direct-http/) already put to the fake comes with its outcome.
      const outcome = takeOutcome(req.socket);
      if (outcome !== undefined && 'error' in outcome) throw outcome.error;
      const reply = outcome?.reply ?? fake.handle({ method, url: req.url as string, headers: req.headers, body, wire: true, clientSubject: clientSubjectOf(req.socket) });
      if (reply.afterSend) res.once('finish', reply.afterSend);
      if (reply.mishap === undefined) return writeReply(res, method, reply);
      // The answer is late, cut or never sent; a failure meanwhile leaves the connection as Koa would (no answer).
      enactOnWire(req.socket, reply, () => writeReply(res, method, reply)).catch(() => undefined);
    } catch (e) {
      answerFailure(koa, req, res, e);
    }
  };

  return (req, res) => {
    if (forKoa(req.url as string)) return void koa(req, res);
    // The real server sends no Date header, and a fake's bytes must not depend on the wall clock.
    res.sendDate = false;
    if (!hasBody(req)) return answer(req, res, '');
    readBodyThen(req, maxBodyBytes, (e, body) => (e ? answerFailure(koa, req, res, e) : answer(req, res, body)));
  };
}
