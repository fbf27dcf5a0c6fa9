/** The runs of commands that changed the history database: their ids order every change and every view written. */
import type { Sql } from './sql.js';

export interface RunFigures {
  filesRead: number;
  lines: number;
  newFindings: number;
}

export function startRun(sql: Sql, now: number): number {
  sql.run('INSERT INTO runs (started_at) VALUES (?)', now);
  const row = sql.get<{ id: number }>('SELECT last_insert_rowid() AS id');
  if (row === undefined) throw new Error('SQLite gave no last_insert_rowid() for the new run');
  return row.id;
}

export function finishRun(sql: Sql, run: number, now: number, figures: RunFigures): void {
  sql.run(
    'UPDATE runs SET finished_at = ?, files_read = ?, lines = ?, new_findings = ? WHERE id = ?',
    now,
    figures.filesRead,
    figures.lines,
    figures.newFindings,
    run,
  );
}
