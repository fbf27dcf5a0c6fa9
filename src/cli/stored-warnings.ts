/**
 * The values of the history database a command could not use (store/stored-problems.ts), printed when it
 * ends: one warning line per table and column (a hook's lines are its notes).
 */
import { takeStoredProblems } from '../store/stored-problems.js';
import { PROGRAM, warn, type CliIo } from './io.js';

export function printStoredProblems(argv: readonly string[], io: CliIo): void {
  const hook = argv.find((arg) => !arg.startsWith('-')) === 'hook';
  for (const line of takeStoredProblems()) {
    if (hook) io.stderr(`${PROGRAM} hook: ${line}\n`);
    else warn(io, line);
  }
}
