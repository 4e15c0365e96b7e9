// The recorded answers handed to the baseline servers (bare node:http, Koa floor) in a JSON file:
// written by the bench, read by the child process before it says it is ready.
import { readFileSync, writeFileSync } from 'node:fs';
import { answerHeaders, type Recorded } from './record.ts';

export interface ServedAnswer {
  readonly method: string;
  /** Path and query, as the request line carries it. */
  readonly url: string;
  readonly status: number;
  /** The answer's own headers, Content-Length included (the connection headers are each server's own). */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

interface StoredAnswer extends Omit<ServedAnswer, 'body'> {
  readonly bodyBase64: string;
}

export function writeAnswers(file: string, recorded: readonly Recorded[]): void {
  const stored: StoredAnswer[] = recorded.map((r) => ({
    method: r.endpoint.request.method,
    url: r.endpoint.request.path,
    status: r.answer.status,
    headers: { ...answerHeaders(r.answer), 'content-length': String(r.answer.body.length) },
    bodyBase64: r.answer.body.toString('base64'),
  }));
  writeFileSync(file, JSON.stringify(stored));
}

export function readAnswers(file: string): ServedAnswer[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as StoredAnswer[]).map(({ bodyBase64, ...a }) => ({ ...a, body: Buffer.from(bodyBase64, 'base64') }));
}
