/**
 * Corrections as the history database keeps them (unique per file and line), and the languages of the
 * files each session touched: the inputs of clustering and proposals (corrections/propose.ts).
 */
import { isFormatId, type FormatId } from '../ingest/formats/index.js';
import type { Correction, CorrectionKind } from '../corrections/types.js';
import type { StoredCorrection } from '../corrections/propose.js';
import { sessionKey } from '../model/session-part.js';
import { emptyCounts } from '../util/counts.js';
import { epochSeconds } from '../util/epoch.js';
import type { RowOrigin } from './findings.js';
import type { Sql } from './sql.js';
import { sessionConditions, type SessionFilter } from './session-filter.js';
import { storedStrings } from './stored-json.js';

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
export function storedCorrections(db: Sql, filter: CorrectionFilter = {}): StoredCorrection[] {
  const { where, params } = sessionConditions(filter);
  where.push('c.confidence >= ?');
  params.push(filter.minConfidence ?? 0);
  const rows = db.all<CorrectionRow>(
    `SELECT c.*, s.repo AS repo FROM corrections c JOIN sessions s ON s.format = c.format AND s.session_id = c.session_id
     WHERE ${where.join(' AND ')} ORDER BY c.file, c.line`,
    ...params,
  );
  // a row of a format this version does not know (a database a newer one wrote to) is left out
  return rows.flatMap(({ format, ...row }) => (isFormatId(format) ? [{ format, ...storedCorrection(row) }] : []));
}

function storedCorrection(row: Omit<CorrectionRow, 'format'>): Omit<StoredCorrection, 'format'> {
  return {
    sessionId: row.session_id,
    streamId: row.stream_id,
    file: row.file,
    line: row.line,
    kind: row.kind,
    confidence: row.confidence,
    explicit: row.explicit === 1,
    cues: storedStrings('corrections', 'cues', row.cues),
    text: row.text,
    rule: row.rule,
    seenAt: row.seen_at,
    ...(row.repo !== null && { repo: row.repo }),
  };
}

/** Per session (`format\0session`), the files the agent touched by language. */
export function touchedLanguages(db: Sql): Map<string, Record<string, number>> {
  const rows = db.all<{ format: string; session_id: string; language: string; touches: number }>(
    'SELECT format, session_id, language, TOTAL(stored_count(touches)) AS touches FROM session_languages GROUP BY format, session_id, language',
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

/** Stores the corrections; returns those stored for the first time. */
export function recordCorrections(sql: Sql, origin: RowOrigin, corrections: readonly Correction[]): Correction[] {
  return corrections.filter(
    (correction) =>
      sql.run(
        `INSERT OR IGNORE INTO corrections (format, session_id, stream_id, file, line, kind, confidence, explicit, cues, text, rule, seen_at, run_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        origin.format,
        correction.sessionId,
        correction.streamId,
        correction.file,
        correction.line,
        correction.kind,
        correction.confidence,
        correction.explicit ? 1 : 0,
        JSON.stringify(correction.cues),
        correction.text,
        correction.rule,
        epochSeconds(correction.timestamp) ?? origin.undated,
        origin.run,
      ) > 0,
  );
}

/** Adds one file's touches of each language to a session's. */
export function recordLanguages(sql: Sql, file: string, format: FormatId, sessionId: string, languages: Readonly<Record<string, number>>): void {
  for (const [language, touches] of Object.entries(languages)) {
    sql.run(
      `INSERT INTO session_languages (file, format, session_id, language, touches) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (file, session_id, language) DO UPDATE SET touches = touches + excluded.touches`,
      file,
      format,
      sessionId,
      language,
      touches,
    );
  }
}

/** A file read again from its start: its language counts are counted anew. */
export function forgetLanguages(sql: Sql, file: string): void {
  sql.run('DELETE FROM session_languages WHERE file = ?', file);
}

/** A rewritten file: its corrections go (they are found again where they still are). */
export function forgetCorrections(sql: Sql, file: string): void {
  sql.run('DELETE FROM corrections WHERE file = ?', file);
}
