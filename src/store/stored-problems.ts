/**
 * Values of the history database its readers could not use (a damaged or crafted database: history-db.ts reads
 * them as missing, or leaves their row out), one line per table and column with how many, for the command to
 * print as warnings when it ends (cli/main.ts). A bad value is a named problem, never a crash.
 */

/** Lines kept at most (each names one table and column). */
const MAX_PROBLEMS = 50;

const problems = new Map<string, { first: string; count: number; outcome: string }>();

/** Notes that `table.column` held a value it cannot (`why`), with what was done about it. */
export function noteStoredProblem(table: string, column: string, why: string, outcome: 'read as missing' | 'its row left out'): void {
  const key = `${table}.${column}\u0000${outcome}`;
  const known = problems.get(key);
  if (known) known.count++;
  else if (problems.size < MAX_PROBLEMS) problems.set(key, { first: why, count: 1, outcome });
}

/** The problems noted since the last call, one line each; forgets them. */
export function takeStoredProblems(): string[] {
  const lines = [...problems.entries()].map(([key, { first, count, outcome }]) => {
    const [column] = key.split('\u0000');
    const rows = count === 1 ? 'a row' : `${count} rows`;
    return `history database: ${column} of ${rows} holds a value it cannot (${first}); ${outcome}`;
  });
  problems.clear();
  return lines;
}
