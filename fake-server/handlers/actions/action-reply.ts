// Answers of the action endpoints (/log, /info, /bandwidth, /server; reference §2.3-§2.4, §17):
// `answer` = `{"@model": M, "results": [...]}`; "soft" errors use HTTP 400 with the intended
// status inside the JSON; a packet that cannot be read gets the short body without the routing
// fields.
import { RawJson, serialize, type ActionModel, type Serialisable } from '../../../contract/index.ts';
import { okEnvelope, reasonOf, routingFields, type Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';

export function actionOk(req: ParsedRequest, model: ActionModel | null, results: readonly Serialisable[], command: string, detail?: string): Reply {
  const answer = model === null ? { results } : { '@model': model, results };
  // The status answer carries a detail text between command and message (reference §7.1).
  return okEnvelope(req, answer, command, detail === undefined ? {} : { detail });
}

const jsonHeaders = (req: ParsedRequest): Record<string, string> => ({ 'Content-Type': 'application/json', Referer: req.url, Connection: 'close' });

const routing = routingFields;

/**
 * A soft error: HTTP 400 whatever `code` says (JSON 400, 404, 409 or 412 inside), the envelope,
 * `answer` with only the model (or echoed results), the command when known, and the detail.
 */
export function actionError(
  req: ParsedRequest,
  code: number,
  detail: string,
  model: ActionModel | null,
  options: { command?: string; results?: readonly Serialisable[] } = {},
): Reply {
  const answer: Record<string, Serialisable> = model === null ? {} : { '@model': model };
  if (options.results) answer['results'] = options.results;
  const body: Record<string, Serialisable> = { ...routing(req), answer };
  if (options.command) body['command'] = options.command;
  body['detail'] = detail;
  body['message'] = reasonOf(code);
  body['code'] = code;
  return { status: 400, headers: jsonHeaders(req), body: serialize(body) };
}

/** No body where a packet is required: the full envelope, 400 "not enough information" (reference §4, §17). */
export function notEnoughInformation(req: ParsedRequest): Reply {
  const body = { ...routing(req), detail: 'not enough information', message: reasonOf(400), code: 400 };
  return { status: 400, headers: jsonHeaders(req), body: serialize(body) };
}

/** A body that is not a readable packet: the short body, no routing fields (reference §2.3, §17). */
export function unreadablePacket(req: ParsedRequest, detail: string): Reply {
  return { status: 400, headers: jsonHeaders(req), body: serialize({ message: reasonOf(400), code: 400, detail }) };
}

export { RawJson };
