// Mishaps under msw, with msw's own means: `delay()` for a delay and (`'infinite'`) a stall,
// `HttpResponse.error()` for a reset, and a body stream that errors half-way for a truncated answer.
import { delay, HttpResponse } from 'msw';
import type { Reply } from '../http/reply.ts';

/** Statuses whose answers carry no body (the Fetch API refuses one). */
const BODILESS = new Set([204, 205, 304]);

/**
 * No body at all, as on the wire: a bodiless status, an answer to HEAD (node:http writes none), or
 * an empty answer (v2's OPTIONS, 404, 415...): the Fetch API would label even an empty text body
 * `Content-Type: text/plain;charset=UTF-8`, a header the fake never sends.
 */
const bodiless = (reply: Reply, method: string): boolean => BODILESS.has(reply.status) || method === 'HEAD' || reply.body === '';

/** The first half of the body, then a stream error: `await res.text()` rejects, as on a cut connection. */
function truncatedBody(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes.subarray(0, Math.floor(bytes.length / 2)));
      controller.error(new TypeError('the connection closed before the whole body came (a truncate mishap)'));
    },
  });
}

/** The msw answer of a fake's reply to a `method` request, mishap included. */
export async function mswResponse(reply: Reply, method: string): Promise<Response> {
  const mishap = reply.mishap;
  if (mishap?.kind === 'reset') return HttpResponse.error();
  if (mishap?.kind === 'stall') await delay('infinite');
  if (mishap?.kind === 'delay') await delay(mishap.ms);
  // A text body gets `text/plain;charset=UTF-8` from the Fetch API unless the reply names a type;
  // a reply that names none (3.6.2's 404 of an unknown /v2 path) goes as bytes, which get none.
  const typed = Object.keys(reply.headers).some((k) => k.toLowerCase() === 'content-type');
  const text = (t: string) => (typed ? t : new TextEncoder().encode(t));
  const body = bodiless(reply, method) ? null : mishap?.kind === 'truncate' ? truncatedBody(reply.body) : text(reply.body);
  return new HttpResponse(body, { status: reply.status, headers: reply.headers });
}
