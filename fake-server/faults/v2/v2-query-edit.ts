// A v2 list request with its query string edited (a parameter dropped or read otherwise), for the
// v2 planted faults: the server misreads its query, the client sent it right.
import type { RawRequest } from '../../http/request.ts';

/** `raw` with `edit` applied to its query when it is `GET <list>` (trailing slash or not); other requests as they are. */
export function editQuery(raw: RawRequest, list: string, edit: (q: URLSearchParams) => void): RawRequest {
  const [path = '', query = ''] = raw.url.split('?');
  if (raw.method !== 'GET' || path.replace(/\/$/, '') !== list) return raw;
  const q = new URLSearchParams(query);
  edit(q);
  const rest = q.toString();
  return { ...raw, url: rest === '' ? path : `${path}?${rest}` };
}
