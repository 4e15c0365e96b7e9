// What --only and --skip select: the checks a run judges and reports, and the scenario checks whose
// requests make its traffic. `--only` chooses what is judged, never the traffic (Schemathesis'
// --checks does the same): `--only envelope_conformance` still drives every scenario check the
// permissions allow, since a response check has no requests of its own, and reports only
// envelope_conformance. A selection with a scenario check in it drives that check alone, as a
// focused run should. The response checks judge every answer unless --only names some of them:
// a run focused on scenario checks never loses the checks of its answers by accident.
import type { Check } from '../checks/check.ts';

/** Whether `--only`/`--skip` select the check `id` (`--only` absent: every check). */
export const isSelected = (id: string, only: readonly string[] | undefined, skip: readonly string[] | undefined): boolean =>
  (!only || only.includes(id)) && !(skip ?? []).includes(id);

/** The reason a check that is not judged is listed with. */
export const NOT_SELECTED = 'not selected (--only/--skip)';
/** The reason a scenario check run only for its traffic is listed with (skipped: it has no verdict). */
export const RUN_FOR_ANSWERS = `${NOT_SELECTED}: run only for its answers, for the selected response checks to judge`;

export interface Selection {
  /** Whether the run judges and reports check `id`; what the transport sees wrong between checks ('run') always. */
  judges(id: string): boolean;
  /**
   * Whether scenario check `id`, not judged, still runs for its requests: --only named response
   * checks and no scenario check, and --skip does not name it. Its own findings are dropped.
   */
  drivesTraffic(id: string): boolean;
}

/** The selection of `--only` and `--skip` over `checks` (the registry). */
export function selectionOf(checks: readonly Check[], only: readonly string[] | undefined, skip: readonly string[] | undefined): Selection {
  const kindOf = new Map(checks.map((c) => [c.id, c.kind]));
  const namesResponse = (only ?? []).some((id) => kindOf.get(id) === 'response');
  // --skip leaves out scenario checks only: the answers any check gets are judged all the same.
  const judged = new Set(checks.filter((c) => (c.kind === 'response' ? !namesResponse || only?.includes(c.id) : isSelected(c.id, only, skip))).map((c) => c.id));
  const trafficOfAll = namesResponse && !checks.some((c) => c.kind === 'scenario' && judged.has(c.id));
  return {
    judges: (id) => !kindOf.has(id) || judged.has(id),
    drivesTraffic: (id) => trafficOfAll && kindOf.get(id) === 'scenario' && !(skip ?? []).includes(id),
  };
}
