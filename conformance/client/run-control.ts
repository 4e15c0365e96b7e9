// When the run stops sending the checks' requests, and why: the request budget or the time
// budget is spent, the user interrupted it (Ctrl-C, SIGTERM), or the target is unreachable or
// stopped answering; and a run that ended having judged no answer at all (nothing-judged). A stop aborts the request in flight and makes every later request of a
// check throw `RunStopped`, so a check ends at once whatever it was doing; the cleanup of what
// the run created is not stopped (the client sends it without the signal): leaving records
// behind on someone's server is worse than a few more requests.

/** A closed set: `report.json` carries it as `abortCause` (reports/README.md). */
export type StopCause = 'unreachable' | 'target-gone' | 'request-budget' | 'time-budget' | 'interrupted' | 'nothing-judged';

export class RunStopped extends Error {
  constructor(
    readonly kind: StopCause,
    message: string,
  ) {
    super(message);
    this.name = 'RunStopped';
  }
}

export class RunControl {
  private readonly controller = new AbortController();
  private first: RunStopped | undefined;

  /** Aborted when the run stops; the checks' requests listen to it, cleanup requests do not. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** The stop, once the run has stopped (a method: it changes under the caller's feet). */
  stopped(): RunStopped | undefined {
    return this.first;
  }

  /** Stops the run; the first cause wins (a Ctrl-C after the budget ran out changes nothing). */
  stop(cause: StopCause, message: string): RunStopped {
    if (!this.first) {
      this.first = new RunStopped(cause, message);
      this.controller.abort(this.first);
    }
    return this.first;
  }
}
