/**
 * Sessions and what every file says of them: the session's repository (named by the strongest rule any
 * of its files allowed), working folder, outcome and time span (`sessions`), each stream's counts per
 * file (`stream_metrics`), and tokens per file (`session_tokens`).
 */
import type { FormatId } from '../ingest/formats/index.js';
import { MAIN_STREAM } from '../model/events.js';
import type { SessionPart, StreamPart } from '../model/session-part.js';
import { maxDefined, minDefined } from '../util/bounds.js';
import { addCount, countsFromJson } from '../util/counts.js';
import type { Sql } from './sql.js';
import { isIdentitySource, sourceRank, type IdentitySource } from '../analyze/repo-identity.js';
import { storedJsonValue } from './stored-json.js';

/** The repository a session is filed under: its name before the config's aliases, how it was found, and the name used. */
export interface SessionNaming {
  identity: string;
  source: IdentitySource;
  repo: string;
}

/**
 * Stores a session's part of a file; returns the repository the database files the session under. A
 * session named by a stronger rule (analyze/repo-identity.ts) than the name it has is named anew; the file
 * of its main thread, read from its start, names it as its sub-agents' files did not (their folder is where
 * a sub-agent went, not where the session ran — whichever file was stored first).
 */
export function recordSession(
  sql: Sql,
  file: string,
  format: FormatId,
  session: SessionPart,
  naming: SessionNaming | undefined,
  read: { fromStart: boolean } = { fromStart: false },
): string | undefined {
  let first: number | undefined;
  let last: number | undefined;
  for (const stream of session.streams.values()) {
    if (stream.events === 0) continue;
    first = minDefined(first, stream.firstTimestampMs);
    last = maxDefined(last, stream.lastTimestampMs);
    addStreamMetrics(sql, file, format, session.sessionId, stream);
  }
  const earlier = sql.get<{ identity_source: string | null; repo: string | null }>(
    'SELECT identity_source, repo FROM sessions WHERE format = ? AND session_id = ?',
    format,
    session.sessionId,
  );
  const earlierSource = isIdentitySource(earlier?.identity_source) ? earlier.identity_source : undefined;
  const mainFromStart = read.fromStart && (session.streams.get(MAIN_STREAM)?.events ?? 0) > 0 && session.cwd !== undefined;
  const rank = naming !== undefined ? sourceRank(naming.source) - sourceRank(earlierSource) : -1;
  const renamed = naming !== undefined && (earlier?.repo == null || rank > 0 || (mainFromStart && rank === 0));
  sql.run(
    `INSERT INTO sessions (format, session_id, repo, identity, identity_source, logged_repo, cwd, outcome, first_ts, last_ts)
     VALUES (@format, @id, @repo, @identity, @source, @logged, @cwd, @outcome, @first, @last)
     ON CONFLICT (format, session_id) DO UPDATE SET
       repo = CASE WHEN @renamed THEN @repo ELSE repo END,
       identity = CASE WHEN @renamed THEN @identity ELSE identity END,
       identity_source = CASE WHEN @renamed THEN @source ELSE identity_source END,
       logged_repo = COALESCE(logged_repo, @logged), cwd = CASE WHEN @mainFromStart THEN @cwd ELSE COALESCE(cwd, @cwd) END,
       outcome = COALESCE(@outcome, outcome), first_ts = MIN(COALESCE(first_ts, @first), COALESCE(@first, first_ts)),
       last_ts = MAX(COALESCE(last_ts, @last), COALESCE(@last, last_ts))`,
    {
      format,
      id: session.sessionId,
      repo: naming?.repo ?? null,
      identity: naming?.identity ?? null,
      source: naming?.source ?? null,
      renamed: renamed ? 1 : 0,
      mainFromStart: mainFromStart ? 1 : 0,
      logged: session.repo ?? null,
      cwd: session.cwd ?? null,
      outcome: session.outcome ?? null,
      first: first ?? null,
      last: last ?? null,
    },
  );
  const { input, output, cacheCreation, cacheRead } = session.tokens;
  sql.run(
    `INSERT INTO session_tokens (file, format, session_id, input, output, cache_creation, cache_read) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (file, session_id) DO UPDATE SET input = input + excluded.input, output = output + excluded.output,
       cache_creation = cache_creation + excluded.cache_creation, cache_read = cache_read + excluded.cache_read`,
    file,
    format,
    session.sessionId,
    input,
    output,
    cacheCreation,
    cacheRead,
  );
  return storedRepoOf(sql, format, session.sessionId);
}

function addStreamMetrics(sql: Sql, file: string, format: FormatId, sessionId: string, stream: StreamPart): void {
  const key = { file, sessionId, streamId: stream.key.streamId };
  const earlier = sql.get<{ tool_calls_by_tool: string }>(
    'SELECT tool_calls_by_tool FROM stream_metrics WHERE file = @file AND session_id = @sessionId AND stream_id = @streamId',
    key,
  );
  const byTool = countsFromJson(earlier ? storedJsonValue('stream_metrics', 'tool_calls_by_tool', earlier.tool_calls_by_tool) : undefined);
  for (const [tool, count] of Object.entries(stream.metrics.toolCallsByTool)) addCount(byTool, tool, count);
  const m = stream.metrics;
  sql.run(
    `INSERT INTO stream_metrics (file, format, session_id, stream_id, layout, tool_calls, tool_calls_by_tool, human_turns, rejections,
       cancelled_calls, denied_calls, tool_errors, interrupts)
     VALUES (@file, @format, @sessionId, @streamId, @layout, @toolCalls, @byTool, @humanTurns, @rejections, @cancelled, @denied, @errors, @interrupts)
     ON CONFLICT (file, session_id, stream_id) DO UPDATE SET tool_calls = tool_calls + @toolCalls, tool_calls_by_tool = @byTool,
       human_turns = human_turns + @humanTurns, rejections = rejections + @rejections, cancelled_calls = cancelled_calls + @cancelled,
       denied_calls = denied_calls + @denied, tool_errors = tool_errors + @errors, interrupts = interrupts + @interrupts`,
    {
      ...key,
      format,
      layout: stream.layout,
      toolCalls: m.toolCalls,
      byTool: JSON.stringify(byTool),
      humanTurns: m.humanTurns,
      rejections: m.rejections,
      cancelled: m.cancelledCalls,
      denied: m.deniedCalls,
      errors: m.toolErrors,
      interrupts: m.interrupts,
    },
  );
}

/** A file read again from its start: its counts are counted anew. */
export function forgetSessionRows(sql: Sql, file: string): void {
  sql.run('DELETE FROM stream_metrics WHERE file = ?', file);
  sql.run('DELETE FROM session_tokens WHERE file = ?', file);
}

/** The repositories of the sessions a file has rows of. */
export function reposOfFile(sql: Sql, file: string): string[] {
  return sql
    .all<{ repo: string }>(
      'SELECT DISTINCT s.repo AS repo FROM stream_metrics m JOIN sessions s ON s.format = m.format AND s.session_id = m.session_id ' +
        'WHERE m.file = ? AND s.repo IS NOT NULL',
      file,
    )
    .map((row) => row.repo);
}

/** The repository a session is filed under. */
export function storedRepoOf(sql: Sql, format: FormatId, sessionId: string): string | undefined {
  return sql.get<{ repo: string | null }>('SELECT repo FROM sessions WHERE format = ? AND session_id = ?', format, sessionId)?.repo ?? undefined;
}

/** Repositories with sessions, for commands that go over all of them. */
export function storedRepos(sql: Sql): string[] {
  return sql.all<{ repo: string }>('SELECT DISTINCT repo FROM sessions WHERE repo IS NOT NULL ORDER BY repo').map((row) => row.repo);
}
