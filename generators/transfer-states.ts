// The states a real server leaves transfers in: which UPDATEDINFO, GLOBALSTEP, GLOBALLASTSTEP,
// STEPSTATUS and INFOSTATUS go together (reference §9, the rows observed in §18). Data, not code:
// the factory, the arbitraries and the tests all read this one table.
import { ERROR_CODES, TASK_STEP, UPDATED_INFO, type Transfer } from '../contract/index.ts';
import { isStoredCombination } from './stored-combinations.ts';

/** The name of one of the {@link TRANSFER_STATES}. */
export type TransferStateName =
  | 'done' | 'doneNotUpdated' | 'error' | 'cancelled' | 'interrupted' | 'resubmitted' | 'running' | 'pending' | 'unknown';

export interface ErrorKind {
  /** The ErrorCode letter (reference §9.3); an error letter for every kind. */
  readonly letter: string;
  /** GLOBALLASTSTEP: the step the transfer was in when it failed. */
  readonly lastSteps: readonly number[];
  readonly weight: number;
}

const { NOTASK, PRETASK, TRANSFERTASK, POSTTASK } = TASK_STEP;

/** Why transfers fail, and at which step (a connection fails before any task, an MD5 check during the transfer). */
export const ERROR_KINDS: readonly ErrorKind[] = [
  { letter: 'C', lastSteps: [NOTASK], weight: 30 }, // ConnectionImpossible (observed: step 0, "C  ")
  { letter: 'A', lastSteps: [NOTASK], weight: 5 }, // BadAuthent
  { letter: 'N', lastSteps: [NOTASK], weight: 3 }, // NotKnownHost
  { letter: 'l', lastSteps: [NOTASK], weight: 3 }, // ServerOverloaded
  { letter: 'E', lastSteps: [PRETASK, POSTTASK], weight: 10 }, // ExternalOp
  { letter: 'f', lastSteps: [PRETASK], weight: 10 }, // FileNotFound
  { letter: 'T', lastSteps: [TRANSFERTASK], weight: 15 }, // TransferError
  { letter: 'D', lastSteps: [TRANSFERTASK], weight: 10 }, // Disconnection
  { letter: 'M', lastSteps: [TRANSFERTASK], weight: 4 }, // MD5Error
  { letter: 'R', lastSteps: [TRANSFERTASK], weight: 4 }, // RemoteError
  { letter: 'F', lastSteps: [POSTTASK], weight: 4 }, // FinalOp
  { letter: 'I', lastSteps: [TRANSFERTASK], weight: 2 }, // Internal
  { letter: 'd', lastSteps: [PRETASK], weight: 1 }, // SizeNotAllowed
  { letter: 'a', lastSteps: [PRETASK], weight: 1 }, // FileNotAllowed
];

/** A state a real server leaves a transfer in: its UPDATEDINFO and GLOBALSTEP, whether it ended, and how common it is. */
export interface TransferState {
  readonly name: TransferStateName;
  /** UPDATEDINFO of transfers in this state. */
  readonly updatedInfo: number;
  /** GLOBALSTEP; `undefined` means "the step the transfer is in" (running: pre, transfer or post). */
  readonly globalStep: number | undefined;
  /** Whether the transfer has ended (STOPTRANS after STARTTRANS, file size known). */
  readonly ended: boolean;
  /** Weight among transfers that started long ago, and among those of the last part of the window. */
  readonly weightOld: number;
  /** Weight among transfers of the last part of the window (running and pending ones are common there). */
  readonly weightRecent: number;
}

/**
 * The states a real server leaves transfers in (done, error, cancelled, interrupted, resubmitted,
 * running, pending, ...), each with the UPDATEDINFO and GLOBALSTEP that go together (reference §9,
 * the rows observed in §18). The transfer factory, the arbitraries and the tests all read this table.
 */
export const TRANSFER_STATES: readonly TransferState[] = [
  // Finished: ALLDONETASK and CompleteOk, INFOSTATUS CompleteOk or Warning.
  { name: 'done', updatedInfo: UPDATED_INFO.DONE, globalStep: TASK_STEP.ALLDONETASK, ended: true, weightOld: 70, weightRecent: 45 },
  // Finished rows the scheduler has not touched since they were loaded.
  { name: 'doneNotUpdated', updatedInfo: UPDATED_INFO.NOTUPDATED, globalStep: TASK_STEP.ALLDONETASK, ended: true, weightOld: 5, weightRecent: 1 },
  // Failed: ERRORTASK, the error letter in STEPSTATUS and INFOSTATUS.
  { name: 'error', updatedInfo: UPDATED_INFO.INERROR, globalStep: TASK_STEP.ERRORTASK, ended: true, weightOld: 12, weightRecent: 10 },
  { name: 'cancelled', updatedInfo: UPDATED_INFO.INERROR, globalStep: TASK_STEP.ERRORTASK, ended: true, weightOld: 1, weightRecent: 1 },
  // Stopped or shut down during the transfer: restartable.
  { name: 'interrupted', updatedInfo: UPDATED_INFO.INTERRUPTED, globalStep: TASK_STEP.ERRORTASK, ended: true, weightOld: 3, weightRecent: 3 },
  // A failed transfer submitted again (a PUT sets TOSUBMIT and leaves the steps): PENDING and INERROR at once.
  { name: 'resubmitted', updatedInfo: UPDATED_INFO.TOSUBMIT, globalStep: TASK_STEP.ERRORTASK, ended: true, weightOld: 2, weightRecent: 2 },
  { name: 'running', updatedInfo: UPDATED_INFO.RUNNING, globalStep: undefined, ended: false, weightOld: 0.2, weightRecent: 25 },
  // Waiting to be started: nothing done yet, statuses Unknown, STOPTRANS = STARTTRANS.
  { name: 'pending', updatedInfo: UPDATED_INFO.TOSUBMIT, globalStep: TASK_STEP.NOTASK, ended: false, weightOld: 2, weightRecent: 12 },
  { name: 'unknown', updatedInfo: UPDATED_INFO.UNKNOWN, globalStep: TASK_STEP.NOTASK, ended: false, weightOld: 0.5, weightRecent: 0.5 },
];

export const INTERRUPTION_LETTERS = ['H', 'S', 'r'] as const; // StoppedTransfer, Shutdown, RemoteShutdown
export const CANCEL_LETTER = 'K'; // CanceledTransfer
export const RUNNING_LETTER = 'z';
export const COMPLETE_LETTER = 'O';
export const WARNING_LETTER = 'W';
export const UNKNOWN_LETTER = '-';
/** INFOSTATUS of a running transfer: the last stage that ended well, by GLOBALSTEP. */
export const STAGE_DONE_LETTER: Readonly<Record<number, string>> = { [PRETASK]: 'i', [TRANSFERTASK]: 'B', [POSTTASK]: 'X' };

/** The statuses and steps of one state; `draw(n)` picks an index in [0, n). */
export interface StateShape {
  readonly globalStep: number;
  readonly globalLastStep: number;
  readonly stepStatus: string;
  readonly infoStatus: string;
}

/**
 * The steps and statuses of one transfer in `state`: GLOBALSTEP, GLOBALLASTSTEP, STEPSTATUS and
 * INFOSTATUS letters that go together (an error letter at the step it fails in, CompleteOk or
 * Warning for a finished transfer, ...). `draw(n)` picks an index in [0, n) for the random parts.
 */
export function shapeOf(state: TransferState, draw: (n: number) => number): StateShape {
  switch (state.name) {
    case 'done':
    case 'doneNotUpdated':
      return { globalStep: TASK_STEP.ALLDONETASK, globalLastStep: TASK_STEP.ALLDONETASK, stepStatus: COMPLETE_LETTER, infoStatus: draw(20) === 0 ? WARNING_LETTER : COMPLETE_LETTER };
    case 'error':
    case 'resubmitted': {
      const kind = pickErrorKind(draw);
      const last = kind.lastSteps[draw(kind.lastSteps.length)] as number;
      return { globalStep: TASK_STEP.ERRORTASK, globalLastStep: last, stepStatus: kind.letter, infoStatus: kind.letter };
    }
    case 'cancelled':
      return { globalStep: TASK_STEP.ERRORTASK, globalLastStep: TRANSFERTASK, stepStatus: CANCEL_LETTER, infoStatus: CANCEL_LETTER };
    case 'interrupted': {
      const letter = INTERRUPTION_LETTERS[draw(INTERRUPTION_LETTERS.length)] as string;
      return { globalStep: TASK_STEP.ERRORTASK, globalLastStep: TRANSFERTASK, stepStatus: letter, infoStatus: letter };
    }
    case 'running': {
      const r = draw(10);
      const step = r === 0 ? PRETASK : r === 9 ? POSTTASK : TRANSFERTASK;
      return { globalStep: step, globalLastStep: step, stepStatus: RUNNING_LETTER, infoStatus: draw(2) === 0 ? RUNNING_LETTER : (STAGE_DONE_LETTER[step] as string) };
    }
    case 'pending':
    case 'unknown':
      return { globalStep: NOTASK, globalLastStep: NOTASK, stepStatus: UNKNOWN_LETTER, infoStatus: UNKNOWN_LETTER };
  }
}

const ERROR_WEIGHT_TOTAL = ERROR_KINDS.reduce((s, k) => s + k.weight, 0);

function pickErrorKind(draw: (n: number) => number): ErrorKind {
  let r = draw(ERROR_WEIGHT_TOTAL);
  for (const kind of ERROR_KINDS) {
    r -= kind.weight;
    if (r < 0) return kind;
  }
  return ERROR_KINDS[0] as ErrorKind;
}

const IS_ERROR_LETTER = new Map(ERROR_CODES.map((e) => [e.letter, e.isError]));

/**
 * What a real server never shows on a transfer: a finished transfer without ALLDONETASK and
 * CompleteOk, an error step without an error letter, a running transfer outside pre, transfer or
 * post step, times in the wrong order or after the clock. [] when the transfer is plausible.
 * A stored-combination row (stored-combinations.ts) is held to the rules of times only: its steps
 * and statuses are deliberately any a database can hold.
 */
export function implausibilities(t: Transfer, now: number): string[] {
  const out: string[] = [];
  if (!isStoredCombination(t)) out.push(...stateImplausibilities(t));
  if (t.STOPTRANS < t.STARTTRANS) out.push('STOPTRANS before STARTTRANS');
  if (t.STOPTRANS > now) out.push('STOPTRANS after the clock');
  return out;
}

/** The rules of steps and statuses of {@link implausibilities}. */
function stateImplausibilities(t: Transfer): string[] {
  const out: string[] = [];
  const step = t.STEPSTATUS.charAt(0);
  if (t.GLOBALSTEP === TASK_STEP.ALLDONETASK && (step !== COMPLETE_LETTER || t.GLOBALLASTSTEP !== TASK_STEP.ALLDONETASK)) out.push('ALLDONETASK without CompleteOk');
  if (t.GLOBALSTEP === TASK_STEP.ERRORTASK && !IS_ERROR_LETTER.get(step)) out.push(`ERRORTASK with a non-error STEPSTATUS '${step}'`);
  if (t.UPDATEDINFO === UPDATED_INFO.DONE && t.GLOBALSTEP !== TASK_STEP.ALLDONETASK) out.push('DONE without ALLDONETASK');
  if (t.UPDATEDINFO === UPDATED_INFO.INERROR && t.GLOBALSTEP !== TASK_STEP.ERRORTASK) out.push('INERROR without ERRORTASK');
  if (t.UPDATEDINFO === UPDATED_INFO.RUNNING && (t.GLOBALSTEP < PRETASK || t.GLOBALSTEP > POSTTASK || step !== RUNNING_LETTER)) out.push('RUNNING outside a running step');
  return out;
}

/** Every shape `shapeOf` can give for a state, in a stable order (for arbitraries and tests). */
export function shapesOf(state: TransferState): StateShape[] {
  const same = (globalStep: number, globalLastStep: number, letter: string): StateShape => ({ globalStep, globalLastStep, stepStatus: letter, infoStatus: letter });
  switch (state.name) {
    case 'done':
    case 'doneNotUpdated':
      return [COMPLETE_LETTER, WARNING_LETTER].map((info) => ({ globalStep: TASK_STEP.ALLDONETASK, globalLastStep: TASK_STEP.ALLDONETASK, stepStatus: COMPLETE_LETTER, infoStatus: info }));
    case 'error':
    case 'resubmitted':
      return ERROR_KINDS.flatMap((k) => k.lastSteps.map((last) => same(TASK_STEP.ERRORTASK, last, k.letter)));
    case 'cancelled':
      return [same(TASK_STEP.ERRORTASK, TRANSFERTASK, CANCEL_LETTER)];
    case 'interrupted':
      return INTERRUPTION_LETTERS.map((l) => same(TASK_STEP.ERRORTASK, TRANSFERTASK, l));
    case 'running':
      return [PRETASK, TRANSFERTASK, POSTTASK].flatMap((s) => [RUNNING_LETTER, STAGE_DONE_LETTER[s] as string].map((info) => ({ globalStep: s, globalLastStep: s, stepStatus: RUNNING_LETTER, infoStatus: info })));
    case 'pending':
    case 'unknown':
      return [same(NOTASK, NOTASK, UNKNOWN_LETTER)];
  }
}
