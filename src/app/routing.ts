/**
 * Routing for one repository, from the history database: its sessions replayed in time order with
 * the config's settings and declared tools (routing/replay.ts). `refreshRouting` (run by `analyze`)
 * also stores the outcome in the database and rewrites the repository's routing.json.
 */
import { replayRouting, type RoutingOutcome } from '../routing/replay.js';
import type { DeclaredTool } from '../routing/registry.js';
import type { RoutingSettings } from '../routing/router.js';
import type { HistoryDb } from '../store/history-db.js';
import { replaySessions, storeRoutingOutcome } from '../store/routing-history.js';
import { writeRoutingView } from '../store/routing-view.js';
import type { TimeWindow } from '../store/session-filter.js';
import type { FileWrite, WriteGuard } from '../store/view-file.js';

export interface RoutingRunOptions {
  settings: RoutingSettings;
  declared: ReadonlyArray<{ tool: DeclaredTool; source: 'config' | 'project' }>;
  includeFailed: boolean;
  /** Only the sessions active in this window (routes --since/--until; the views are never windowed). */
  window?: TimeWindow;
}

export function computeRouting(db: HistoryDb, repo: string, options: RoutingRunOptions): RoutingOutcome {
  return replayRouting({ sessions: replaySessions(db, repo, options.includeFailed, options.window), declared: options.declared, settings: options.settings });
}

export function refreshRouting(
  db: HistoryDb,
  memoryDir: string,
  repo: string,
  options: RoutingRunOptions,
  guard: WriteGuard,
): { outcome: RoutingOutcome; write: FileWrite } {
  const outcome = computeRouting(db, repo, options);
  storeRoutingOutcome(db, repo, outcome, guard.now);
  return { outcome, write: writeRoutingView(memoryDir, repo, outcome, guard.now, guard) };
}
