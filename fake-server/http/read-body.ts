// Reads a request body as UTF-8 text, refusing it as soon as it is known to be too large: from
// Content-Length before reading anything, or while streaming. Read with the stream's events and a
// callback: `for await` over the stream, and even one promise with named listeners, cost more per
// request than the fake's own work on a POST (bench `http`; under tsx every named closure made per
// call also costs a defineProperty, hence the anonymous ones below).
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

/** HTTP/1.1 framing: a request has a body only with Transfer-Encoding or a non-zero Content-Length. */
export const hasBody = (req: IncomingMessage): boolean => {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
};

/** Reads the body of `req`, then calls `done` once: with the text, or with why not. */
export function readBodyThen(req: IncomingMessage, limit: number, done: (error: Error | undefined, body: string) => void): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return done(new BodyTooLargeError(limit), '');
  const chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  req.on('data', (b: Buffer) => {
    if (settled) return;
    size += b.length;
    if (size <= limit) return void chunks.push(b);
    settled = true;
    // The rest of the body is not read: the 413 answer closes the connection.
    req.pause();
    done(new BodyTooLargeError(limit), '');
  });
  req.on('end', () => {
    if (settled) return;
    settled = true;
    done(undefined, chunks.length === 1 ? (chunks[0] as Buffer).toString('utf8') : Buffer.concat(chunks).toString('utf8'));
  });
  req.on('error', (e: Error) => {
    if (settled) return;
    settled = true;
    done(e, '');
  });
  req.on('close', () => {
    if (settled) return;
    settled = true;
    done(new PrematureCloseError(), '');
  });
}

/** {@link readBodyThen} as a promise. */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => readBodyThen(req, limit, (e, body) => (e ? reject(e) : resolve(body))));
}
