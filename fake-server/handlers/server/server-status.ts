// GET /server status computed from the stored transfers (reference §7.1, confirmed §18): own
// transfers whose STARTTRANS is at or after now − 24 h (future ones included), counted by
// UPDATEDINFO, GLOBALSTEP, running STEPSTATUS and INFOSTATUS letter. Times come from the fake's
// clock; the counts are kept by the store as rows are written and the window moves
// (store/window-tally.ts): a call does not walk the stored transfers.
import {
  ERRORTYPES_COUNTERS, formatIsoDate, OVERALL_COUNTERS, RUNNINGSTEPS_COUNTERS, STEPS_COUNTERS, UPDATED_INFO,
  type ServerStatus,
} from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';

export const STATUS_WINDOW_MS = 24 * 3600 * 1000;

const OVERALL_BY_UPDATED_INFO = ['Unknown', 'NotUpdated', 'Interrupted', 'ToSubmit', 'Error', 'Running', 'Done'] as const;
const RUNNING_BY_LETTER: Readonly<Record<string, (typeof RUNNINGSTEPS_COUNTERS)[number]>> = { z: 'Running', i: 'InitOk', B: 'PreProcessingOk', X: 'TransferOk', P: 'PostProcessingOk', O: 'CompleteOk' };
const ERRORTYPE_BY_LETTER: Readonly<Record<string, (typeof ERRORTYPES_COUNTERS)[number]>> = {
  C: 'ConnectionImpossible', l: 'ServerOverloaded', A: 'BadAuthent', E: 'ExternalOp', T: 'TransferError', M: 'MD5Error',
  D: 'Disconnection', F: 'FinalOp', U: 'Unimplemented', I: 'Internal', W: 'Warning', Q: 'QueryAlreadyFinished',
  s: 'QueryStillRunning', N: 'KnownHost', u: 'RemotelyUnknown', c: 'CommandNotFound', p: 'PassThroughMode',
  r: 'RemoteShutdown', S: 'Shutdown', R: 'RemoteError', H: 'Stopped', K: 'Canceled', f: 'FileNotFound', '-': 'Unknown',
};

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
// Made once and copied per request: copying a template is several times cheaper than building it.
const ZERO_OVERALL = zeros(OVERALL_COUNTERS);
const ZERO_STEPS = zeros(STEPS_COUNTERS);
const ZERO_RUNNING = zeros(RUNNINGSTEPS_COUNTERS);
const ZERO_ERRORS = zeros(ERRORTYPES_COUNTERS);

/** Adds each count of `byLetter` to the counter its letter names, if any. */
function countLetters<K extends string>(counters: Record<K, number>, names: Readonly<Record<string, K>>, byLetter: ReadonlyMap<string, number>): void {
  for (const [letter, n] of byLetter) {
    const name = Object.hasOwn(names, letter) ? names[letter] : undefined;
    if (name) counters[name] += n;
  }
}

export function serverStatus(deps: Deps): ServerStatus {
  const now = deps.clock.now();
  const from = now - STATUS_WINDOW_MS;
  const self = deps.config.hostId;
  const overall = { ...ZERO_OVERALL };
  const steps = { ...ZERO_STEPS };
  const running = { ...ZERO_RUNNING };
  const errors = { ...ZERO_ERRORS };
  // Kept up to date by the store: no record is read, no row walked unless the window moved over it.
  const t = deps.store.transfers.windowTally(self, from);
  overall.AllTransfer = t.all;
  for (let info = 0; info < t.byUpdatedInfo.length; info++) {
    const n = t.byUpdatedInfo[info] as number;
    if (n > 0) overall[OVERALL_BY_UPDATED_INFO[info] ?? 'Unknown'] += n;
  }
  overall.InAll = t.incoming.all;
  overall.InRunning = t.incoming.running;
  overall.InError = t.incoming.inError;
  overall.OutAll = t.outgoing.all;
  overall.OutRunning = t.outgoing.running;
  overall.OutError = t.outgoing.inError;
  const lastIn = Math.max(from, t.incoming.lastRunningStart);
  const lastOut = Math.max(from, t.outgoing.lastRunningStart);
  for (let step = 0; step < t.byGlobalStep.length; step++) {
    const n = t.byGlobalStep[step] as number;
    const name = STEPS_COUNTERS[step];
    if (n > 0 && name) steps[name] += n;
  }
  running.AllRunning = t.byUpdatedInfo[UPDATED_INFO.RUNNING] as number;
  countLetters(running, RUNNING_BY_LETTER, t.runningByStepLetter);
  countLetters(errors, ERRORTYPE_BY_LETTER, t.byInfoLetter);
  return {
    HostID: self,
    Date: formatIsoDate(now),
    LastRun: formatIsoDate(now),
    FromDate: formatIsoDate(from),
    SecondsRunning: Math.max(0, Math.floor((now - deps.server.startedAt) / 1000)),
    NetworkConnections: 0,
    NbThreads: 0,
    InBandwidth: 0,
    OutBandwidth: 0,
    OVERALL: { ...overall, LastInRunning: formatIsoDate(lastIn), LastOutRunning: formatIsoDate(lastOut) },
    STEPS: steps,
    RUNNINGSTEPS: running,
    ERRORTYPES: errors,
  };
}
