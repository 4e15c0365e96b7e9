// How a report keeps the exchange that showed a deviation: secret headers redacted, at most
// 4 KiB of the answer, and why no answer came when none did.
import { redactHeaders } from '../client/curl.ts';
import type { Exchange } from '../client/client.ts';
import type { RecordedExchange } from './deviation.ts';

const MAX_BODY_IN_REPORT = 4096;

export function recorded(ex: Exchange): RecordedExchange {
  return {
    method: ex.request.method,
    url: ex.request.url,
    headers: redactHeaders(ex.request.headers),
    body: ex.request.body,
    ...(ex.response
      ? {
          status: ex.response.status,
          responseHeaders: redactHeaders(ex.response.headers),
          responseBody: ex.response.body.length > MAX_BODY_IN_REPORT ? `${ex.response.body.slice(0, MAX_BODY_IN_REPORT)}… (${ex.response.body.length} characters)` : ex.response.body,
        }
      : {}),
    ...(ex.error ? { transportError: `${ex.error.failure}: ${ex.error.message}` } : {}),
  };
}
