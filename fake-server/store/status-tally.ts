// What GET /server's counts over a set of stored transfers hold (kept by window-tally.ts), read
// from the columns alone: no record is decoded. The store only counts by stored value; what the
// counts mean is the handler's business.

/** The own host's side of the counted transfers (REQUESTED: coming in, REQUESTER: going out). */
export interface SideTally {
  all: number;
  running: number;
  inError: number;
  /** Latest STARTTRANS of a running transfer; -Infinity when none runs. */
  lastRunningStart: number;
}

export interface StatusTally {
  all: number;
  /** Rows by UPDATEDINFO (index 0-254; 255, transfer-columns.ts' OTHER_SMALL: any other value). */
  readonly byUpdatedInfo: Float64Array;
  /** Rows by GLOBALSTEP, as byUpdatedInfo. */
  readonly byGlobalStep: Float64Array;
  /** Running rows (UPDATEDINFO RUNNING) by the first character of STEPSTATUS ('' for an empty text). */
  readonly runningByStepLetter: Map<string, number>;
  /** Rows by the first character of INFOSTATUS. */
  readonly byInfoLetter: Map<string, number>;
  readonly incoming: SideTally;
  readonly outgoing: SideTally;
}
