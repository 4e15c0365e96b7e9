// GET /server status computed from the stored transfers (reference §7.1, confirmed §18): own
// transfers whose STARTTRANS is at or after now − 24 h (future ones included), counted by
// UPDATEDINFO, GLOBALSTEP, running STEPSTATUS and INFOSTATUS letter. Times come from the fake's
// clock; the counts are kept by the store as rows are written and the window moves
// (store/window-tally.ts): a call does not walk the stored transfers.
import {
  ERRORTYPES_COUNTERS, formatIsoDate, OVERALL_COUNTERS, quote, RawJson, RUNNINGSTEPS_COUNTERS, serialize, STEPS_COUNTERS, UPDATED_INFO,
  type Serialisable, type ServerStatus,
} from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { KeptTally, StatusTally } from '../../store/index.ts';

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
// Made once and copied per count: copying a template is several times cheaper than building it.
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

/** The counter groups as JSON, OVERALL without its closing brace (the two running dates follow). */
interface CounterTexts {
  readonly overall: string;
  readonly steps: string;
  readonly running: string;
  readonly errors: string;
}

/** The four counter groups of a tally, v1's names (also the v2 status's, renamed by the contract). */
function counterGroups(t: StatusTally) {
  const overall = { ...ZERO_OVERALL };
  const steps = { ...ZERO_STEPS };
  const running = { ...ZERO_RUNNING };
  const errors = { ...ZERO_ERRORS };
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
  for (let step = 0; step < t.byGlobalStep.length; step++) {
    const n = t.byGlobalStep[step] as number;
    const name = STEPS_COUNTERS[step];
    if (n > 0 && name) steps[name] += n;
  }
  running.AllRunning = t.byUpdatedInfo[UPDATED_INFO.RUNNING] as number;
  countLetters(running, RUNNING_BY_LETTER, t.runningByStepLetter);
  countLetters(errors, ERRORTYPE_BY_LETTER, t.byInfoLetter);
  return { overall, steps, running, errors };
}

function counterTexts(t: StatusTally): CounterTexts {
  const { overall, steps, running, errors } = counterGroups(t);
  return { overall: serialize(overall).slice(0, -1), steps: serialize(steps), running: serialize(running), errors: serialize(errors) };
}

/** The counters' texts of the last call, made again only when the kept counts changed since. */
let lastTexts: { readonly tally: KeptTally; readonly version: number; readonly texts: CounterTexts } | undefined;

function textsOf(t: KeptTally): CounterTexts {
  if (lastTexts?.tally !== t || lastTexts.version !== t.version) lastTexts = { tally: t, version: t.version, texts: counterTexts(t) };
  return lastTexts.texts;
}

/** Dates as the status writes them; a frozen clock asks for the same few again and again. */
const dateTexts = new Map<number, string>();
function dateText(ms: number): string {
  let text = dateTexts.get(ms);
  if (text === undefined) {
    if (dateTexts.size >= 64) dateTexts.clear();
    text = quote(formatIsoDate(ms), true);
    dateTexts.set(ms, text);
  }
  return text;
}

/**
 * The status over own transfers whose STARTTRANS is at or after `from`, as plain values (dates as
 * ISO texts): what GET /v2/server/status shows under its own names (ServerStatusMaker runs the same
 * Monitoring with the asked period). `LastRun` is now, as in v1; the v2 handler writes its own.
 */
export function serverStatusSince(deps: Deps, from: number): ServerStatus {
  const now = deps.clock.now();
  const self = deps.config.hostId;
  const t = deps.store.transfers.windowTally(self, from);
  const { overall, steps, running, errors } = counterGroups(t);
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
    OVERALL: { ...overall, LastInRunning: formatIsoDate(Math.max(from, t.incoming.lastRunningStart)), LastOutRunning: formatIsoDate(Math.max(from, t.outgoing.lastRunningStart)) },
    STEPS: steps,
    RUNNINGSTEPS: running,
    ERRORTYPES: errors,
  } as ServerStatus;
}

/** The status of this server as the answer writes it: the counter groups as JSON texts, kept between calls. */
export function serverStatus(deps: Deps): Serialisable {
  const now = deps.clock.now();
  const from = now - STATUS_WINDOW_MS;
  const self = deps.config.hostId;
  // Kept up to date by the store: no record is read, no row walked unless the window moved over it.
  const t = deps.store.transfers.windowTally(self, from);
  const texts = textsOf(t);
  const lastIn = Math.max(from, t.incoming.lastRunningStart);
  const lastOut = Math.max(from, t.outgoing.lastRunningStart);
  const nowText = new RawJson(dateText(now));
  return {
    HostID: self,
    Date: nowText,
    LastRun: nowText,
    FromDate: new RawJson(dateText(from)),
    SecondsRunning: Math.max(0, Math.floor((now - deps.server.startedAt) / 1000)),
    NetworkConnections: 0,
    NbThreads: 0,
    InBandwidth: 0,
    OutBandwidth: 0,
    OVERALL: new RawJson(`${texts.overall},"LastInRunning":${dateText(lastIn)},"LastOutRunning":${dateText(lastOut)}}`),
    STEPS: new RawJson(texts.steps),
    RUNNINGSTEPS: new RawJson(texts.running),
    ERRORTYPES: new RawJson(texts.errors),
  } satisfies Record<keyof ServerStatus, Serialisable>;
}
