// Counts over a set of stored transfers for GET /server, read from the columns alone: no record
// is decoded (decoding every own transfer of the last 24 hours cost ~1 µs each on every request).
// The store only counts by stored value; what the counts mean is the handler's business.
import { UPDATED_INFO } from '../../contract/index.ts';
import { OTHER_SMALL, type TransferColumns } from './transfer-columns.ts';

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
  /** Rows by UPDATEDINFO (index 0-254; OTHER_SMALL: any other value). */
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

const side = (): SideTally => ({ all: 0, running: 0, inError: 0, lastRunningStart: Number.NEGATIVE_INFINITY });
const bump = (m: Map<string, number>, code: number): void => {
  const key = code === 0 ? '' : String.fromCharCode(code);
  m.set(key, (m.get(key) ?? 0) + 1);
};

function countSide(s: SideTally, info: number, start: number): void {
  s.all++;
  if (info === UPDATED_INFO.RUNNING) {
    s.running++;
    if (start > s.lastRunningStart) s.lastRunningStart = start;
  } else if (info === UPDATED_INFO.INERROR) s.inError++;
}

/** Tallies `slots`; `self`: the own host's name id (-1 when no row names it). */
export function tallyStatus(c: TransferColumns, slots: readonly number[], self: number): StatusTally {
  const t: StatusTally = {
    all: 0, byUpdatedInfo: new Float64Array(OTHER_SMALL + 1), byGlobalStep: new Float64Array(OTHER_SMALL + 1),
    runningByStepLetter: new Map(), byInfoLetter: new Map(), incoming: side(), outgoing: side(),
  };
  for (const s of slots) {
    const info = c.updatedInfo[s] as number;
    const start = c.startTrans[s] as number;
    t.all++;
    t.byUpdatedInfo[info]!++;
    t.byGlobalStep[c.globalStep[s] as number]!++;
    if (c.requested[s] === self) countSide(t.incoming, info, start);
    if (c.requester[s] === self) countSide(t.outgoing, info, start);
    if (info === UPDATED_INFO.RUNNING) bump(t.runningByStepLetter, c.stepLetter[s] as number);
    bump(t.byInfoLetter, c.infoLetter[s] as number);
  }
  return t;
}
