/**
 * Delegation advice as the history database keeps it: the seed's `delegation_suggestions` (one row
 * per suggestion point, unique per file and line, with its verdict), the solo streaks, and the
 * reading of both for the report. A point left pending at the end of a reading is settled by the
 * first calls of the next reading of the same file.
 */
import { isFormatId, type FormatId } from '../ingest/formats/index.js';
import type { DelegationPart } from '../analyze/concerns/index.js';
import type { DelegationPoint, SoloStreak, StreamHead } from '../delegation/delegation-detector.js';
import type { Confidence, DelegationPatternId, PointAction, StoredDelegationPoint, StoredStreak } from '../delegation/types.js';
import { epochSeconds } from '../util/epoch.js';
import type { Sql } from './sql.js';
import { sessionConditions, type SessionFilter } from './session-filter.js';
import { storedStrings } from './stored-json.js';

export interface DelegationRecordContext {
  run: number;
  /** Epoch seconds a point without a timestamp is dated by (its file's last change). */
  undated: number;
  format: FormatId;
  file: string;
  /** The file was read from its start: its heads are no continuation of pending points. */
  fromStart: boolean;
  acceptanceCalls: number;
}

/** Stores a session's delegation advice of one file; returns the points stored for the first time. */
export function recordDelegation(db: Sql, context: DelegationRecordContext, part: DelegationPart): DelegationPoint[] {
  if (!context.fromStart) for (const head of part.heads) settlePending(db, context.file, head, context.acceptanceCalls);
  const fresh: DelegationPoint[] = [];
  for (const point of part.points) if (recordPoint(db, context, point)) fresh.push(point);
  for (const streak of part.streaks) recordStreak(db, context.format, streak);
  return fresh;
}

export function forgetDelegation(db: Sql, file: string, dropSuggestions: boolean): void {
  db.run('DELETE FROM solo_streaks WHERE file = ?', file);
  if (dropSuggestions) db.run('DELETE FROM delegation_suggestions WHERE file = ?', file);
}

function recordPoint(db: Sql, context: DelegationRecordContext, point: DelegationPoint): boolean {
  const { suggestion } = point;
  const inserted = db.run(
    `INSERT OR IGNORE INTO delegation_suggestions (format, session_id, stream_id, file, line, pattern_type, confidence, description, suggestion_text,
       subagent_type, goal, files, call_ids, context_bytes, context_tokens, user_action, calls_after, timestamp, run_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    context.format,
    point.sessionId,
    point.streamId,
    point.file,
    point.line,
    point.pattern,
    point.confidence,
    point.description,
    suggestion.code,
    suggestion.subagentType,
    suggestion.goal,
    JSON.stringify(suggestion.files),
    JSON.stringify(point.callIds),
    suggestion.contextBytes ?? null,
    suggestion.contextTokens ?? null,
    point.action,
    point.callsAfter,
    epochSeconds(point.timestamp) ?? context.undated,
    context.run,
  );
  if (inserted > 0) return true;
  // read again (e.g. --full): a verdict reached now replaces a pending one
  db.run(
    `UPDATE delegation_suggestions SET user_action = ?, calls_after = ? WHERE file = ? AND line = ? AND user_action = 'pending' AND ? != 'pending'`,
    point.action,
    point.callsAfter,
    point.file,
    point.line,
    point.action,
  );
  return false;
}

function settlePending(db: Sql, file: string, head: StreamHead, acceptanceCalls: number): void {
  const pending = db.all<{ id: number; calls_after: number }>(
    `SELECT id, calls_after FROM delegation_suggestions WHERE file = ? AND session_id = ? AND stream_id = ? AND user_action = 'pending'`,
    file,
    head.sessionId,
    head.streamId,
  );
  for (const row of pending) {
    const needed = Math.max(0, acceptanceCalls - row.calls_after);
    const [action, callsAfter]: [PointAction, number] =
      head.firstDelegation !== undefined && head.firstDelegation < needed
        ? ['accepted', row.calls_after + head.firstDelegation + 1]
        : head.calls >= needed
          ? ['rejected', row.calls_after + needed]
          : ['pending', row.calls_after + head.calls];
    db.run('UPDATE delegation_suggestions SET user_action = ?, calls_after = ? WHERE id = ?', action, callsAfter, row.id);
  }
}

function recordStreak(db: Sql, format: FormatId, streak: SoloStreak): void {
  db.run(
    `INSERT INTO solo_streaks (file, format, session_id, stream_id, start_line, end_line, length, ended_by_delegation) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (file, start_line) DO UPDATE SET end_line = excluded.end_line, length = excluded.length, ended_by_delegation = excluded.ended_by_delegation`,
    streak.file,
    format,
    streak.sessionId,
    streak.streamId,
    streak.startLine,
    streak.endLine,
    streak.length,
    streak.endedByDelegation ? 1 : 0,
  );
}

export type DelegationFilter = SessionFilter;

interface PointRow {
  id: number;
  format: string;
  session_id: string;
  stream_id: string;
  file: string;
  line: number;
  pattern_type: DelegationPatternId;
  confidence: Confidence;
  description: string;
  suggestion_text: string;
  subagent_type: string;
  goal: string;
  files: string;
  context_tokens: number | null;
  user_action: PointAction;
  timestamp: number;
  repo: string | null;
}

function sessionWhere(filter: DelegationFilter, alias: string): { where: string; params: unknown[] } {
  const { where, params } = sessionConditions(filter);
  return { where: `JOIN sessions s ON s.format = ${alias}.format AND s.session_id = ${alias}.session_id WHERE ${where.join(' AND ')}`, params };
}

/** Suggestion points in file and line order (failed tasks left out unless asked). */
export function storedDelegationPoints(db: Sql, filter: DelegationFilter = {}): StoredDelegationPoint[] {
  const { where, params } = sessionWhere(filter, 'd');
  const rows = db.all<PointRow>(`SELECT d.*, s.repo AS repo FROM delegation_suggestions d ${where} ORDER BY d.file, d.line`, ...params);
  // a row of a format this version does not know (a database a newer one wrote to) is left out
  return rows.flatMap((row) => (isFormatId(row.format) ? [storedPoint(row, row.format)] : []));
}

function storedPoint(row: PointRow, format: FormatId): StoredDelegationPoint {
  return {
    id: row.id,
    format,
    sessionId: row.session_id,
    streamId: row.stream_id,
    file: row.file,
    line: row.line,
    pattern: row.pattern_type,
    confidence: row.confidence,
    description: row.description,
    suggestion: row.suggestion_text,
    subagentType: row.subagent_type,
    goal: row.goal,
    files: storedStrings('delegation_suggestions', 'files', row.files),
    ...(row.context_tokens !== null && { contextTokens: row.context_tokens }),
    action: row.user_action,
    seenAt: row.timestamp,
    ...(row.repo !== null && { repo: row.repo }),
  };
}

/** The longest solo streaks, longest first. */
export function longestStreaks(db: Sql, filter: DelegationFilter, limit: number): StoredStreak[] {
  const { where, params } = sessionWhere(filter, 'k');
  return db
    .all<{ session_id: string; file: string; start_line: number; end_line: number; length: number; ended_by_delegation: number }>(
      `SELECT k.* FROM solo_streaks k ${where} ORDER BY k.length DESC, k.file, k.start_line LIMIT ?`,
      ...params,
      limit,
    )
    .map((row) => ({
      sessionId: row.session_id,
      file: row.file,
      startLine: row.start_line,
      endLine: row.end_line,
      length: row.length,
      endedByDelegation: row.ended_by_delegation === 1,
    }));
}
