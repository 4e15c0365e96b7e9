// GET /v2/server/status reports the same monitoring counters as GET /server under other names
// (ServerStatusMaker, docs/rest-v2-3.6.2.md §2.6): one v2 key per v1 key, in the same order.
import { ERRORTYPES_COUNTERS, OVERALL_COUNTERS, RUNNINGSTEPS_COUNTERS, STEPS_COUNTERS } from '../schemas/server-status.schema.ts';

const zip = <const V extends readonly string[]>(v2: V, v1: readonly string[]): readonly (readonly [V[number], string])[] => {
  if (v2.length !== v1.length) throw new Error('v2 and v1 status keys differ in number');
  return v2.map((k, i) => [k, v1[i] as string] as const);
};

/** `overall` counters of v2, in the server's order, each with its v1 `OVERALL` counter. */
export const V2_OVERALL = zip(['allTransfers', 'unknown', 'notUpdated', 'interrupted', 'toSubmit', 'inError', 'running', 'done', 'runningIn', 'runningOut', 'allIn', 'allOut', 'errorsIn', 'errorsOut'] as const, OVERALL_COUNTERS);
/** Where v2 writes the two dates of `overall`: after `runningOut`, as `lastRunningIn`/`lastRunningOut` (v1 `LastInRunning`/`LastOutRunning`). */
export const V2_OVERALL_DATES = [['lastRunningIn', 'LastInRunning'], ['lastRunningOut', 'LastOutRunning']] as const;
/** `globalSteps` counters of v2 with their v1 `STEPS` counters. */
export const V2_GLOBAL_STEPS = zip(['noTask', 'preTask', 'transferTask', 'postTask', 'allDoneTask', 'errorTask'] as const, STEPS_COUNTERS);
/** `runningSteps` counters of v2 with their v1 `RUNNINGSTEPS` counters. */
export const V2_RUNNING_STEPS = zip(['allRunning', 'running', 'initOK', 'preProcessingOk', 'transferOk', 'postProcessingOk', 'completeOk'] as const, RUNNINGSTEPS_COUNTERS);
/** `errors` counters of v2 with their v1 `ERRORTYPES` counters. */
export const V2_ERRORS = zip(['connectionImpossible', 'serverOverloaded', 'badAuthent', 'externalOp', 'transferError', 'md5Error', 'disconnection', 'finalOp', 'unimplemented', 'internal', 'warning', 'queryAlreadyFinished', 'queryStillRunning', 'unknownHost', 'remotelyUnknown', 'commandNotFound', 'passThroughMode', 'remoteShutdown', 'shutdown', 'remoteError', 'stopped', 'canceled', 'fileNotFound', 'unknown'] as const, ERRORTYPES_COUNTERS);
/** The scalar fields of the v2 status before its four groups, in the server's order, with their v1 names. */
export const V2_STATUS_HEAD = [['serverName', 'HostID'], ['date', 'Date'], ['lastRun', 'LastRun'], ['fromDate', 'FromDate'], ['secondsRunning', 'SecondsRunning'], ['networkConnections', 'NetworkConnections'], ['nbThreads', 'NbThreads'], ['inBandwidth', 'InBandwidth'], ['outBandwidth', 'OutBandwidth']] as const;
