// The answers of a failed authentication or authorisation, in the real server's styles
// (reference §2.3, §10). None of them names the password, key or signature that was wrong: the
// answer says which rule failed, never with which secret.
import { htmlError, type Reply } from '../http/reply.ts';
import type { ParsedRequest } from '../http/request.ts';

/** v1, before any handler: the HTML page (reference §2.3). */
export const v1Unauthorized = (req: ParsedRequest): Reply => htmlError(req, 401);
export const v1Forbidden = (req: ParsedRequest): Reply => htmlError(req, 403);

/**
 * v1, a JSON answer with status 401: the real server writes it without Content-Type and Referer
 * (reference §2.3, §6); it closes the connection as after any answer that is not 200.
 */
export const withoutContentType = (json: Reply, status: number): Reply => ({ status, headers: { Connection: 'close' }, body: json.body });

/** v2, credentials missing or wrong: 401, empty body, the challenge (reference §10.2). */
export const v2Unauthorized = (): Reply => ({ status: 401, headers: { 'WWW-Authenticate': 'Basic, HMAC' }, body: '' });

/** v2, body signature missing or wrong: 401, empty, connection closed, no challenge (reference §18). */
export const v2Unsigned = (): Reply => ({ status: 401, headers: { Connection: 'close' }, body: '' });

/** v2, authenticated but lacking the role: 403, empty body. */
export const v2Forbidden = (): Reply => ({ status: 403, headers: {}, body: '' });
