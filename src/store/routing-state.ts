/**
 * Where a repository's routing replay can go on from (app/routing.ts): the replay saved before the
 * repository's last session (`routing_states`: the snapshot, the sessions folded into it in order with
 * their first times — its head —, the settings it was made with and the last change it saw), and which
 * sessions' tool uses or listings changed since (`routing_changes`: every write that changes a row of
 * a session notes the session with a new change number). Only a cache: a state missing, unreadable or
 * of other settings means a full replay, which saves a new one.
 */
import type { ReplaySnapshot } from '../routing/replay.js';
import { sessionConditions } from './session-filter.js';
import type { Sql } from './sql.js';

/** A session in replay order: the key, and the first time it was ordered by. */
export interface ReplayKey {
  format: string;
  sessionId: string;
  firstTs: number | null;
}

export interface SavedRoutingState {
  /** What the replay depends on besides the rows (settings, declared tools, versions), as one string. */
  settings: string;
  /** The last change number noted when the state was saved or checked. */
  change: number;
  /** The sessions replayed into `state`, in order. */
  head: ReplayKey[];
  state: ReplaySnapshot;
}

/** Notes that a session's tool uses or listings changed (new, changed or gone rows). */
export function noteRoutingChange(db: Sql, format: string, sessionId: string): void {
  db.run(
    `INSERT INTO routing_changes (format, session_id, change) VALUES (?, ?, (SELECT COALESCE(MAX(change), 0) + 1 FROM routing_changes))
     ON CONFLICT (format, session_id) DO UPDATE SET change = excluded.change`,
    format,
    sessionId,
  );
}

export function lastRoutingChange(db: Sql): number {
  return db.get<{ change: number | null }>('SELECT MAX(change) AS change FROM routing_changes')?.change ?? 0;
}

/** The sessions noted after `change`, as `replayKeyId`s. */
export function sessionsChangedSince(db: Sql, change: number): Set<string> {
  const rows = db.all<{ format: string; session_id: string }>('SELECT format, session_id FROM routing_changes WHERE change > ?', change);
  return new Set(rows.map((row) => replayKeyId(row.format, row.session_id)));
}

export function replayKeyId(format: string, sessionId: string): string {
  return `${format}\u0000${sessionId}`;
}

/**
 * A repository's sessions in the order the replay takes them (store/routing-history.ts replaySessions:
 * those with tool uses, by first time, format and id) — or undefined when one of its sessions has
 * listings but no use (the replay takes those last, in the order of their files: not worth a checkpoint).
 */
export function replayOrder(db: Sql, repo: string, includeFailed: boolean): ReplayKey[] | undefined {
  const { where, params } = sessionConditions({ repo, includeFailed });
  const hasUse = 'EXISTS (SELECT 1 FROM tool_uses u WHERE u.format = s.format AND u.session_id = s.session_id)';
  const listingOnly = db.get(
    `SELECT 1 FROM sessions s WHERE ${where.join(' AND ')} AND NOT ${hasUse}
     AND EXISTS (SELECT 1 FROM tool_listings l WHERE l.format = s.format AND l.session_id = s.session_id) LIMIT 1`,
    ...params,
  );
  if (listingOnly !== undefined) return undefined;
  return db
    .all<{ format: string; session_id: string; first_ts: number | null }>(
      `SELECT s.format, s.session_id, s.first_ts FROM sessions s WHERE ${where.join(' AND ')} AND ${hasUse} ORDER BY s.first_ts, s.format, s.session_id`,
      ...params,
    )
    .map((row) => ({ format: row.format, sessionId: row.session_id, firstTs: row.first_ts }));
}

/** The saved state of a repository; undefined when there is none or it cannot be read (then the replay starts over). */
export function loadRoutingState(db: Sql, repo: string): SavedRoutingState | undefined {
  const row = db.get<{ settings: string; change: number; head: string; state: string }>(
    'SELECT settings, change, head, state FROM routing_states WHERE repo = ?',
    repo,
  );
  if (!row) return undefined;
  try {
    const head = JSON.parse(row.head) as unknown;
    const state = JSON.parse(row.state) as unknown;
    if (!Array.isArray(head) || !isSnapshot(state)) return undefined;
    return { settings: row.settings, change: row.change, head: head as ReplayKey[], state };
  } catch {
    return undefined;
  }
}

export function saveRoutingState(db: Sql, repo: string, saved: SavedRoutingState): void {
  db.run(
    `INSERT INTO routing_states (repo, settings, change, head, state) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (repo) DO UPDATE SET settings = excluded.settings, change = excluded.change, head = excluded.head, state = excluded.state`,
    repo,
    saved.settings,
    saved.change,
    JSON.stringify(saved.head),
    JSON.stringify(saved.state),
  );
}

/** The saved state still holds; only the last change it has seen moves on. */
export function markRoutingStateChecked(db: Sql, repo: string, change: number): void {
  db.run('UPDATE routing_states SET change = ? WHERE repo = ?', change, repo);
}

export function forgetRoutingState(db: Sql, repo: string): void {
  db.run('DELETE FROM routing_states WHERE repo = ?', repo);
}

function isSnapshot(value: unknown): value is ReplaySnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const snapshot = value as { [K in keyof ReplaySnapshot]?: unknown };
  const registry = snapshot.registry as { tools?: unknown; descriptionRanks?: unknown } | null | undefined;
  return (
    typeof registry === 'object' &&
    registry !== null &&
    Array.isArray(registry.tools) &&
    Array.isArray(registry.descriptionRanks) &&
    Array.isArray(snapshot.observations) &&
    Array.isArray(snapshot.hitsByTool) &&
    typeof snapshot.events === 'number' &&
    typeof snapshot.sessions === 'number' &&
    typeof snapshot.tiers === 'object' &&
    snapshot.tiers !== null
  );
}
