// A deviation's setup: the requests that changed the target's state earlier in the same check, as
// curl lines, so that a person can bring a server where the deviation showed before sending it.
import { curlLine } from '../client/curl.ts';
import type { Exchange } from '../client/client.ts';

/** Requests that change a target's state: writes, and GET /log (it writes an export, and may purge). */
const changesState = (ex: Exchange): boolean => !['GET', 'OPTIONS', 'HEAD'].includes(ex.request.method) || ex.path === '/log';
/** The most setup requests a deviation lists (the latest ones). */
const MAX_SETUP = 20;

export class SetupTrail {
  /** The state-changing exchanges of the check running now, in order. */
  private changes: Exchange[] = [];

  constructor(private readonly baseUrl: string) {}

  /** A check starts: what earlier checks changed is not its setup. */
  restart(): void {
    this.changes = [];
  }

  /** Records an exchange once the response checks have judged it: a deviation of it is not its own setup. */
  record(ex: Exchange): void {
    if (ex.response && changesState(ex)) this.changes.push(ex);
  }

  /** The setup of a deviation shown by `ex` (every state change of the check when there is none). */
  setupOf(ex: Exchange | undefined): { setup?: string[] } {
    const before = this.changes.filter((c) => c !== ex && c.request !== ex?.request).slice(-MAX_SETUP);
    return before.length === 0 ? {} : { setup: before.map((c) => curlLine(this.baseUrl, c.request)) };
  }
}
