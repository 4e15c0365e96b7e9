// Which v2 resource a request names, for the v2 planted faults (one file per v2 entry point).
import type { ParsedRequest } from '../../http/request.ts';

const segmentsOf = (req: ParsedRequest) => req.path.split('/').filter(Boolean);
/** `GET /v2/<resource>` (a list), trailing slash or not. */
export const isV2List = (req: ParsedRequest, resource: string) => req.method === 'GET' && segmentsOf(req).join('/') === `v2/${resource}`;
/** `<method> /v2/<path>` exactly. */
export const isV2At = (req: ParsedRequest, path: string, method: string) => req.method === method && segmentsOf(req).join('/') === path;
