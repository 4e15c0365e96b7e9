// Answers in the real server's two error styles and its JSON envelope (reference §2.3-§2.4).
// The envelope is written by string assembly around pre-serialised records, so a list answer
// costs a join, not a re-serialisation of every record.
import { quote, RawJson, serialize, type Serialisable } from '../../contract/index.ts';
import type { ParsedRequest } from './request.ts';
import { reasonOf } from '../../contract/index.ts';
import type { WireMishap } from '../stand-in/mishap-types.ts';
import { takeAnswerBuffer } from './answer-buffers.ts';

/** The fake's answer to one request (`fake.handle`), as the transport writes it. */
export interface Reply {
  /** HTTP status code. */
  readonly status: number;
  /** Response headers; the transport adds Content-Length. */
  readonly headers: Readonly<Record<string, string>>;
  /** The whole body: the v1 JSON envelope, an HTML error page, a v2 body, or empty. */
  readonly body: string;
  /**
   * True when the body is pure ASCII (the v1 envelopes: the serialiser escapes everything else as
   * \uXXXX): the transport then writes it as Latin-1, byte for byte, without a UTF-8 pass over
   * tens of KB of list answer. Whoever rewrites the body must set it again (faults/rewrite.ts).
   */
  readonly ascii?: boolean;
  /**
   * The body as bytes, when the request asked for them (`RawRequest.wire`) and the answer was
   * assembled so (a list of transfers, copied from the store): a transport writes them as they are
   * and gives them back to the pool they came from once written (http/answer-buffers.ts); `body`
   * reads them as text on first use. Not enumerable, so a spread copy (a fault or a mishap
   * rewriting the reply, CORS headers added) never carries bytes of another body.
   */
  readonly bytes?: Buffer;
  /** Run by the transport once the answer is sent (a shutdown stops the server after answering). */
  readonly afterSend?: () => void;
  /**
   * A scheduled mishap the transport carries out instead of a plain answer (README "Stand-in for
   * client tests"): `delay` the answer, `truncate` its body, `reset` or `stall` the connection.
   * In process (`fake.handle`) it is for the caller to read; `reset` and `stall` have status 0.
   */
  readonly mishap?: WireMishap;
}

export { reasonOf };

/** The real server closes the connection after any v1 answer that is not 200 (reference §1.6, §17). */
function v1Headers(req: ParsedRequest, status: number, contentType: string): Record<string, string> {
  const h: Record<string, string> = { 'Content-Type': contentType, Referer: req.url };
  if (status !== 200) h['Connection'] = 'close';
  return h;
}

/** Failures before a handler is bound: an HTML page (reference §2.3). */
export function htmlError(req: ParsedRequest, status: number): Reply {
  return { status, headers: v1Headers(req, status, 'text/html'), body: `<html><body>Error ${reasonOf(status)}</body></html>` };
}

/** The routing fields every envelope starts with: X-Auth-User?, X-method, path, base, subpath?, uri. */
export function routingFields(req: ParsedRequest): Record<string, Serialisable> {
  const parts: Record<string, Serialisable> = {};
  if (req.auth.user !== undefined) parts['X-Auth-User'] = req.auth.user;
  parts['X-method'] = req.method;
  parts['path'] = req.path;
  parts['base'] = req.base;
  if (req.subpath.length > 0) parts['subpath'] = req.subpath;
  parts['uri'] = uriWithId(req);
  return parts;
}

/**
 * The routing fields as the opening members of a JSON object (without the braces): the bytes of
 * `serialize(routingFields(req))`, written straight from the request, since every answer has them.
 */
function head(req: ParsedRequest): string {
  let out = req.auth.user === undefined ? '' : `"X-Auth-User":${quote(req.auth.user, true)},`;
  out += `"X-method":${quote(req.method, true)},"path":${quote(req.path, true)},"base":${quote(req.base, true)},`;
  if (req.subpath.length > 0) out += `"subpath":${serialize(req.subpath)},`;
  return `${out}"uri":${uriJson(req)}`;
}

/** `serialize(uriWithId(req))` without the copy: `_id` keeps the place of an `_id` argument, or comes last. */
function uriJson(req: ParsedRequest): string {
  const id = req.subpath.length === 1 ? req.subpath[0] : undefined;
  let out = '';
  let idWritten = false;
  for (const k of Object.keys(req.uri)) {
    const value = k === '_id' && id !== undefined ? id : (req.uri[k] as string | string[]);
    idWritten ||= k === '_id';
    out += `${out === '' ? '' : ','}${quote(k, true)}:${typeof value === 'string' ? quote(value, true) : serialize(value)}`;
  }
  if (id !== undefined && !idWritten) out += `${out === '' ? '' : ','}"_id":${quote(id, true)}`;
  return `{${out}}`;
}

/** `uri` echo: the query arguments, plus `_id` when the path has exactly one sub-segment. */
export function uriWithId(req: ParsedRequest): Record<string, string | string[]> {
  const id = req.subpath.length === 1 ? req.subpath[0] : undefined;
  return id === undefined ? req.uri : { ...req.uri, _id: id };
}

export interface EnvelopeOptions {
  /** `detail` written first, as the real server does when the body could not be parsed. */
  readonly leadingDetail?: string;
  /** `detail` written between command and message, as the action answers that carry one (reference §7.1). */
  readonly detail?: string;
}

const leading = (o: EnvelopeOptions) => (o.leadingDetail === undefined ? '' : `${serialize({ detail: o.leadingDetail }).slice(1, -1)},`);

/** A 200 envelope up to its answer: the routing fields, then `"answer":`. */
const okOpen = (req: ParsedRequest, o: EnvelopeOptions): string => `{${leading(o)}${head(req)},"answer":`;

/** A 200 envelope after its answer: command, detail if any, message and code. */
const okClose = (command: string, o: EnvelopeOptions): string =>
  `,"command":${serialize(command)}${o.detail === undefined ? '' : `,"detail":${serialize(o.detail)}`},"message":"OK","code":200}`;

/** 200 envelope around an answer (a record's pre-serialised JSON, or any value). */
export function okEnvelope(req: ParsedRequest, answer: RawJson | Serialisable, command: string, o: EnvelopeOptions = {}): Reply {
  const body = `${okOpen(req, o)}${serialize(answer)}${okClose(command, o)}`;
  return { status: 200, headers: v1Headers(req, 200, 'application/json'), body, ascii: true };
}

/** Rows a list answer copies as bytes: their length (rows joined by commas), and the copy. */
export interface RowBytes {
  readonly byteLength: number;
  copyInto(target: Buffer, at: number): void;
}

/**
 * The 200 envelope `okEnvelope(req, RawJson(answerOpen + rows + answerClose), command)` writes,
 * made as bytes: the rows copied once from the store, no string per row or for the whole answer.
 */
export function okEnvelopeOfRows(req: ParsedRequest, answerOpen: string, rows: RowBytes, answerClose: string, command: string, o: EnvelopeOptions = {}): Reply {
  const open = okOpen(req, o) + answerOpen;
  const close = answerClose + okClose(command, o);
  const bytes = takeAnswerBuffer(open.length + rows.byteLength + close.length);
  bytes.write(open, 0, 'latin1');
  rows.copyInto(bytes, open.length);
  bytes.write(close, open.length + rows.byteLength, 'latin1');
  let text: string | undefined;
  const reply = {
    status: 200,
    headers: v1Headers(req, 200, 'application/json'),
    ascii: true,
    get body(): string {
      return (text ??= bytes.toString('latin1'));
    },
  };
  return Object.defineProperty(reply, 'bytes', { value: bytes, enumerable: false });
}

/** JSON error after the handler was bound: the envelope with message, code and detail. */
export function errorEnvelope(req: ParsedRequest, status: number, detail: string, o: EnvelopeOptions = {}): Reply {
  const tail = `"message":${serialize(reasonOf(status))},"code":${status}`;
  const body =
    o.leadingDetail !== undefined
      ? `{${leading(o)}${head(req)},${tail}}`
      : `{${head(req)},${tail},"detail":${serialize(detail)}}`;
  return { status, headers: v1Headers(req, status, 'application/json'), body, ascii: true };
}

/** OPTIONS answer: envelope, command, answer; no code or message (reference §2.5). */
export function optionsEnvelope(req: ParsedRequest, answer: Serialisable, allow: string): Reply {
  const body = `{${head(req)},"command":"OPTIONS","answer":${serialize(answer)}}`;
  return { status: 200, headers: { ...v1Headers(req, 200, 'application/json'), Allow: allow }, body, ascii: true };
}

export { RawJson };
