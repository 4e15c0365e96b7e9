// What the direct path already knows about the request it hands to node:http: the fake answered
// it (a reply node must write: a HEAD, a mishap, a shutdown's action afterwards) or failed on it
// (node answers the fault as the Koa app does). node:http parses the same bytes again, and the
// listener (node-listener.ts) takes the outcome instead of asking the fake a second time: the fake
// sees every request once, whichever path writes the answer.
import type { Socket } from 'node:net';
import type { Reply } from '../http/reply.ts';

export type Outcome = { readonly reply: Reply } | { readonly error: unknown };

const outcomes = new WeakMap<Socket, Outcome>();

/** Notes `outcome` for the first request node:http will read on `socket`. */
export function noteOutcome(socket: Socket, outcome: Outcome): void {
  outcomes.set(socket, outcome);
}

/** The outcome noted for the request node:http just read on `socket`, once; undefined for a request of its own. */
export function takeOutcome(socket: Socket): Outcome | undefined {
  const outcome = outcomes.get(socket);
  if (outcome !== undefined) outcomes.delete(socket);
  return outcome;
}
