// GET, POST, PUT, DELETE and OPTIONS /v2/limits (reference §11) over the one limits state (the own host's
// /configurations row, fake-server/limits-state.ts), so /bandwidth and /configurations show what
// this sets. Checks run from the outside in, and nothing changes unless all pass:
//   media type (415) → state (404 without a row; POST with a row: errorCode 8, before the body is
//   read, as the real server does) → query parameters and body together (400, every error listed).
// The real server hangs on any non-empty POST/PUT body (§11); this implements the evident intent
// (DESIGN §2.3), including the published PUT body of DESIGN §2.4.
import type { Deps } from '../deps.ts';
import type { Reply } from '../http/reply.ts';
import type { ParsedRequest } from '../http/request.ts';
import { deleteLimits, NO_LIMITS, storedLimits, writeLimits, type ServerLimits } from '../limits-state.ts';
import { serialize } from '../../contract/index.ts';
import { readLimitsInput, type LimitsInput } from './limits-input.ts';
import { limitsRecord, STATE_KEY_OF, type LimitsField } from './limits-record.ts';
import { readV2Body, refusedMediaType } from './v2-body.ts';
import { emptyReply, v2ErrorReply, v2Errors, type V2Error } from './v2-errors.ts';
import { languageOf, type Language } from './v2-messages.ts';
import { LIMITS_ALLOW } from '../routes.ts';

const limitsReply = (status: number, limits: ServerLimits): Reply => ({
  status,
  headers: { 'Content-Type': 'application/json' },
  body: serialize(limitsRecord(limits), false),
});

const UNSUPPORTED = emptyReply(415, { Accept: 'application/json' });

/**
 * The limits operations take no query parameter, so any one given is an illegal value (errorCode
 * 4) rather than silently ignored: a client that believes it filters or selects learns it does not.
 * Read from the raw URL, because the v1 request parsing drops values that fail the sanity filter.
 */
function queryErrors(req: ParsedRequest): V2Error[] {
  const q = req.url.indexOf('?');
  if (q < 0) return [];
  return [...new URLSearchParams(req.url.slice(q + 1))].map(([name, value]) => v2Errors.illegalParameterValue(name, value));
}

type Values = Readonly<Partial<Record<LimitsField, number>>>;

function withValues(base: ServerLimits, values: Values): ServerLimits {
  const next: Record<keyof ServerLimits, number> = { ...base };
  for (const [field, value] of Object.entries(values) as [LimitsField, number][]) next[STATE_KEY_OF[field]] = value;
  return next;
}

type WriteReading = { readonly kind: 'refused'; readonly reply: Reply } | LimitsInput;

/** POST and PUT: the body read and checked, together with the query; a refusal comes as its reply. */
function readWrite(req: ParsedRequest, method: 'POST' | 'PUT', language: Language): WriteReading {
  // /v2/limits is the published interface's: its values are checked on every release.
  const body = readV2Body(req, true);
  if (body.kind === 'unsupported') return { kind: 'refused', reply: UNSUPPORTED };
  const errors = queryErrors(req);
  let input: LimitsInput | undefined;
  if (body.kind === 'errors') errors.push(...body.errors);
  else {
    const reading = readLimitsInput(method, body.object, body.members);
    if (reading.ok) input = reading.input;
    else errors.push(...reading.errors);
  }
  if (errors.length > 0 || input === undefined) return { kind: 'refused', reply: v2ErrorReply(errors, language) };
  return input;
}

const languageOfReq = (req: ParsedRequest): Language => languageOf(req.headers['accept-language']);

/** GET /v2/limits */
export function getLimits(req: ParsedRequest, deps: Deps): Reply {
  const stored = storedLimits(deps);
  if (!stored) return emptyReply(404);
  const errors = queryErrors(req);
  return errors.length > 0 ? v2ErrorReply(errors, languageOfReq(req)) : limitsReply(200, stored);
}

/** DELETE /v2/limits */
export function deleteLimitsRow(req: ParsedRequest, deps: Deps): Reply {
  if (!storedLimits(deps)) return emptyReply(404);
  const errors = queryErrors(req);
  if (errors.length > 0) return v2ErrorReply(errors, languageOfReq(req));
  deleteLimits(deps);
  return emptyReply(204);
}

/** POST /v2/limits */
export function initLimits(req: ParsedRequest, deps: Deps): Reply {
  if (refusedMediaType(req)) return UNSUPPORTED;
  const language = languageOfReq(req);
  if (storedLimits(deps)) return v2ErrorReply([v2Errors.alreadyExisting(deps.config.hostId)], language);
  const read = readWrite(req, 'POST', language);
  if (read.kind === 'refused') return read.reply;
  // Fields not given start at 0 (no limit), as `{}` does on the real server. (A POST body is
  // never read as the published one, which is PUT's.)
  const limits = withValues(NO_LIMITS, read.kind === 'limits' ? read.values : {});
  writeLimits(deps, limits);
  return limitsReply(201, limits);
}

/** PUT /v2/limits */
export function replaceLimits(req: ParsedRequest, deps: Deps): Reply {
  if (refusedMediaType(req)) return UNSUPPORTED;
  const stored = storedLimits(deps);
  if (!stored) return emptyReply(404);
  const read = readWrite(req, 'PUT', languageOfReq(req));
  if (read.kind === 'refused') return read.reply;
  // The published body (DESIGN §2.4) carries no limits: they stay, and the answer shows them.
  if (read.kind === 'published') return limitsReply(201, stored);
  const limits = withValues(stored, read.values);
  writeLimits(deps, limits);
  return limitsReply(201, limits);
}

/** OPTIONS /v2/limits: no authentication (reference §10.2), an empty body and the methods. */
export const describeLimits = (): Reply => emptyReply(200, { Allow: LIMITS_ALLOW });
