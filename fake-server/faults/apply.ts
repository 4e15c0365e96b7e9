// How planted faults wrap the fake's dispatch: each fault, outermost first, may wrap the call,
// rewrite the request before it, and rewrite the reply after it. With no fault the fake calls
// dispatch directly (fake.ts), so a clean fake answers exactly as it did without this file.
import type { Deps } from '../deps.ts';
import type { Reply } from '../http/reply.ts';
import { parseRequest, type RawRequest } from '../http/request.ts';
import { restoreEcho } from './rewrite.ts';
import type { Fault } from './types.ts';

type Next = (raw: RawRequest) => Reply;

function wrap(fault: Fault, next: Next, deps: () => Deps): Next {
  const { request, reply, around } = fault.apply;
  const inner: Next = (raw) => {
    const rewritten = request ? request(raw, deps()) : raw;
    let answer = next(rewritten);
    if (rewritten !== raw) answer = restoreEcho(raw, answer);
    return reply ? reply(parseRequest(raw), answer, deps()) : answer;
  };
  return around ? (raw) => around(raw, inner, deps()) : inner;
}

/** `dispatch` wrapped by the faults, the first one outermost. `deps` is read on each call (a reset replaces it). */
export function withFaults(faults: readonly Fault[], dispatch: Next, deps: () => Deps): Next {
  return faults.reduceRight<Next>((next, fault) => wrap(fault, next, deps), dispatch);
}
