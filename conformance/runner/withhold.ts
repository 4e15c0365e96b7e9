// Requests never sent to a given server version (DESIGN §6): a target profile (the `withhold`
// list of a baseline file) names the requests known to hang or spin that version, and the client
// refuses them before they leave (client/client.ts). A check that meets one skips that case, so
// the rest of what it checks still runs.
import { parseJson } from '../../contract/index.ts';
import type { CallRequest } from '../client/types.ts';

/** One kind of request a server version must never get, and why. */
export interface WithholdRule {
  /** Methods it covers (`["POST", "PUT"]`). */
  readonly methods: readonly string[];
  /** The interface path it covers (`/v2/limits`; a trailing slash is the same path). */
  readonly path: string;
  /** `non-empty-object`: only when the body is a JSON object with at least one key. Absent: every body. */
  readonly body?: 'non-empty-object';
  /** What the server does with such a request (shown when a check skips a case for it). */
  readonly reason: string;
}

/** A request the target profile forbids: the check skips it, the target never sees it. */
export class Withheld extends Error {
  constructor(readonly rule: WithholdRule, what: string) {
    super(`${what} is withheld from this server: ${rule.reason}`);
    this.name = 'Withheld';
  }
}

function isNonEmptyObject(body: CallRequest['body']): boolean {
  let value: unknown = body;
  if (typeof body === 'object' && body !== null && 'raw' in body) {
    try {
      value = parseJson((body as { raw: string }).raw);
    } catch {
      // Not JSON: refused before anything reads its fields.
      return false;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0;
}

/** The rule that forbids `req`, if any. */
export function withholdingRule(rules: readonly WithholdRule[], req: Pick<CallRequest, 'method' | 'path' | 'body'>): WithholdRule | undefined {
  const path = req.path.replace(/\/+$/, '') || '/';
  return rules.find(
    (r) =>
      r.methods.includes(req.method.toUpperCase()) &&
      (r.path.replace(/\/+$/, '') || '/') === path &&
      (r.body === undefined || isNonEmptyObject(req.body)),
  );
}
