/**
 * Tool anti-pattern occurrences, unique per detector, file and line (re-reading never adds one twice),
 * with the figures of each pattern over a repository's sessions.
 */
import { isFormatId, type FormatId } from '../ingest/formats/index.js';
import type { Finding, PatternStat, StoredFinding } from '../detectors/types.js';
import { isDetectorId, type DetectorId } from '../detectors/index.js';
import { appendAll } from '../util/arrays.js';
import { epochSeconds } from '../util/epoch.js';
import { sessionConditions, type SessionFilter } from './session-filter.js';
import type { Sql } from './sql.js';
import { storedNumbers, storedStrings } from './stored-json.js';

export interface FindingFilter extends SessionFilter {
  detectors?: readonly DetectorId[];
}

/** Where stored rows come from: the run, the log's format, and the time a line without one is dated by. */
export interface RowOrigin {
  run: number;
  format: FormatId;
  /** Epoch seconds of the log file's last change. */
  undated: number;
}

/** Stores the findings; returns those stored for the first time. */
export function recordFindings(sql: Sql, origin: RowOrigin, findings: readonly Finding[]): Finding[] {
  return findings.filter((finding) => recordFinding(sql, origin, finding));
}

function recordFinding(sql: Sql, origin: RowOrigin, finding: Finding): boolean {
  const inserted = sql.run(
    `INSERT OR IGNORE INTO findings (detector, format, session_id, stream_id, file, line, call_ids, lines, seen_at, wasted_bytes, wasted_tokens, run_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    finding.detector,
    origin.format,
    finding.sessionId,
    finding.streamId,
    finding.file,
    finding.line,
    JSON.stringify(finding.callIds),
    JSON.stringify(finding.lines),
    epochSeconds(finding.timestamp) ?? origin.undated,
    finding.wastedBytes ?? null,
    finding.wastedTokens ?? null,
    origin.run,
  );
  return inserted > 0;
}

/** A rewritten file: its findings go (they are found again where they still are). */
export function forgetFindings(sql: Sql, file: string): void {
  sql.run('DELETE FROM findings WHERE file = ?', file);
}

/** Per detector, over the findings of a repository's sessions (failed tasks left out unless asked). */
export function patternStats(sql: Sql, repo: string, includeFailed = false): PatternStat[] {
  // SUM is NULL when no occurrence measured tokens: not measured, which is no 0
  const rows = sql.all<Omit<PatternStat, 'detector' | 'wastedTokens'> & { detector: string; wastedTokens: number | null }>(
    `SELECT f.detector AS detector, COUNT(DISTINCT f.format || char(0) || f.session_id) AS sessions, COUNT(*) AS occurrences,
            SUM(stored_count(f.wasted_tokens)) AS wastedTokens, MIN(stored_time(f.seen_at)) AS firstSeen,
            MAX(stored_time(f.seen_at)) AS lastSeen
     FROM findings f JOIN sessions s ON s.format = f.format AND s.session_id = f.session_id
     WHERE s.repo = ? AND (? OR s.outcome IS NULL OR s.outcome != 'failed')
     GROUP BY f.detector ORDER BY f.detector`,
    repo,
    includeFailed ? 1 : 0,
  );
  return rows.flatMap(({ detector, wastedTokens, ...stat }) =>
    isDetectorId(detector) ? [{ detector, ...stat, ...(wastedTokens !== null && { wastedTokens }) }] : [],
  );
}

export function storedFindings(sql: Sql, filter: FindingFilter = {}): StoredFinding[] {
  const { where, params } = sessionConditions(filter);
  if (filter.detectors && filter.detectors.length > 0) {
    where.push(`f.detector IN (${filter.detectors.map(() => '?').join(', ')})`);
    appendAll(params, filter.detectors);
  }
  const rows = sql.all<FindingRow>(
    `SELECT f.*, s.repo AS repo FROM findings f JOIN sessions s ON s.format = f.format AND s.session_id = f.session_id
     WHERE ${where.join(' AND ')} ORDER BY f.file, f.line, f.detector`,
    ...params,
  );
  return rows.flatMap(toStoredFinding);
}

interface FindingRow {
  detector: string;
  format: string;
  session_id: string;
  stream_id: string;
  file: string;
  line: number;
  call_ids: string;
  lines: string;
  seen_at: number;
  wasted_bytes: number | null;
  wasted_tokens: number | null;
  repo: string | null;
}

/** A row as a finding; none for a detector this version does not know (a database a newer one wrote to). */
function toStoredFinding(row: FindingRow): StoredFinding[] {
  const { detector } = row;
  if (!isDetectorId(detector)) return [];
  const finding: StoredFinding = {
    detector,
    sessionId: row.session_id,
    streamId: row.stream_id,
    file: row.file,
    line: row.line,
    callIds: storedStrings('findings', 'call_ids', row.call_ids),
    lines: storedNumbers('findings', 'lines', row.lines),
    seenAt: row.seen_at,
    ...(isFormatId(row.format) && { format: row.format }),
    ...(row.wasted_bytes !== null && { wastedBytes: row.wasted_bytes }),
    ...(row.wasted_tokens !== null && { wastedTokens: row.wasted_tokens }),
    ...(row.repo !== null && { repo: row.repo }),
  };
  return [finding];
}
