// A mistake in the command line: reported with the usage text and exit code 2 (DESIGN §4).
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * A file or folder option whose path cannot serve (cli/paths.ts): exit 2 too, but the one line
 * names the option, the path and the reason, and no usage hint follows (the option was right).
 */
export class PathError extends UsageError {
  override name = 'PathError';
}
