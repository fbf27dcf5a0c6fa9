/**
 * Corrections as the history database keeps them, and the languages of the files each session
 * touched: the inputs of clustering and proposals (corrections/propose.ts).
 */
import type { CorrectionKind } from '../corrections/types.js';
import { sessionKey, type StoredCorrection } from '../corrections/propose.js';
import { emptyCounts } from '../util/counts.js';
import type { HistoryDb } from './history-db.js';
import { sessionConditions, type SessionFilter } from './session-filter.js';

export interface CorrectionFilter extends SessionFilter {
  minConfidence?: number;
}

interface CorrectionRow {
  format: string;
  session_id: string;
  stream_id: string;
  file: string;
  line: number;
  kind: CorrectionKind;
  confidence: number;
  explicit: number;
  cues: string;
  text: string;
  rule: string;
  seen_at: number;
  repo: string | null;
}

/** Stored corrections in file and line order (failed tasks left out unless asked). */
export function storedCorrections(db: HistoryDb, filter: CorrectionFilter = {}): StoredCorrection[] {
  const { where, params } = sessionConditions(filter);
  where.push('c.confidence >= ?');
  params.push(filter.minConfidence ?? 0);
  const rows = db.all<CorrectionRow>(
    `SELECT c.*, s.repo AS repo FROM corrections c JOIN sessions s ON s.format = c.format AND s.session_id = c.session_id
     WHERE ${where.join(' AND ')} ORDER BY c.file, c.line`,
    ...params,
  );
  return rows.map((row) => ({
    format: row.format,
    sessionId: row.session_id,
    streamId: row.stream_id,
    file: row.file,
    line: row.line,
    kind: row.kind,
    confidence: row.confidence,
    explicit: row.explicit === 1,
    cues: JSON.parse(row.cues) as string[],
    text: row.text,
    rule: row.rule,
    seenAt: row.seen_at,
    ...(row.repo !== null && { repo: row.repo }),
  }));
}

/** Per session (`format\0session`), the files the agent touched by language. */
export function touchedLanguages(db: HistoryDb): Map<string, Record<string, number>> {
  const rows = db.all<{ format: string; session_id: string; language: string; touches: number }>(
    'SELECT format, session_id, language, SUM(touches) AS touches FROM session_languages GROUP BY format, session_id, language',
  );
  const bySession = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const key = sessionKey({ format: row.format, sessionId: row.session_id });
    const counts = bySession.get(key) ?? emptyCounts();
    counts[row.language] = row.touches;
    bySession.set(key, counts);
  }
  return bySession;
}
