// A mistake in the command line: reported with the usage text and exit code 2 (DESIGN §4).
export class UsageError extends Error {
  override name = 'UsageError';
}
