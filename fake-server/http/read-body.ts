// Reads a request body as UTF-8 text, refusing it as soon as it is known to be too large: from
// Content-Length before reading anything, or while streaming.
import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`the request body is larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

export async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new BodyTooLargeError(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const b = chunk as Buffer;
    size += b.length;
    if (size > limit) throw new BodyTooLargeError(limit);
    chunks.push(b);
  }
  return Buffer.concat(chunks).toString('utf8');
}
