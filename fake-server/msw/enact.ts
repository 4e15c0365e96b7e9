// Mishaps under msw, with msw's own means: `delay()` for a delay and (`'infinite'`) a stall,
// `HttpResponse.error()` for a reset, and a body stream that errors half-way for a truncated answer.
import { delay, HttpResponse } from 'msw';
import type { Reply } from '../http/reply.ts';

/** Statuses whose answers carry no body (the Fetch API refuses one). */
const BODILESS = new Set([204, 205, 304]);

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

/** The msw answer of a fake's reply, mishap included. */
export async function mswResponse(reply: Reply): Promise<Response> {
  const mishap = reply.mishap;
  if (mishap?.kind === 'reset') return HttpResponse.error();
  if (mishap?.kind === 'stall') await delay('infinite');
  if (mishap?.kind === 'delay') await delay(mishap.ms);
  const body = BODILESS.has(reply.status) ? null : mishap?.kind === 'truncate' ? truncatedBody(reply.body) : reply.body;
  return new HttpResponse(body, { status: reply.status, headers: reply.headers });
}
