// The curl line that reproduces a request (STYLE: every failure ends with one). Secrets are
// replaced by placeholders.
import type { WireRequest } from '../targets/target.ts';
import { SECRET_HEADERS } from './signing.ts';

const shellQuote = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;

export function curlLine(baseUrl: string, request: WireRequest): string {
  const parts = ['curl', '-i', '-X', request.method, shellQuote(baseUrl + request.url)];
  for (const [k, v] of Object.entries(request.headers)) {
    if (k.toLowerCase() === 'content-length') continue;
    parts.push('-H', shellQuote(`${k}: ${SECRET_HEADERS.has(k.toLowerCase()) ? '<redacted>' : v}`));
  }
  if (request.body !== '') parts.push('--data-binary', shellQuote(request.body));
  return parts.join(' ');
}

/** Headers with every secret replaced, for reports. */
export function redactHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, SECRET_HEADERS.has(k.toLowerCase()) ? '<redacted>' : v]));
}
