// HTTP reason phrases as the real server writes them: the `message` of a v1 envelope and the text
// of its HTML error page (reference §2.3-§2.4). The fake writes them, the suite checks them.

/** The reason phrase of each status the interface answers with. */
export const HTTP_REASON: Readonly<Record<number, string>> = {
  200: 'OK', 201: 'Created', 204: 'No Content', 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden',
  404: 'Not Found', 405: 'Method Not Allowed', 406: 'Not Acceptable', 409: 'Conflict', 412: 'Precondition Failed',
  413: 'Payload Too Large', 415: 'Unsupported Media Type', 500: 'Internal Server Error',
  // Never answered by the interface itself, but by what stands in front of a server (a proxy, or a
  // stand-in's scheduled mishap, fake-server/stand-in/): the same phrases as the server's own HTTP
  // stack writes them.
  429: 'Too Many Requests', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout',
};

/** The reason phrase of a status; `Unknown` for one the interface never answers with. */
export const reasonOf = (status: number): string => HTTP_REASON[status] ?? 'Unknown';
