// Reads one HTTP/1.1 request of the plainest kind from the front of a connection's bytes: the kind
// a load generator or an HTTP client library sends on a kept-alive connection. Anything else (a
// chunked body, `Connection: close`, HTTP/1.0, `Expect`, a repeated header, a byte outside
// printable ASCII, a control route) is left to node:http (direct-http/connection.ts), so this
// parser never has to agree with llhttp on anything but the plain case.

/** A plain request: what node:http's IncomingMessage would give for it (lower-case names, trimmed values). */
export interface PlainRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  /** Where the body starts in the bytes, and its length (Content-Length, 0 without). */
  readonly bodyStart: number;
  readonly bodyLength: number;
}

/** Not yet a whole head: wait for more bytes. */
export const PARTIAL = 0;
/** Not a plain request: node:http serves it, and everything after it on the connection. */
export const NOT_PLAIN = 1;

/** node:http's default limit on a request head (`maxHeaderSize`): past it, node answers 431. */
export const MAX_HEAD_BYTES = 16 * 1024;

// Methods the interface serves on the plain path; any other goes to node:http (and Koa).
const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'PATCH']);
// Request target: origin form, printable ASCII; `/_` is the control API's (Koa's).
const REQUEST_LINE = /^([A-Z]+) (\/(?!_)[!-~]*) HTTP\/1\.1$/;
/** An HTTP token (RFC 9110 §5.6.2): a header name, read or written. */
export const HTTP_TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// A value: printable ASCII and tabs, without whitespace at its end (llhttp's trimming rules for it are not ours to copy).
const VALUE = /^[\t -~]*[!-~]$|^$/;
const DIGITS = /^[0-9]{1,15}$/;

/**
 * The request at the front of `bytes`, {@link PARTIAL} when its head (or body) has not all come
 * yet, or {@link NOT_PLAIN}. `maxBodyBytes`: a larger declared body is node's (and Koa's 413).
 */
export function readPlainRequest(bytes: Buffer, maxBodyBytes: number): PlainRequest | typeof PARTIAL | typeof NOT_PLAIN {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return bytes.length > MAX_HEAD_BYTES ? NOT_PLAIN : PARTIAL;
  if (end > MAX_HEAD_BYTES) return NOT_PLAIN;
  const lines = bytes.toString('latin1', 0, end).split('\r\n');
  const line = REQUEST_LINE.exec(lines[0] as string);
  if (line === null || !METHODS.has(line[1] as string)) return NOT_PLAIN;
  const headers = readHeaders(lines);
  if (headers === undefined) return NOT_PLAIN;
  const length = headers['content-length'];
  const bodyLength = length === undefined ? 0 : DIGITS.test(length) ? Number(length) : -1;
  if (bodyLength < 0 || bodyLength > maxBodyBytes) return NOT_PLAIN;
  const bodyStart = end + 4;
  if (bytes.length < bodyStart + bodyLength) return PARTIAL;
  return { method: line[1] as string, url: line[2] as string, headers, bodyStart, bodyLength };
}

/** The header lines as node:http names them, or undefined when one of them makes the request not plain. */
function readHeaders(lines: readonly string[]): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  for (let i = 1; i < lines.length; i++) {
    const text = lines[i] as string;
    const colon = text.indexOf(':');
    if (colon <= 0) return undefined;
    const name = text.slice(0, colon).toLowerCase();
    const value = text.slice(colon + 1).replace(/^[ \t]+/, '');
    if (!HTTP_TOKEN.test(name) || !VALUE.test(value) || name in headers) return undefined;
    headers[name] = value;
  }
  if (headers['host'] === undefined) return undefined; // node answers 400 to an HTTP/1.1 request without Host
  const connection = headers['connection'];
  if (connection !== undefined && connection.toLowerCase() !== 'keep-alive') return undefined;
  if (headers['transfer-encoding'] !== undefined || headers['expect'] !== undefined || headers['upgrade'] !== undefined) return undefined;
  return headers;
}
