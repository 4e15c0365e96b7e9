// `tmkit check` on a terminal: a bar of checks done, naming the one that runs (cli/progress.ts;
// nothing at all in CI logs or when stderr is not a terminal).
import { CHECKS, isSelected, type RunEvent } from '../conformance/index.ts';
import { createProgress } from './progress.ts';

export interface CheckProgress {
  readonly onEvent: (event: RunEvent) => void;
  stop(): void;
}

/** A progress display over the checks `only` and `skip` select. */
export function checkProgress(only: readonly string[] | undefined, skip: readonly string[] | undefined): CheckProgress {
  const selected = CHECKS.filter((c) => isSelected(c.id, only, skip));
  const ids = new Set(selected.map((c) => c.id));
  const progress = createProgress({ label: 'tmkit check', total: selected.length, unit: 'checks' });
  return {
    // The runner reports every check of the registry, those left out too (the response checks at
    // the end of the run, scenario checks run only for their answers): only the selected count.
    onEvent(event) {
      if (event.type === 'check-start' && ids.has(event.check)) progress.tick(0, event.check);
      else if (event.type === 'check-end' && ids.has(event.outcome.id)) progress.tick(1, event.outcome.id);
    },
    stop: () => progress.stop(),
  };
}
