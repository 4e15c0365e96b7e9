// GET /server status object (interface "Server status", reference §7.1).
import { schemaId } from './common.ts';

const counter = { type: 'integer', minimum: 0 } as const;
const isoDate = { type: 'string', format: 'iso-date-time-offset' } as const;
const counters = <const K extends readonly string[]>(keys: K) => ({
  type: 'object',
  properties: Object.fromEntries(keys.map((k) => [k, counter])) as { [P in K[number]]: typeof counter },
  required: keys,
  additionalProperties: false,
}) as const;

/** The counters of the `OVERALL` object of GET /server (transfers by UPDATEDINFO and direction), in the server's order. */
export const OVERALL_COUNTERS = ['AllTransfer', 'Unknown', 'NotUpdated', 'Interrupted', 'ToSubmit', 'Error', 'Running', 'Done', 'InRunning', 'OutRunning', 'InAll', 'OutAll', 'InError', 'OutError'] as const;
/** The counters of the `STEPS` object of GET /server (transfers by GLOBALSTEP), in the server's order. */
export const STEPS_COUNTERS = ['Notask', 'Pretask', 'Transfer', 'Posttask', 'AllDone', 'Error'] as const;
/** The counters of the `RUNNINGSTEPS` object of GET /server (running transfers by status), in the server's order. */
export const RUNNINGSTEPS_COUNTERS = ['AllRunning', 'Running', 'InitOk', 'PreProcessingOk', 'TransferOk', 'PostProcessingOk', 'CompleteOk'] as const;
/** The counters of the `ERRORTYPES` object of GET /server (transfers by error code), in the server's order. */
export const ERRORTYPES_COUNTERS = ['ConnectionImpossible', 'ServerOverloaded', 'BadAuthent', 'ExternalOp', 'TransferError', 'MD5Error', 'Disconnection', 'FinalOp', 'Unimplemented', 'Internal', 'Warning', 'QueryAlreadyFinished', 'QueryStillRunning', 'KnownHost', 'RemotelyUnknown', 'CommandNotFound', 'PassThroughMode', 'RemoteShutdown', 'Shutdown', 'RemoteError', 'Stopped', 'Canceled', 'FileNotFound', 'Unknown'] as const;

const overall = counters(OVERALL_COUNTERS);

export const serverStatusSchema = {
  $id: schemaId('server-status'),
  title: 'Server status (GET /server answer element)',
  type: 'object',
  properties: {
    HostID: { type: 'string' },
    Date: isoDate,
    LastRun: isoDate,
    FromDate: isoDate,
    SecondsRunning: counter,
    NetworkConnections: counter,
    NbThreads: counter,
    InBandwidth: counter,
    OutBandwidth: counter,
    OVERALL: {
      ...overall,
      properties: { ...overall.properties, LastInRunning: isoDate, LastOutRunning: isoDate },
      required: [...OVERALL_COUNTERS, 'LastInRunning', 'LastOutRunning'],
    },
    STEPS: counters(STEPS_COUNTERS),
    RUNNINGSTEPS: counters(RUNNINGSTEPS_COUNTERS),
    ERRORTYPES: counters(ERRORTYPES_COUNTERS),
  },
  required: ['HostID', 'Date', 'LastRun', 'FromDate', 'SecondsRunning', 'NetworkConnections', 'NbThreads', 'InBandwidth', 'OutBandwidth', 'OVERALL', 'STEPS', 'RUNNINGSTEPS', 'ERRORTYPES'],
  additionalProperties: false,
} as const;
