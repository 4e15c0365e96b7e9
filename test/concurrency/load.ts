// Running writes concurrently over real HTTP, and seeing from the server side in which order it
// committed them. The fake answers each request whole inside one synchronous call (fake.handle),
// so that call's order is the order of commits; a tap records it by the X-Op header. The client
// records the order in which the answers arrived (acknowledgement order).
import { Agent } from 'node:http';
import { CONTROL_PREFIX, type FakeServer, type Reply } from '../../fake-server/index.ts';
import { httpCall, type HttpAnswer } from '../hostile/http-client.ts';
import type { Op } from './ops.ts';

/** A reset in the commit log. */
export const RESET = -1;

export interface CommitLog {
  /** Op numbers (and RESET) in the order the server applied them. */
  readonly commits: number[];
  /** The answer the server gave each op, as it left fake.handle. */
  readonly replies: Map<number, Reply>;
}

/** Wraps fake.handle and fake.reset (the control API's reset calls it) to log every commit. */
export function tapCommits(fake: FakeServer): CommitLog {
  const log: CommitLog = { commits: [], replies: new Map() };
  const handle = fake.handle;
  const reset = fake.reset;
  fake.handle = (raw) => {
    const reply = handle(raw);
    const n = raw.headers['x-op'];
    if (typeof n === 'string') {
      log.commits.push(Number(n));
      log.replies.set(Number(n), reply);
    }
    return reply;
  };
  fake.reset = () => {
    reset();
    log.commits.push(RESET);
  };
  return log;
}

export interface Outcome {
  /** Op numbers in the order their answers arrived. */
  readonly acks: number[];
  readonly answers: Map<number, HttpAnswer>;
  /** For each op, how many answers had arrived when it was sent: A precedes B in real time when A's ack index < B's sent-after count. */
  readonly sentAfter: Map<number, number>;
}

export type Step = Op | { readonly reset: true };

/**
 * Sends `steps` over HTTP with at most `inFlight` requests outstanding (every one at once when it is
 * at least the number of steps). A reset step is POST /_fake/reset.
 */
export async function runConcurrently(url: string, steps: readonly Step[], inFlight: number): Promise<Outcome> {
  const agent = new Agent({ keepAlive: true, maxSockets: inFlight });
  const acks: number[] = [];
  const answers = new Map<number, HttpAnswer>();
  const sentAfter = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < steps.length) {
      const step = steps[next++] as Step;
      if ('reset' in step) {
        await httpCall(url, { method: 'POST', url: `${CONTROL_PREFIX}/reset`, agent });
        continue;
      }
      sentAfter.set(step.n, acks.length);
      const headers: Record<string, string> = { 'x-op': String(step.n) };
      if (step.body !== '') headers['content-type'] = 'application/json';
      const a = await httpCall(url, { method: step.method, url: step.url, headers, body: step.body, agent });
      acks.push(step.n);
      answers.set(step.n, a);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(inFlight, steps.length) }, worker));
  } finally {
    agent.destroy();
  }
  return { acks, answers, sentAfter };
}
