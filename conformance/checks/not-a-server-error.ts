// not_a_server_error: no answer of the target is a 5xx.
import type { ResponseCheck } from './check.ts';

export const notAServerError: ResponseCheck = {
  id: 'not_a_server_error',
  kind: 'response',
  severity: 'critical',
  rule: 'The server never answers with a 5xx status.',
  failsWhen: 'any answer the run gets, whichever check asked for it, has a 5xx status.',
  inspect(ex) {
    const status = ex.response?.status ?? 0;
    if (status < 500) return [];
    return [{ title: `server error ${status}`, expected: 'a status below 500', received: `${status}: ${ex.response?.body.slice(0, 200) ?? ''}` }];
  },
};
