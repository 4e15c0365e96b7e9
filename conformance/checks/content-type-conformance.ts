// content_type_conformance: an answer carries the content type its operation documents for its
// status (application/json without parameters, as the real server writes it, or text/html for
// the HTML error pages), and a JSON answer can be read as JSON.
import type { ResponseCheck } from './check.ts';
import { documentedFor, mediaType } from './documented.ts';

export const contentTypeConformance: ResponseCheck = {
  id: 'content_type_conformance',
  kind: 'response',
  severity: 'major',
  rule: 'Answers carry the documented content type, and JSON answers are valid JSON.',
  failsWhen: 'an answer carries another content type than its operation documents for its status (application/json without parameters, or text/html for the HTML error pages), or a JSON answer cannot be read as JSON.',
  inspect(ex) {
    const responses = documentedFor(ex);
    const documented = responses.map((r) => r.contentType).filter((t): t is NonNullable<typeof t> => t !== undefined);
    if (!ex.response || documented.length === 0) return undefined;
    const received = mediaType(ex.response.headers['content-type']);
    // A response documented without a content type (the JSON 401 of /bandwidth, written without
    // one, reference §2.3) allows an answer that has none.
    const untyped = received === '' && responses.some((r) => r.contentType === undefined);
    const findings = [];
    if (!untyped && !documented.includes(received as (typeof documented)[number])) {
      findings.push({ title: `content type ${received || '(none)'}`, expected: `Documented: ${documented.join(' or ')}`, received: `Received: ${ex.response.headers['content-type'] ?? '(no Content-Type)'}` });
    }
    if (received === 'application/json' && ex.jsonError !== undefined) {
      findings.push({ title: 'body is not valid JSON', expected: 'a JSON document', received: ex.jsonError });
    }
    return findings;
  },
};
