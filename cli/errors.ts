// Exit codes are part of the CLI contract (README "Exit codes"): 0 clean, 1 error findings, 2 usage or runtime error.
export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;

/** A mistake in how the CLI was called: printed with a pointer to --help, exit 2. */
export class UsageError extends Error {
  constructor(message: string, readonly hint?: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The call was fine but the work failed (bad root, unreadable config, write refused): exit 2. */
export class RuntimeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuntimeError';
  }
}
