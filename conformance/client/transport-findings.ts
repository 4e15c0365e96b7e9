// What the transport itself saw wrong in an exchange, whatever the check was after: no answer, an
// answer cut at the body limit, a redirect. node:http never follows a redirect, so a 3xx is the
// target's own answer; it is reported so that nobody mistakes it for a silent success.
import type { Finding } from '../runner/deviation.ts';
import type { Exchange } from './client.ts';

export function transportFindings(ex: Exchange, maxBodyBytes: number | undefined): Finding[] {
  if (ex.error) return [{ title: `no answer: ${ex.error.failure}`, expected: 'an HTTP answer', received: ex.error.message }];
  const res = ex.response;
  if (!res) return [];
  const findings: Finding[] = [];
  if (res.truncated) {
    findings.push({
      title: 'answer larger than the body limit: cut',
      expected: `an answer of at most ${maxBodyBytes ?? '?'} bytes (--max-body-bytes)`,
      received: `status ${res.status}, ${res.headers['content-length'] !== undefined ? `Content-Length ${res.headers['content-length']}` : 'no Content-Length'}; the rest was not read`,
    });
  }
  const location = res.headers['location'];
  if (res.status >= 300 && res.status < 400 && location !== undefined) {
    findings.push({
      title: `redirect ${res.status} to ${location} (not followed)`,
      expected: 'an answer from the target itself: the interface documents no redirect',
      received: `Received: ${res.status}, Location: ${location}`,
    });
  }
  return findings;
}
