/**
 * Which views are in line with the history database. Every change to the data behind a view is noted
 * with the run that made it (`view_changes`: per repository, or for all of them); every view written is
 * marked with the run whose data it shows and the settings it was made with (`view_marks`, per memory
 * dir). A view is stale when its mark is missing, older than a change, or of other settings: any run
 * then rewrites it, whatever logs it read — so a crash between the database commit and the files, or a
 * file that could not be written, is put right by the next run.
 */
import type { Sql } from './sql.js';

export const VIEWS = ['tool_patterns', 'memory_proposals', 'routing', 'preferences', 'repos'] as const;
export type ViewId = (typeof VIEWS)[number];
/** The `repo` of a change to every repository's view (or of a view that belongs to none). */
export const ALL_REPOS = '';

export function noteViewChange(db: Sql, repo: string, views: readonly ViewId[], run: number): void {
  for (const view of views) {
    db.run('INSERT INTO view_changes (repo, view, run) VALUES (?, ?, ?) ON CONFLICT (repo, view) DO UPDATE SET run = MAX(run, excluded.run)', repo, view, run);
  }
}

/** Repositories whose data changed but which have no sessions now (all moved to another name): their views are emptied of ours. */
export function formerRepos(db: Sql): string[] {
  return db
    .all<{ repo: string }>(
      `SELECT DISTINCT repo FROM view_changes WHERE repo != ? AND repo NOT IN (SELECT repo FROM sessions WHERE repo IS NOT NULL) ORDER BY repo`,
      ALL_REPOS,
    )
    .map((row) => row.repo);
}

export function markViewWritten(db: Sql, memoryDir: string, repo: string, view: ViewId, run: number, settings: string): void {
  db.run(
    `INSERT INTO view_marks (memory_dir, repo, view, run, settings) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (memory_dir, repo, view) DO UPDATE SET run = excluded.run, settings = excluded.settings`,
    memoryDir,
    repo,
    view,
    run,
    settings,
  );
}

/** The views of one memory dir, as the database knows them: ask `isStale` per repository and view. */
export class ViewState {
  private readonly changes = new Map<string, number>();
  private readonly marks = new Map<string, { run: number; settings: string }>();

  constructor(db: Sql, memoryDir: string) {
    for (const row of db.all<{ repo: string; view: string; run: number }>('SELECT repo, view, run FROM view_changes'))
      this.changes.set(key(row.repo, row.view), row.run);
    for (const row of db.all<{ repo: string; view: string; run: number; settings: string }>(
      'SELECT repo, view, run, settings FROM view_marks WHERE memory_dir = ?',
      memoryDir,
    )) {
      this.marks.set(key(row.repo, row.view), { run: row.run, settings: row.settings });
    }
  }

  isStale(repo: string, view: ViewId, settings: string): boolean {
    const mark = this.marks.get(key(repo, view));
    if (!mark || mark.settings !== settings) return true;
    const changed = Math.max(this.changes.get(key(repo, view)) ?? 0, this.changes.get(key(ALL_REPOS, view)) ?? 0);
    return mark.run < changed;
  }
}

function key(repo: string, view: string): string {
  return `${repo}\u0000${view}`;
}
