// One request of a diff script, built for each server from what that server assigned so far (the
// writes script reads, updates and deletes the transfer each server numbered itself).
import type { CallRequest } from '../client/client.ts';
import type { JsonValue } from '../../contract/index.ts';

export interface ScriptStep {
  /** The request to send to one server, given the ids that server assigned to the script's records (`''` where a create assigned none). */
  readonly request: (assigned: readonly string[]) => CallRequest;
  /** A create whose answer carries an id the server assigned: where to read it. */
  readonly assigns?: (json: JsonValue | undefined) => string | undefined;
  /** Removes what the script created: sent to both servers after the other steps, also after a failure. */
  readonly cleanup?: boolean;
  /** Sent to both servers in its place, its answers not compared: a removal whose outcome a step before decided differently on each (a known difference). */
  readonly unchecked?: boolean;
}

/** A step that is the same request for every server. */
export const fixed = (request: CallRequest): ScriptStep => ({ request: () => request });
