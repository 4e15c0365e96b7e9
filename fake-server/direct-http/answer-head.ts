// The head node:http writes for a reply of the fake (http/write-reply.ts: `writeHead(status,
// reason, [Content-Length, the reply's headers])`, Date off) answering a plain kept-alive request:
// the status line, the headers in that order, then node's own `Connection: keep-alive` and
// `Keep-Alive: timeout=N` unless the reply says `Connection` itself. Only for the replies where
// that is all node does; every other (HEAD, a status without body, a mishap, an action after the
// answer, a header node would refuse) is written by node:http itself (direct-http/connection.ts).
import { STATUS_CODES } from 'node:http';
import type { Reply } from '../http/reply.ts';
import { bodyLengthOf } from '../http/write-reply.ts';
import { HTTP_TOKEN } from './request-head.ts';

// node's checks on what it writes (checkIsHttpToken, checkInvalidHeaderChar): a reply failing them is node's to refuse.
const INVALID_VALUE = /[^\t\x20-\x7e\x80-\xff]/;
const CLOSE = /(?:^|\W)close(?:$|\W)/i;

/** The head, and whether node would close the connection after the answer (a reply's own `Connection: close`). */
export interface AnswerHead {
  readonly text: string;
  readonly close: boolean;
}

/**
 * The head of `reply` as node:http writes it, `keepAliveMs` being the server's `keepAliveTimeout`
 * (0: none announced); undefined when node would do more than that.
 */
export function answerHead(method: string, reply: Reply, keepAliveMs: number): AnswerHead | undefined {
  const status = reply.status;
  if (method === 'HEAD' || reply.mishap !== undefined || reply.afterSend !== undefined) return undefined;
  // 1xx, 204 and 304 have no body (writeReply strips it); 205 and statuses node does not name are rare enough to leave to it.
  const reason = STATUS_CODES[status];
  if (status < 200 || status === 204 || status === 205 || status === 304 || reason === undefined) return undefined;
  let text = `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${bodyLengthOf(reply)}\r\n`;
  let close = false;
  let connection = false;
  const headers = reply.headers;
  for (const k in headers) {
    const v = headers[k] as string;
    if (!HTTP_TOKEN.test(k) || INVALID_VALUE.test(v)) return undefined;
    const lower = k.toLowerCase();
    // Said twice, or said by the reply itself: writeReply would write both, with node's own rules for them.
    if (lower === 'content-length' || lower === 'transfer-encoding' || lower === 'date') return undefined;
    if (lower === 'connection') {
      connection = true;
      close ||= CLOSE.test(v);
    }
    text += `${k}: ${v}\r\n`;
  }
  // node announces the timeout in whole seconds, rounded down (timeout=0 under a second).
  if (!connection) text += keepAliveMs > 0 ? `Connection: keep-alive\r\nKeep-Alive: timeout=${Math.floor(keepAliveMs / 1000)}\r\n` : 'Connection: keep-alive\r\n';
  return { text: `${text}\r\n`, close };
}
