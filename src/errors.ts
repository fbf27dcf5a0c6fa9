/**
 * Known errors: each prints as one line without a stack trace (knip style).
 * Anything that is not a TipMinerError is a bug and is re-thrown by the CLI.
 */
export class TipMinerError extends Error {
  /** Process exit code the CLI uses for this error. */
  readonly exitCode: number = 2;
}

/** A config file that cannot be read or does not validate; the message names the key. */
export class ConfigError extends TipMinerError {
  override readonly name = 'ConfigError';
}

/** Input that cannot be read at all (missing path, unreadable file, nothing to analyse). */
export class InputError extends TipMinerError {
  override readonly name = 'InputError';
}

/**
 * A file tip-miner keeps (the history database, a view, a memory layer) that it cannot use as it is:
 * damaged, foreign, or written by a newer version. Nothing was overwritten; the message says what to do.
 * `repairable`: `tip-miner analyze --repair` may set it aside and rebuild it (never a foreign or newer file).
 */
export class StateError extends TipMinerError {
  override readonly name = 'StateError';

  constructor(
    message: string,
    readonly repairable: boolean,
  ) {
    super(message);
  }
}

/** The message of anything thrown: an Error's message, else the value as text (a thrown string, a number). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return String(error);
  } catch {
    return 'an unprintable value was thrown';
  }
}
