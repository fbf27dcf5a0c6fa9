/**
 * Routing for one repository, from the history database: its sessions replayed in time order with
 * the config's settings and declared tools (routing/replay.ts). `refreshRouting` (run by `analyze`)
 * also stores the outcome in the database and rewrites the repository's routing.json.
 */
import { REPLAY_STATE_VERSION, replayRouting, RoutingReplay, type RoutingOutcome, type RoutingSummary } from '../routing/replay.js';
import type { DeclaredTool } from '../routing/registry.js';
import type { RoutingSettings } from '../routing/router.js';
import type { HistoryDb } from '../store/history-db.js';
import { replaySessions, replaySessionsOf, storeRoutingOutcome } from '../store/routing-history.js';
import {
  forgetRoutingState,
  lastRoutingChange,
  loadRoutingState,
  markRoutingStateChecked,
  replayKeyId,
  replayOrder,
  saveRoutingState,
  sessionsChangedSince,
  type ReplayKey,
  type SavedRoutingState,
} from '../store/routing-state.js';
import { LATEST_SCHEMA_VERSION } from '../store/schema-check.js';
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

/**
 * Replays a repository's routing for the views, stores the outcome and rewrites its routing.json. The replay
 * goes on from the state saved before the repository's last session (store/routing-state.ts) when that
 * state still holds — same settings and versions, the same sessions before the checkpoint in the same order
 * and with the same first times, none of them with a tool use or listing changed since — so a run after an
 * append replays only the sessions after the checkpoint; otherwise (and with `guard.repair`) it replays every
 * session and saves a new state. Either way the outcome is the full replay's, and the sessions are read from the
 * database one at a time, so a repository of years of logs never has all its tool uses in memory.
 */
export function refreshRouting(
  db: HistoryDb,
  memoryDir: string,
  repo: string,
  options: RoutingRunOptions,
  guard: WriteGuard,
): { outcome: RoutingSummary; resumed: boolean; write: FileWrite } {
  const { summary, resumed } = db.transaction(() => replayForViews(db, repo, options, !guard.repair));
  storeRoutingOutcome(db, repo, summary, guard.now);
  return { outcome: summary, resumed, write: writeRoutingView(memoryDir, repo, summary, guard.now, guard) };
}

function replayForViews(db: HistoryDb, repo: string, options: RoutingRunOptions, mayResume: boolean): { summary: RoutingSummary; resumed: boolean } {
  const settings = stateSettings(options);
  const order = replayOrder(db, repo, options.includeFailed);
  const change = lastRoutingChange(db);
  const saved = mayResume && order ? loadRoutingState(db, repo) : undefined;
  if (order && saved && saved.settings === settings && holds(saved, order, sessionsChangedSince(db, saved.change))) {
    const replay = RoutingReplay.resume(saved.state, options.settings);
    const tail = order.slice(saved.head.length);
    // a new checkpoint when sessions came after the last one; else the state holds as it is, up to this change
    const checkpoint = tail.length > 1 ? (replayed: number) => ({ settings, change, head: [...saved.head, ...tail.slice(0, replayed)] }) : undefined;
    replayInOrder(db, repo, tail, replay, checkpoint);
    if (!checkpoint) markRoutingStateChecked(db, repo, change);
    return { summary: replay.summary(), resumed: true };
  }
  const replay = RoutingReplay.start(options.declared, options.settings);
  if (order === undefined || order.length === 0) {
    // no order to save a state by (a session with listings but no use): every session at once, as the replay takes them
    forgetRoutingState(db, repo);
    for (const session of replaySessions(db, repo, options.includeFailed)) replay.addSession(session);
    return { summary: replay.summary(), resumed: false };
  }
  replayInOrder(db, repo, order, replay, (replayed) => ({ settings, change, head: order.slice(0, replayed) }));
  return { summary: replay.summary(), resumed: false };
}

/**
 * Replays these sessions, read one at a time (a repository's tool uses are never all in memory); with a
 * checkpoint, saves the state before the last one (its head: the sessions replayed until then).
 */
function replayInOrder(
  db: HistoryDb,
  repo: string,
  keys: readonly ReplayKey[],
  replay: RoutingReplay,
  checkpoint: ((replayed: number) => Omit<SavedRoutingState, 'state'>) | undefined,
): void {
  keys.forEach((key, index) => {
    if (checkpoint && index === keys.length - 1) saveRoutingState(db, repo, { ...checkpoint(index), state: replay.snapshot() });
    for (const session of replaySessionsOf(db, [key])) replay.addSession(session);
  });
}

/** The state's sessions are still the first of the order, unchanged. */
function holds(saved: SavedRoutingState, order: readonly ReplayKey[], changed: ReadonlySet<string>): boolean {
  if (order.length < saved.head.length) return false;
  return saved.head.every((key, index) => {
    const now = order[index];
    return (
      now !== undefined &&
      now.format === key.format &&
      now.sessionId === key.sessionId &&
      now.firstTs === key.firstTs &&
      !changed.has(replayKeyId(key.format, key.sessionId))
    );
  });
}

/** What a saved replay depends on besides the rows: its settings and declared tools, the replay's and the schema's versions. */
function stateSettings(options: RoutingRunOptions): string {
  return JSON.stringify({
    replay: REPLAY_STATE_VERSION,
    schema: LATEST_SCHEMA_VERSION,
    includeFailed: options.includeFailed,
    settings: options.settings,
    declared: options.declared.map(({ tool, source }) => [source, tool.name, tool.description ?? null]),
  });
}
