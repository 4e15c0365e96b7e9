// Reading GET /server (reference §7.1): the status object in `answer.results[0]`, and the counters
// the suite expects from a list of the transfers it counts (own transfers with STARTTRANS at or
// after FromDate), written here from the reference: OVERALL by UPDATEDINFO and by side, STEPS by
// GLOBALSTEP, RUNNINGSTEPS by running STEPSTATUS, ERRORTYPES by INFOSTATUS letter (§18 confirms).
import type { Exchange } from '../../client/client.ts';
import { UPDATED_INFO } from '../../../contract/index.ts';
import { idText, type JsonRecord } from '../scenarios/helpers.ts';
import { firstResult, isRecord, numberOf } from './support.ts';

export const serverStatusOf = (ex: Exchange): JsonRecord | undefined => (ex.response?.status === 200 ? firstResult(ex) : undefined);

const OVERALL_BY_UPDATED_INFO = ['Unknown', 'NotUpdated', 'Interrupted', 'ToSubmit', 'Error', 'Running', 'Done'] as const;
const STEPS_BY_GLOBALSTEP = ['Notask', 'Pretask', 'Transfer', 'Posttask', 'AllDone', 'Error'] as const;
const RUNNING_BY_LETTER: Readonly<Record<string, string>> = { z: 'Running', i: 'InitOk', B: 'PreProcessingOk', X: 'TransferOk', P: 'PostProcessingOk', O: 'CompleteOk' };
const ERRORTYPE_BY_LETTER: Readonly<Record<string, string>> = {
  C: 'ConnectionImpossible', l: 'ServerOverloaded', A: 'BadAuthent', E: 'ExternalOp', T: 'TransferError', M: 'MD5Error',
  D: 'Disconnection', F: 'FinalOp', U: 'Unimplemented', I: 'Internal', W: 'Warning', Q: 'QueryAlreadyFinished',
  s: 'QueryStillRunning', N: 'KnownHost', u: 'RemotelyUnknown', c: 'CommandNotFound', p: 'PassThroughMode',
  r: 'RemoteShutdown', S: 'Shutdown', R: 'RemoteError', H: 'Stopped', K: 'Canceled', f: 'FileNotFound', '-': 'Unknown',
};

export type Counters = Record<string, Record<string, number>>;

/** The counters a status over exactly these transfers shows (the groups compared: OVERALL, STEPS, RUNNINGSTEPS, ERRORTYPES). */
export function expectedCounters(rows: readonly JsonRecord[], self: string): Counters {
  const c: Counters = { OVERALL: {}, STEPS: {}, RUNNINGSTEPS: {}, ERRORTYPES: {} };
  const add = (group: string, name: string) => {
    const g = c[group] as Record<string, number>;
    g[name] = (g[name] ?? 0) + 1;
  };
  for (const name of [...OVERALL_BY_UPDATED_INFO, 'AllTransfer', 'InRunning', 'OutRunning', 'InAll', 'OutAll', 'InError', 'OutError']) (c['OVERALL'] as Record<string, number>)[name] = 0;
  for (const name of STEPS_BY_GLOBALSTEP) (c['STEPS'] as Record<string, number>)[name] = 0;
  for (const name of ['AllRunning', ...Object.values(RUNNING_BY_LETTER)]) (c['RUNNINGSTEPS'] as Record<string, number>)[name] = 0;
  for (const name of Object.values(ERRORTYPE_BY_LETTER)) (c['ERRORTYPES'] as Record<string, number>)[name] = 0;
  for (const t of rows) {
    const updated = numberOf(t['UPDATEDINFO']) ?? 0;
    const running = updated === UPDATED_INFO.RUNNING;
    const inError = updated === UPDATED_INFO.INERROR;
    add('OVERALL', 'AllTransfer');
    add('OVERALL', OVERALL_BY_UPDATED_INFO[updated] ?? 'Unknown');
    for (const [side, field] of [['In', 'REQUESTED'], ['Out', 'REQUESTER']] as const) {
      if (idText(t[field]) !== self) continue;
      add('OVERALL', `${side}All`);
      if (running) add('OVERALL', `${side}Running`);
      if (inError) add('OVERALL', `${side}Error`);
    }
    const step = STEPS_BY_GLOBALSTEP[numberOf(t['GLOBALSTEP']) ?? -1];
    if (step) add('STEPS', step);
    if (running) {
      add('RUNNINGSTEPS', 'AllRunning');
      const r = RUNNING_BY_LETTER[idText(t['STEPSTATUS']).charAt(0)];
      if (r) add('RUNNINGSTEPS', r);
    }
    const e = ERRORTYPE_BY_LETTER[idText(t['INFOSTATUS']).charAt(0)];
    if (e) add('ERRORTYPES', e);
  }
  return c;
}

/** Counters of the status that differ from `expected`, as `OVERALL.ToSubmit 3 (expected 2)`. */
export function counterDifferences(status: JsonRecord, expected: Counters): string[] {
  const out: string[] = [];
  for (const [group, names] of Object.entries(expected)) {
    const shown = status[group];
    for (const [name, want] of Object.entries(names)) {
      const got = isRecord(shown) ? numberOf(shown[name]) : undefined;
      if (got !== want) out.push(`${group}.${name} ${got ?? 'missing'} (expected ${want})`);
    }
  }
  return out;
}
