// Where the fake answers Waarp's scenario otherwise than a real 3.6.2 on purpose: a 3.6.2 defect
// the fake does not copy (DESIGN §2: never copy a crash or a 500; implement the evident intent).
// Each entry names the call, both answers and the reason. A difference that is a fake bug is not
// listed here: it is fixed in the fake. Empty until the comparison shows one of the first kind.

/** One deliberate difference: the call it concerns and what each server answers there. */
export interface KnownDifference {
  /** The call's position in the scenario (1-based) and its method and path, after normalisation. */
  readonly n: number;
  readonly method: string;
  readonly path: string;
  /** The two answers, in short (status and what matters of the body). */
  readonly real: string;
  readonly fake: string;
  /** Why the fake does not do what 3.6.2 does. */
  readonly reason: string;
}

/** The deliberate differences of the fake from 3.6.2 in Waarp's scenario. */
export const KNOWN_DIFFERENCES: readonly KnownDifference[] = [];
