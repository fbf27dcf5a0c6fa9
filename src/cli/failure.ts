/**
 * How a command that threw ends: a known error (errors.ts) or a failure of the machine as one line and
 * its exit code; anything else is a bug and is re-thrown (a stack trace is for bugs only).
 */
import { TipMinerError } from '../errors.js';
import { EXIT_USAGE } from './exit-codes.js';
import { error, type CommandIo } from './io.js';

/** A known error as one line and its exit code; anything else is a bug and is re-thrown. */
export function failureExitCode(caught: unknown, io: CommandIo): number {
  if (caught instanceof TipMinerError) {
    error(io, caught.message);
    return caught.exitCode;
  }
  const failure = environmentFailure(caught);
  if (failure !== undefined) {
    error(io, failure);
    return EXIT_USAGE;
  }
  throw caught;
}

/**
 * A failure of the machine, not of tip-miner — a file system error (`ENOSPC`, `EACCES`, `EROFS`…) or
 * SQLite's (`SQLITE_FULL`, `SQLITE_CORRUPT`…) — as one line; undefined for anything else (a bug).
 */
function environmentFailure(caught: unknown): string | undefined {
  const code = (caught as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string' || !(caught instanceof Error)) return undefined;
  if (code.startsWith('SQLITE_')) {
    const damaged = code.startsWith('SQLITE_CORRUPT') || code.startsWith('SQLITE_NOTADB') || code === 'SQLITE_ERROR';
    const hint = damaged ? '; if the database is damaged, tip-miner analyze --repair rebuilds it from the logs' : '';
    return `history database: ${caught.message} (${code})${hint}`;
  }
  if (/^E[A-Z0-9]+$/.test(code)) return caught.message;
  return undefined;
}
