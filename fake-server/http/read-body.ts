// Reads a request body as UTF-8 text, refusing it as soon as it is known to be too large: from
// Content-Length before reading anything, or while streaming. Read with the stream's events, not
// `for await`: its async iterator cost tens of microseconds a request, more than the fake's own
// work on a POST (bench `http`).
import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`the request body is larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** Thrown when the client goes away before its body ended, as `for await` over the stream would (its code is Node's). */
class PrematureCloseError extends Error {
  readonly code = 'ERR_STREAM_PREMATURE_CLOSE';
  constructor() {
    super('Premature close');
  }
}

export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.reject(new BodyTooLargeError(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    const fail = (e: Error) => {
      stop();
      reject(e);
    };
    const onData = (b: Buffer) => {
      size += b.length;
      if (size <= limit) return void chunks.push(b);
      fail(new BodyTooLargeError(limit));
      // The rest of the body is not read: the 413 answer closes the connection.
      req.pause();
    };
    const onEnd = () => {
      stop();
      resolve(chunks.length === 1 ? (chunks[0] as Buffer).toString('utf8') : Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (e: Error) => fail(e);
    const onClose = () => fail(new PrematureCloseError());
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}
