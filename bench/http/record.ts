// What the fake answers to each measured request, recorded once before timing: the baseline and
// the peers serve these bytes, and a server whose answer is not a 2xx is not measured as if it
// were. The create is sent twice first, so the state (and every later answer) is the steady one.
import type { Endpoint } from './endpoints.ts';
import { fetchRaw, type RawAnswer } from './fetch-raw.ts';

export interface Recorded {
  readonly endpoint: Endpoint;
  readonly answer: RawAnswer;
}

/** Headers of the connection, not of the answer: each server writes its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

export function answerHeaders(a: RawAnswer): Record<string, string> {
  return Object.fromEntries(Object.entries(a.headers).filter(([k]) => !HOP_BY_HOP.has(k)));
}

export async function recordAnswers(url: string, endpoints: readonly Endpoint[]): Promise<Recorded[]> {
  const create = endpoints.find((e) => e.key === 'create');
  if (create) {
    const first = await fetchRaw(url, create.request);
    const again = await fetchRaw(url, create.request);
    if (!first.body.equals(again.body)) throw new Error(`${create.operation} does not answer the same bytes when repeated: the measurement would not compare like with like`);
  }
  const recorded: Recorded[] = [];
  for (const endpoint of endpoints) {
    const answer = await fetchRaw(url, endpoint.request);
    if (answer.status < 200 || answer.status > 299) throw new Error(`${endpoint.operation} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`);
    recorded.push({ endpoint, answer });
  }
  return recorded;
}
