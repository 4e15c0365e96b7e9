// Writes a fake's reply on a node:http response exactly as Koa's respond() writes a text body with
// the reply's headers (same status line, headers in the same order: Content-Length, then the
// reply's own, no charset added; no body on HEAD and on the empty statuses), in one writeHead: a
// reply is always a finished text. Shared by the Koa adapter and the bare node:http listener.
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Reply } from './reply.ts';
import { writeTruncated } from '../stand-in/wire.ts';
import { giveBackAnswerBuffer } from './answer-buffers.ts';

/** Statuses whose answers have no body (Koa's `statuses.empty`): Koa strips the body and its headers. */
const EMPTY_STATUSES = new Set([204, 205, 304]);
const BODY_HEADERS = new Set(['content-type', 'content-length', 'transfer-encoding']);

/** The Content-Length of `reply`: its bytes', or its text's in the encoding it is written in. */
export const bodyLengthOf = (reply: Reply): number =>
  reply.bytes ? reply.bytes.length : reply.ascii ? reply.body.length : Buffer.byteLength(reply.body);

/** Koa's `ctx.writable`: not after the answer ended, nor on a socket that cannot take more. */
function writable(res: ServerResponse): boolean {
  if (res.writableEnded || res.finished) return false;
  return res.socket ? res.socket.writable : true;
}

/**
 * Writes `reply` as the answer to a `method` request. Throws, before anything is sent, where Koa
 * would: a status outside 100-999 (its status setter's message), a header Node refuses.
 */
export function writeReply(res: ServerResponse, method: string, reply: Reply): void {
  const status = reply.status;
  if (!Number.isInteger(status) || status < 100 || status > 999) throw new Error(`invalid status code: ${status}`);
  // Koa's reason phrases are the `statuses` package's, the same table as Node's STATUS_CODES.
  res.statusCode = status;
  res.statusMessage = STATUS_CODES[status] ?? 'unknown';
  if (!writable(res)) {
    if (reply.bytes) giveBackAnswerBuffer(reply.bytes);
    res.end();
    return;
  }
  const empty = EMPTY_STATUSES.has(status);
  const bytes = reply.bytes;
  const length = bodyLengthOf(reply);
  const head: string[] = empty ? [] : ['Content-Length', String(length)];
  for (const k in reply.headers) if (!empty || !BODY_HEADERS.has(k.toLowerCase())) head.push(k, reply.headers[k] as string);
  res.writeHead(res.statusCode, res.statusMessage, head);
  // Node writes the head and the text in one write.
  if (empty || method === 'HEAD') {
    // No body is written: the bytes go back at once.
    if (bytes) giveBackAnswerBuffer(bytes);
    res.end();
  }
  // A copy made to carry a mishap never has bytes (Reply.bytes): the text is cut.
  else if (reply.mishap?.kind === 'truncate') writeTruncated(res, reply.body, reply.ascii ? 'latin1' : 'utf8');
  // Bytes as they are (no text made of a list's 60 KB, nor encoded again), back to their pool once written.
  else if (bytes) res.end(bytes, () => giveBackAnswerBuffer(bytes));
  else res.end(reply.body, reply.ascii ? 'latin1' : 'utf8');
}
