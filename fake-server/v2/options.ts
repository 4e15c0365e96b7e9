// OPTIONS on a v2 path: 200, empty, `Allow` listing the path's methods (docs/rest-v2-3.6.2.md §5;
// the real server writes one Allow line per method, which HTTP reads as the same list).
import type { Handler } from '../handlers/handler.ts';
import { v2AllowOf, v2PathOf } from '../routes.ts';
import { emptyReply } from './v2-errors.ts';

export const describeV2Path: Handler = (req) => {
  const match = v2PathOf(req.path);
  return emptyReply(200, match ? { Allow: v2AllowOf(match).join(',') } : {});
};
