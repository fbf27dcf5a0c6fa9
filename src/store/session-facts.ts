/**
 * Per session, what measuring a tip needs (views/tip-effectiveness.ts): when it ran, its tool calls and
 * tokens, how often each tip's pattern occurred in it and what it wasted, and which tips it was shown; and
 * for the report, its corrections: rule corrections and failure reports apart.
 * A delegation tip's pattern occurs where a sure suggestion point (TIP_CONFIDENCE) passed without delegating —
 * the points its tool_patterns.json entry counts (views/delegation-tips.ts isTipPoint).
 */
import { isRuleKind, type CorrectionKind } from '../corrections/types.js';
import { isFormatId, type FormatId } from '../ingest/formats/index.js';
import { sessionConditions, type SessionFilter } from './session-filter.js';
import type { Sql } from './sql.js';
import type { ReportSession } from '../views/report.js';
import { TIP_CONFIDENCE } from '../views/delegation-tips.js';

/** A session as the report and the tip verdicts read it (views/report.ts), with its key. */
export interface SessionFacts extends ReportSession {
  format: FormatId;
  sessionId: string;
  /** Per tip id (a detector's or `delegate-<pattern>`): occurrences of its pattern, and the tokens they wasted where measured. */
  occurrences: Map<string, { count: number; wastedTokens: number }>;
  /** Tip ids shown to it, with the epoch seconds first shown. */
  exposedTo: Map<string, number>;
}

/** The sessions the filter keeps that have times (a session without is in no period), in time order. */
export function sessionFacts(sql: Sql, filter: SessionFilter): SessionFacts[] {
  const { where, params } = sessionConditions(filter);
  const scope = `JOIN sessions s ON s.format = x.format AND s.session_id = x.session_id WHERE ${where.join(' AND ')}`;
  const sessions = new Map<string, SessionFacts>();
  for (const row of sql.all<{ format: string; session_id: string; repo: string | null; first_ts: number; last_ts: number }>(
    `SELECT s.format, s.session_id, s.repo, s.first_ts, s.last_ts FROM sessions s WHERE ${where.join(' AND ')} AND s.first_ts IS NOT NULL
     ORDER BY s.first_ts, s.format, s.session_id`,
    ...params,
  )) {
    if (!isFormatId(row.format)) continue;
    sessions.set(key(row.format, row.session_id), {
      format: row.format,
      sessionId: row.session_id,
      ...(row.repo !== null && { repo: row.repo }),
      startMs: row.first_ts,
      endMs: row.last_ts,
      toolCalls: 0,
      tokens: { input: 0, output: 0, cacheCreation: 0, cacheRead: 0 },
      occurrences: new Map(),
      exposedTo: new Map(),
      feedback: { corrections: 0, failureReports: 0 },
    });
  }
  const of = (row: { format: string; session_id: string }) => sessions.get(key(row.format, row.session_id));
  for (const row of sql.all<{ format: string; session_id: string; calls: number }>(
    `SELECT x.format, x.session_id, TOTAL(stored_count(x.tool_calls)) AS calls FROM stream_metrics x ${scope} GROUP BY x.format, x.session_id`,
    ...params,
  )) {
    const facts = of(row);
    if (facts) facts.toolCalls = row.calls;
  }
  for (const row of sql.all<{ format: string; session_id: string; input: number; output: number; cache_creation: number; cache_read: number }>(
    `SELECT x.format, x.session_id, TOTAL(stored_count(x.input)) AS input, TOTAL(stored_count(x.output)) AS output,
       TOTAL(stored_count(x.cache_creation)) AS cache_creation, TOTAL(stored_count(x.cache_read)) AS cache_read
     FROM session_tokens x ${scope} GROUP BY x.format, x.session_id`,
    ...params,
  )) {
    const facts = of(row);
    if (facts) facts.tokens = { input: row.input, output: row.output, cacheCreation: row.cache_creation, cacheRead: row.cache_read };
  }
  for (const row of sql.all<{ format: string; session_id: string; tip: string; n: number; wasted: number | null }>(
    `SELECT x.format, x.session_id, x.detector AS tip, COUNT(*) AS n, SUM(stored_count(x.wasted_tokens)) AS wasted FROM findings x ${scope}
     GROUP BY x.format, x.session_id, x.detector
     UNION ALL
     SELECT x.format, x.session_id, 'delegate-' || x.pattern_type AS tip, COUNT(*) AS n, SUM(stored_count(x.context_tokens)) AS wasted FROM delegation_suggestions x ${scope}
       AND x.confidence >= ? AND x.user_action = 'rejected' GROUP BY x.format, x.session_id, x.pattern_type`,
    ...params,
    ...params,
    TIP_CONFIDENCE,
  )) {
    of(row)?.occurrences.set(row.tip, { count: row.n, wastedTokens: row.wasted ?? 0 });
  }
  for (const row of sql.all<{ format: string; session_id: string; tip: string; ts: number }>(
    `SELECT x.format, x.session_id, x.tip, MIN(stored_time(x.ts)) AS ts FROM exposures x ${scope} GROUP BY x.format, x.session_id, x.tip`,
    ...params,
  )) {
    of(row)?.exposedTo.set(row.tip, row.ts);
  }
  for (const row of sql.all<{ format: string; session_id: string; kind: CorrectionKind; n: number }>(
    `SELECT x.format, x.session_id, x.kind, COUNT(*) AS n FROM corrections x ${scope} GROUP BY x.format, x.session_id, x.kind`,
    ...params,
  )) {
    const facts = of(row);
    if (!facts) continue;
    if (isRuleKind(row.kind)) facts.feedback.corrections += row.n;
    else facts.feedback.failureReports += row.n;
  }
  return [...sessions.values()];
}

function key(format: string, sessionId: string): string {
  return `${format}\u0000${sessionId}`;
}
