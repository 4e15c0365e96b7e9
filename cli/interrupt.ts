// Ctrl-C and SIGTERM during a run of tmkit check or tmkit diff (exit 130, as a shell reports an
// interrupted command): the first stops the run and still removes what it created, the second quits.

/**
 * Ctrl-C (or SIGTERM) interrupts the run through `controller`: the checks stop, the records the
 * run created are removed, a partial report is written. A second one quits at once, for a person
 * who would rather leave records behind than wait for an unresponsive target. Answers the undo.
 */
export function interruptOnSignals(command: 'check' | 'diff', controller: AbortController): () => void {
  const handler = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) {
      console.error(`tmkit ${command}: ${signal} again: quitting now; records the run created may remain on the target`);
      process.exit(130);
    }
    console.error(`tmkit ${command}: ${signal}: stopping; removing the records the run created, then writing a partial report (${signal} again quits at once)`);
    controller.abort(signal);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}
