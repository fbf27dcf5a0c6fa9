/**
 * The tips and learned rules each session was shown (`exposures`, analyze/concerns/exposures.ts): one row
 * per session, tip and way shown, at the first line that showed it. A rewritten file's rows go (they are
 * read again where they still are).
 */
import type { Exposure } from '../analyze/concerns/exposures.js';
import type { FormatId } from '../ingest/formats/index.js';
import type { ContextSource } from '../model/events.js';
import { sessionConditions, type SessionFilter } from './session-filter.js';
import type { Sql } from './sql.js';

export interface ExposureContext {
  sql: Sql;
  run: number;
  file: { path: string };
  format: FormatId;
  /** Epoch seconds a line without a timestamp is dated by. */
  undated: number;
}

/** Stores a session's exposures of one file; returns those stored for the first time. */
export function recordExposures(context: ExposureContext, exposures: readonly Exposure[]): Exposure[] {
  const fresh: Exposure[] = [];
  for (const exposure of exposures) {
    const parsed = exposure.timestamp !== undefined ? Date.parse(exposure.timestamp) : Number.NaN;
    const changes = context.sql.run(
      `INSERT OR IGNORE INTO exposures (format, session_id, tip, source, file, line, ts, run_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      context.format,
      exposure.sessionId,
      exposure.tip,
      exposure.source,
      context.file.path,
      exposure.line,
      Number.isNaN(parsed) ? context.undated : Math.floor(parsed / 1000),
      context.run,
    );
    if (changes > 0) fresh.push(exposure);
  }
  return fresh;
}

export function forgetExposures(sql: Sql, file: string): void {
  sql.run('DELETE FROM exposures WHERE file = ?', file);
}

export interface StoredExposure {
  format: FormatId;
  sessionId: string;
  tip: string;
  source: ContextSource;
  file: string;
  line: number;
  /** Epoch seconds. */
  seenAt: number;
  repo?: string;
}

/** Exposures of the sessions the filter keeps, oldest first. */
export function storedExposures(sql: Sql, filter: SessionFilter = {}): StoredExposure[] {
  const { where, params } = sessionConditions(filter);
  return sql
    .all<{ format: FormatId; session_id: string; tip: string; source: ContextSource; file: string; line: number; ts: number; repo: string | null }>(
      `SELECT e.format, e.session_id, e.tip, e.source, e.file, e.line, e.ts, s.repo FROM exposures e
       JOIN sessions s ON s.format = e.format AND s.session_id = e.session_id WHERE ${where.join(' AND ')} ORDER BY e.ts, e.file, e.line`,
      ...params,
    )
    .map((row) => ({
      format: row.format,
      sessionId: row.session_id,
      tip: row.tip,
      source: row.source,
      file: row.file,
      line: row.line,
      seenAt: row.ts,
      ...(row.repo !== null && { repo: row.repo }),
    }));
}
