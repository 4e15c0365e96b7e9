// GET /server status computed from the stored transfers (reference §7.1, confirmed §18): own
// transfers whose STARTTRANS is at or after now − 24 h (future ones included), counted by
// UPDATEDINFO, GLOBALSTEP, running STEPSTATUS and INFOSTATUS letter. Times come from the fake's clock.
import {
  ERRORTYPES_COUNTERS, formatIsoDate, OVERALL_COUNTERS, RUNNINGSTEPS_COUNTERS, STEPS_COUNTERS, UPDATED_INFO,
  type ServerStatus, type Transfer,
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

/** The own transfers the status counts (an indexed walk of the owner's STARTTRANS order). */
export function statusWindow(deps: Deps, now: number): Transfer[] {
  return deps.store.transfers
    .query({ owner: deps.config.hostId, statusFlags: [], startTrans: now - STATUS_WINDOW_MS, orderById: false, limit: Number.POSITIVE_INFINITY })
    .map((r) => r.record);
}

export function serverStatus(deps: Deps): ServerStatus {
  const now = deps.clock.now();
  const from = now - STATUS_WINDOW_MS;
  const self = deps.config.hostId;
  const overall = zeros(OVERALL_COUNTERS);
  const steps = zeros(STEPS_COUNTERS);
  const running = zeros(RUNNINGSTEPS_COUNTERS);
  const errors = zeros(ERRORTYPES_COUNTERS);
  let lastIn = from;
  let lastOut = from;
  for (const t of statusWindow(deps, now)) {
    overall.AllTransfer++;
    overall[OVERALL_BY_UPDATED_INFO[t.UPDATEDINFO] ?? 'Unknown']++;
    const isRunning = t.UPDATEDINFO === UPDATED_INFO.RUNNING;
    const isError = t.UPDATEDINFO === UPDATED_INFO.INERROR;
    if (t.REQUESTED === self) {
      overall.InAll++;
      if (isRunning) {
        overall.InRunning++;
        lastIn = Math.max(lastIn, t.STARTTRANS);
      }
      if (isError) overall.InError++;
    }
    if (t.REQUESTER === self) {
      overall.OutAll++;
      if (isRunning) {
        overall.OutRunning++;
        lastOut = Math.max(lastOut, t.STARTTRANS);
      }
      if (isError) overall.OutError++;
    }
    const step = STEPS_COUNTERS[t.GLOBALSTEP];
    if (step) steps[step]++;
    if (isRunning) {
      running.AllRunning++;
      const r = RUNNING_BY_LETTER[t.STEPSTATUS.charAt(0)];
      if (r) running[r]++;
    }
    const e = ERRORTYPE_BY_LETTER[t.INFOSTATUS.charAt(0)];
    if (e) errors[e]++;
  }
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
