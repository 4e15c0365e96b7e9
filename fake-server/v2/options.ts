// OPTIONS on a v2 path: 200, empty, `Allow` listing the path's methods (docs/rest-v2-3.6.2.md §5;
// the real server writes one Allow line per method, which HTTP reads as the same list), those the
// release serves, or what the release writes there instead (release-facts.ts v2AllowOverrides).
import type { Handler } from '../handlers/handler.ts';
import { v2AllowOf, v2PathOf } from '../routes.ts';
import { emptyReply } from './v2-errors.ts';
import { factsOf } from '../release.ts';

export const describeV2Path: Handler = (req, deps) => {
  const match = v2PathOf(req.path);
  if (!match) return emptyReply(200, {});
  const facts = factsOf(deps);
  const absent = new Set<string>(match.rows.filter((o) => facts.absentOperations.includes(o.id)).map((o) => o.method));
  const allow = facts.v2AllowOverrides[match.template] ?? v2AllowOf(match).filter((m) => !absent.has(m));
  return emptyReply(200, { Allow: allow.join(',') });
};
