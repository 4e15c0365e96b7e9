// The real server's CORS layer (reference §1.2, §17): pre-flights answered with an empty 200,
// and any answer to a request with an Origin open to every origin.
import type { Reply } from './reply.ts';
import type { ParsedRequest } from './request.ts';

export function corsPreflight(req: ParsedRequest): Reply | undefined {
  if (req.method !== 'OPTIONS' || !req.headers['origin'] || !req.headers['access-control-request-method']) return undefined;
  return {
    status: 200,
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'DELETE,POST,GET,OPTIONS,PUT',
      'Access-Control-Allow-Headers': 'authorization,X-Auth-Signature,X-Auth-Timestamp,X-Auth-User,content-type',
      'Access-Control-Max-Age': '600',
    },
    body: '',
  };
}

export function withCors(req: ParsedRequest, reply: Reply): Reply {
  if (!req.headers['origin']) return reply;
  return {
    ...reply,
    headers: { ...reply.headers, 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'allow,transferURI,hostURI,ruleURI' },
  };
}
