/**
 * A command that changes the history database outside `analyze` (a review decision, a preference):
 * the change is one run, it notes which views it touches, and those views are refreshed at once — or,
 * if the process dies first, by the next command that refreshes views.
 */
import type { HistoryDb } from '../store/history-db.js';
import { ALL_REPOS, noteViewChange, type ViewId } from '../store/view-state.js';
import { ensureMemoryDir, refreshViews, type ViewRun, type ViewSettings, type ViewsRefreshed } from './refresh-views.js';
import { finishRun, startRun } from '../store/runs.js';

export interface ChangeOptions extends Omit<ViewRun, 'id'> {
  /** The views of every repository that the change touches. */
  views: readonly ViewId[];
}

export async function changeAndRefresh<T>(
  db: HistoryDb,
  settings: ViewSettings,
  options: ChangeOptions,
  /** The change, given its run (views it notes are marked with it). */
  change: (run: number) => T,
): Promise<{ result: T; views: ViewsRefreshed }> {
  const { views: touched, ...viewRun } = options;
  // a memory dir that cannot take the views fails the command before the database changes
  ensureMemoryDir(settings.memoryDir);
  const run = startRun(db, options.now);
  const result = db.transaction(() => {
    const value = change(run);
    noteViewChange(db, ALL_REPOS, touched, run);
    return value;
  });
  const views = await refreshViews(db, settings, { ...viewRun, id: run });
  finishRun(db, run, options.now, { filesRead: 0, lines: 0, newFindings: 0 });
  return { result, views };
}
