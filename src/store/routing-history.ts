/**
 * Routing as the history database keeps it: every tool use of every stream (`tool_uses`, unique per
 * file and call id, so re-reading never adds one twice; a result read after its call, by a later run,
 * sets the call's outcome), the tools sessions listed (`tool_listings`),
 * and per repository what `analyze` derived from them — the learned patterns, the tool registry and
 * the replay figures — replaced whole on each refresh. A write that changes a session's rows notes the
 * session (store/routing-state.ts), so a saved replay knows whether it still holds.
 */
import type { FormatId } from '../ingest/formats/index.js';
import type { RoutingPart } from '../analyze/concerns/index.js';
import type { ReplayListing, ReplaySession, ReplayUse, RoutingSummary } from '../routing/replay.js';
import { listingEntries } from '../routing/listing.js';
import type { UseOutcome } from '../routing/types.js';
import { epochSeconds } from '../util/epoch.js';
import type { Sql } from './sql.js';
import { sessionConditions, type TimeWindow } from './session-filter.js';
import { noteRoutingChange, type ReplayKey } from './routing-state.js';

export function recordRouting(db: Sql, file: string, format: FormatId, sessionId: string, part: RoutingPart): void {
  let changed = 0;
  for (const [streamId, stream] of part.streams) {
    for (const use of stream.uses) {
      changed += db.run(
        // read again (--full): the outcome may be known now
        `INSERT INTO tool_uses (file, format, session_id, stream_id, line, use_id, name, outcome, keywords, ts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (file, use_id) DO UPDATE SET outcome = excluded.outcome WHERE outcome != excluded.outcome`,
        file,
        format,
        sessionId,
        streamId,
        use.line,
        use.id,
        use.name,
        use.outcome,
        use.keywords.join(' '),
        epochSeconds(use.timestamp) ?? null,
      );
    }
    for (const late of stream.lateOutcomes)
      changed += db.run('UPDATE tool_uses SET outcome = ? WHERE file = ? AND use_id = ? AND outcome != ?', late.outcome, file, late.id, late.outcome);
  }
  for (const listing of part.listings) {
    for (const entry of listingEntries(listing)) {
      changed += db.run(
        `INSERT OR IGNORE INTO tool_listings (file, format, session_id, line, name, added, description, ts) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        file,
        format,
        sessionId,
        listing.location.line,
        entry.name,
        entry.added ? 1 : 0,
        entry.description ?? null,
        epochSeconds(listing.timestamp) ?? null,
      );
    }
  }
  // the replay of this session's repository cannot go on from a state that had the rows before (store/routing-state.ts)
  if (changed > 0) noteRoutingChange(db, format, sessionId);
}

export function forgetRouting(db: Sql, file: string): void {
  const sessions = db.all<{ format: string; session_id: string }>(
    'SELECT DISTINCT format, session_id FROM tool_uses WHERE file = ? UNION SELECT DISTINCT format, session_id FROM tool_listings WHERE file = ?',
    file,
    file,
  );
  db.run('DELETE FROM tool_uses WHERE file = ?', file);
  db.run('DELETE FROM tool_listings WHERE file = ?', file);
  for (const session of sessions) noteRoutingChange(db, session.format, session.session_id);
}

interface UseRow {
  format: string;
  session_id: string;
  stream_id: string;
  file: string;
  line: number;
  use_id: string;
  name: string;
  outcome: UseOutcome;
  keywords: string;
  ts: number | null;
  first_ts: number | null;
}

interface BuildingSession extends ReplaySession {
  streams: Map<string, ReplayUse[]>;
  listings: ReplayListing[];
}

/** A repository's sessions for the replay, in time order (first timestamp, then id); failed tasks left out unless asked. */
export function replaySessions(db: Sql, repo: string, includeFailed = false, window: TimeWindow = {}): ReplaySession[] {
  const { where, params } = sessionConditions({ repo, includeFailed, ...window });
  const building = new SessionsBuilding();
  for (const row of db.all<UseRow>(
    `SELECT u.*, s.first_ts AS first_ts FROM tool_uses u JOIN sessions s ON s.format = u.format AND s.session_id = u.session_id
     WHERE ${where.join(' AND ')} ORDER BY s.first_ts, u.format, u.session_id, u.stream_id, u.file, u.line, u.rowid`,
    ...params,
  ))
    building.addUse(row);
  for (const row of db.all<ListingRow>(
    `SELECT l.*, s.first_ts AS first_ts FROM tool_listings l JOIN sessions s ON s.format = l.format AND s.session_id = l.session_id
     WHERE ${where.join(' AND ')} ORDER BY l.file, l.line, l.rowid`,
    ...params,
  ))
    building.addListing(row);
  return building.sessions();
}

/** These sessions for the replay, in the order given (each read by its key: what replaySessions gives of them). */
export function replaySessionsOf(db: Sql, keys: readonly ReplayKey[]): ReplaySession[] {
  const building = new SessionsBuilding();
  for (const key of keys) {
    const [format, sessionId] = [key.format, key.sessionId];
    for (const row of db.all<UseRow>(
      `SELECT u.*, ? AS first_ts FROM tool_uses u WHERE u.format = ? AND u.session_id = ? ORDER BY u.stream_id, u.file, u.line, u.rowid`,
      key.firstTs,
      format,
      sessionId,
    ))
      building.addUse(row);
    for (const row of db.all<ListingRow>(
      `SELECT l.*, ? AS first_ts FROM tool_listings l WHERE l.format = ? AND l.session_id = ? ORDER BY l.file, l.line, l.rowid`,
      key.firstTs,
      format,
      sessionId,
    ))
      building.addListing(row);
  }
  return building.sessions();
}

interface ListingRow {
  format: string;
  session_id: string;
  file: string;
  name: string;
  added: number;
  description: string | null;
  ts: number | null;
  first_ts: number | null;
}

/** Sessions made from their rows, in the order first met. */
class SessionsBuilding {
  private readonly building = new Map<string, BuildingSession>();

  addUse(row: UseRow): void {
    const session = this.sessionOf(row);
    let uses = session.streams.get(row.stream_id);
    if (!uses) session.streams.set(row.stream_id, (uses = []));
    uses.push({
      id: row.use_id,
      name: row.name,
      outcome: row.outcome,
      keywords: row.keywords === '' ? [] : row.keywords.split(' '),
      line: row.line,
      ...(row.ts !== null && { at: row.ts }),
    });
  }

  addListing(row: ListingRow): void {
    this.sessionOf(row).listings.push({
      name: row.name,
      added: row.added === 1,
      at: row.ts ?? row.first_ts ?? 0,
      ...(row.description !== null && { description: row.description }),
    });
  }

  sessions(): ReplaySession[] {
    return [...this.building.values()];
  }

  private sessionOf(row: { format: string; session_id: string; file: string }): BuildingSession {
    const key = `${row.format}\u0000${row.session_id}`;
    let session = this.building.get(key);
    if (!session) this.building.set(key, (session = { sessionId: row.session_id, file: row.file, streams: new Map(), listings: [] }));
    return session;
  }
}

/** Replaces a repository's stored patterns, registry and replay figures with a new outcome. */
export function storeRoutingOutcome(db: Sql, repo: string, outcome: Pick<RoutingSummary, 'patterns' | 'registry' | 'replay'>, now: number): void {
  db.transaction(() => {
    db.run('DELETE FROM routing_patterns WHERE repo = ?', repo);
    db.run('DELETE FROM tool_registry WHERE repo = ?', repo);
    db.run('DELETE FROM routing_replays WHERE repo = ?', repo);
    for (const pattern of outcome.patterns) {
      db.run(
        'INSERT INTO routing_patterns (repo, target, preceding, frequency, computed_at) VALUES (?, ?, ?, ?, ?)',
        repo,
        pattern.target,
        JSON.stringify(pattern.preceding),
        pattern.frequency,
        now,
      );
    }
    for (const entry of outcome.registry) {
      db.run(
        `INSERT INTO tool_registry (repo, name, kind, server, description, sources, uses, failures, refused, last_seen, status, removed,
           suggestable, computed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        repo,
        entry.name,
        entry.kind,
        entry.server ?? null,
        entry.description ?? null,
        JSON.stringify(entry.sources),
        entry.uses,
        entry.failures,
        entry.refused,
        entry.lastSeen ?? null,
        entry.status,
        entry.removed ? 1 : 0,
        entry.suggestable ? 1 : 0,
        now,
      );
    }
    const { replay } = outcome;
    for (const [tier, figures] of [...Object.entries(replay.tiers), ['all', replay.total] as const]) {
      db.run(
        'INSERT INTO routing_replays (repo, tier, sessions, suggestions, hits, computed_at) VALUES (?, ?, ?, ?, ?, ?)',
        repo,
        tier,
        replay.sessions,
        figures.suggestions,
        figures.hits,
        now,
      );
    }
  });
}
