/**
 * The history database (SQLite through better-sqlite3): the source of truth of what was read and
 * found. Files with their checkpoint (size, mtime, consumed offset, head hash), sessions, per-file
 * stream metrics and tokens, findings (unique per detector, file and line: re-reading never adds one
 * twice), and runs. Each file's results are written in one transaction.
 */
import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { FileAnalysis, SessionPart, StreamPart } from '../analyze/file-analysis.js';
import type { Finding, PatternStat, StoredFinding } from '../detectors/types.js';
import type { Correction } from '../corrections/types.js';
import { InputError, TipMinerError } from '../errors.js';
import { appendAll } from '../util/arrays.js';
import { maxDefined, minDefined } from '../util/bounds.js';
import { addCount, countsFromJson } from '../util/counts.js';
import { epochSeconds } from '../util/epoch.js';
import type { DelegationPoint } from '../delegation/delegation-detector.js';
import { forgetDelegation, recordDelegation } from './delegation-history.js';
import { forgetRouting, recordRouting } from './routing-history.js';
import { MIGRATIONS } from './migrations.js';
import { checkSchema, notADatabase } from './schema-check.js';
import { ALL_REPOS, noteViewChange, type ViewId } from './view-state.js';

/** The views of one repository that a file's sessions feed. */
const REPO_VIEWS: readonly ViewId[] = ['tool_patterns', 'routing', 'memory_proposals'];
import { sessionConditions, type SessionFilter } from './session-filter.js';

export interface FileCheckpoint {
  size: number;
  mtimeMs: number;
  consumedOffset: number;
  consumedLines: number;
  headHash: string;
}

export interface FileRecord {
  path: string;
  size: number;
  mtimeMs: number;
  headHash: string;
  /** The file was read from its start: rows of an earlier reading are replaced. */
  fromStart: boolean;
  /** Its content changed under the same name: its earlier findings are dropped too. */
  rewritten: boolean;
}

export interface FindingFilter extends SessionFilter {
  detectors?: readonly string[];
}

/** What a file's results added to the history: only what was not stored before. */
export interface RecordedFile {
  findings: Finding[];
  corrections: Correction[];
  delegationPoints: DelegationPoint[];
}

export interface RecordSettings {
  /** A delegation point is accepted when a Task call comes within this many calls (settles pending points). */
  acceptanceCalls: number;
}

/** Where the sessions of a file belong: the repository slug of each. */
export type RepoOf = (session: SessionPart) => string | undefined;

export class HistoryDb {
  /** Prepared statements by SQL text: each is compiled once per database. */
  private readonly statements = new Map<string, Database.Statement>();

  private constructor(private readonly db: Database.Database) {}

  private prepare(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /**
   * Opens (or creates) the database at `path` and brings its schema up to date. A path that cannot hold
   * a database is an InputError; a file that is not a usable tip-miner database is a StateError
   * (schema-check.ts) — in both cases nothing was written.
   */
  static open(path: string): HistoryDb {
    checkDatabasePath(path);
    let db: Database.Database;
    try {
      db = new Database(path);
    } catch (error) {
      throw new InputError(`cannot open the history database ${path}: ${(error as Error).message}`);
    }
    try {
      db.pragma('busy_timeout = 5000');
      checkSchema(db, path);
      db.pragma('journal_mode = WAL');
      // WAL + NORMAL never corrupts the database; a power cut may lose the last runs, which re-reading the logs restores.
      db.pragma('synchronous = NORMAL');
      migrate(db);
    } catch (error) {
      db.close();
      if (error instanceof TipMinerError) throw error;
      const code = (error as { code?: unknown }).code;
      if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') throw notADatabase(path, (error as Error).message);
      throw new InputError(`cannot open the history database ${path}: ${(error as Error).message}`);
    }
    return new HistoryDb(db);
  }

  close(): void {
    this.db.close();
  }

  schemaVersion(): number {
    return currentVersion(this.db);
  }

  checkpoint(path: string): FileCheckpoint | undefined {
    const row = this.prepare('SELECT size, mtime_ms, consumed_offset, consumed_lines, head_hash FROM files WHERE path = ?')
      .get(path) as { size: number; mtime_ms: number; consumed_offset: number; consumed_lines: number; head_hash: string } | undefined;
    return row && { size: row.size, mtimeMs: row.mtime_ms, consumedOffset: row.consumed_offset, consumedLines: row.consumed_lines, headHash: row.head_hash };
  }

  startRun(now: number): number {
    return Number(this.prepare('INSERT INTO runs (started_at) VALUES (?)').run(now).lastInsertRowid);
  }

  finishRun(run: number, now: number, stats: { filesRead: number; lines: number; newFindings: number }): void {
    this.prepare('UPDATE runs SET finished_at = ?, files_read = ?, lines = ?, new_findings = ? WHERE id = ?').run(now, stats.filesRead, stats.lines, stats.newFindings, run);
  }

  /** Rows of sibling store modules (correction-history.ts, proposal-decisions.ts): compiled once, like ours. */
  all<Row>(sql: string, ...params: unknown[]): Row[] {
    return this.prepare(sql).all(...params) as Row[];
  }

  run(sql: string, ...params: unknown[]): number {
    return this.prepare(sql).run(...params).changes;
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  /** Stores one file's results in one transaction; returns what was not stored before. */
  recordFile(run: number, now: number, file: FileRecord, analysis: FileAnalysis, repoOf: RepoOf, settings: RecordSettings): RecordedFile {
    return this.db.transaction(() => {
      // the repositories whose rows of this file are about to be replaced: their views change too
      const replacedRepos = file.fromStart || file.rewritten ? this.reposOfFile(file.path) : [];
      if (file.fromStart) {
        this.prepare('DELETE FROM stream_metrics WHERE file = ?').run(file.path);
        this.prepare('DELETE FROM session_tokens WHERE file = ?').run(file.path);
        this.prepare('DELETE FROM session_languages WHERE file = ?').run(file.path);
      }
      if (file.fromStart || file.rewritten) forgetDelegation(this, file.path, file.rewritten);
      if (file.rewritten) {
        this.prepare('DELETE FROM findings WHERE file = ?').run(file.path);
        this.prepare('DELETE FROM corrections WHERE file = ?').run(file.path);
        forgetRouting(this, file.path);
      }
      const format = analysis.format ?? 'unknown';
      const fresh: RecordedFile = { findings: [], corrections: [], delegationPoints: [] };
      // what a line without a timestamp is dated by: its file's last change (the same whenever it is read)
      const undated = Math.floor(file.mtimeMs / 1000);
      const delegation = { run, undated, format, file: file.path, fromStart: file.fromStart, acceptanceCalls: settings.acceptanceCalls };
      const changedRepos = new Set<string>();
      for (const session of analysis.sessions.values()) {
        if (![...session.streams.values()].some((stream) => stream.events > 0)) continue;
        const repo = this.recordSession(file.path, format, session, repoOf(session));
        if (repo !== undefined) changedRepos.add(repo);
        for (const finding of session.findings) if (this.recordFinding(run, undated, format, finding)) fresh.findings.push(finding);
        for (const correction of session.corrections) if (this.recordCorrection(run, undated, format, correction)) fresh.corrections.push(correction);
        for (const [language, touches] of Object.entries(session.languages)) this.addLanguage(file.path, format, session.sessionId, language, touches);
        appendAll(fresh.delegationPoints, recordDelegation(this, delegation, session));
        recordRouting(this, file.path, format, session);
      }
      for (const repo of [...changedRepos, ...replacedRepos]) noteViewChange(this, repo, REPO_VIEWS, run);
      // proposals cluster corrections across repositories: a correction added or dropped may change any repository's
      if (fresh.corrections.length > 0 || file.rewritten) noteViewChange(this, ALL_REPOS, ['memory_proposals'], run);
      this.prepare(
          `INSERT INTO files (path, size, mtime_ms, consumed_offset, consumed_lines, head_hash, format, analysed_at)
           VALUES (@path, @size, @mtimeMs, @offset, @lines, @headHash, @format, @now)
           ON CONFLICT (path) DO UPDATE SET size = @size, mtime_ms = @mtimeMs, consumed_offset = @offset,
             consumed_lines = @lines, head_hash = @headHash, format = @format, analysed_at = @now`,
        )
        .run({ path: file.path, size: file.size, mtimeMs: file.mtimeMs, offset: analysis.read.consumedOffset, lines: analysis.read.consumedLines, headHash: file.headHash, format: analysis.format ?? null, now });
      return fresh;
    })();
  }

  /** Per detector, over the findings of a repository's sessions (failed tasks left out unless asked). */
  patternStats(repo: string, includeFailed = false): PatternStat[] {
    const rows = this.prepare(
        `SELECT f.detector AS detector, COUNT(DISTINCT f.format || char(0) || f.session_id) AS sessions, COUNT(*) AS occurrences,
                COALESCE(SUM(f.wasted_tokens), 0) AS wastedTokens, MIN(f.seen_at) AS firstSeen, MAX(f.seen_at) AS lastSeen
         FROM findings f JOIN sessions s ON s.format = f.format AND s.session_id = f.session_id
         WHERE s.repo = ? AND (? OR s.outcome IS NULL OR s.outcome != 'failed')
         GROUP BY f.detector ORDER BY f.detector`,
      )
      .all(repo, includeFailed ? 1 : 0) as PatternStat[];
    return rows;
  }

  findings(filter: FindingFilter = {}): StoredFinding[] {
    const { where, params } = sessionConditions(filter);
    if (filter.detectors && filter.detectors.length > 0) {
      where.push(`f.detector IN (${filter.detectors.map(() => '?').join(', ')})`);
      appendAll(params, filter.detectors);
    }
    const rows = this.prepare(
        `SELECT f.*, s.repo AS repo FROM findings f JOIN sessions s ON s.format = f.format AND s.session_id = f.session_id
         WHERE ${where.join(' AND ')} ORDER BY f.file, f.line, f.detector`,
      )
      .all(...params) as FindingRow[];
    return rows.map(toStoredFinding);
  }

  private reposOfFile(file: string): string[] {
    const rows = this.prepare(
      'SELECT DISTINCT s.repo AS repo FROM stream_metrics m JOIN sessions s ON s.format = m.format AND s.session_id = m.session_id WHERE m.file = ? AND s.repo IS NOT NULL',
    ).all(file) as Array<{ repo: string }>;
    return rows.map((row) => row.repo);
  }

  /** Repositories with sessions, for commands that go over all of them. */
  repos(): string[] {
    return (this.prepare('SELECT DISTINCT repo FROM sessions WHERE repo IS NOT NULL ORDER BY repo').all() as Array<{ repo: string }>).map((row) => row.repo);
  }

  /** Stores a session's part of a file; returns the repository the database files the session under. */
  private recordSession(file: string, format: string, session: SessionPart, repo: string | undefined): string | undefined {
    let first: number | undefined;
    let last: number | undefined;
    for (const stream of session.streams.values()) {
      if (stream.events === 0) continue;
      first = minDefined(first, stream.firstTimestampMs);
      last = maxDefined(last, stream.lastTimestampMs);
      this.addStreamMetrics(file, format, session.sessionId, stream);
    }
    this.prepare(
        `INSERT INTO sessions (format, session_id, repo, cwd, outcome, first_ts, last_ts) VALUES (@format, @id, @repo, @cwd, @outcome, @first, @last)
         ON CONFLICT (format, session_id) DO UPDATE SET repo = COALESCE(repo, @repo), cwd = COALESCE(cwd, @cwd),
           outcome = COALESCE(@outcome, outcome), first_ts = MIN(COALESCE(first_ts, @first), COALESCE(@first, first_ts)),
           last_ts = MAX(COALESCE(last_ts, @last), COALESCE(@last, last_ts))`,
      )
      .run({ format, id: session.sessionId, repo: repo ?? null, cwd: session.cwd ?? null, outcome: session.outcome ?? null, first: first ?? null, last: last ?? null });
    const { input, output, cacheCreation, cacheRead } = session.tokens;
    this.prepare(
        `INSERT INTO session_tokens (file, format, session_id, input, output, cache_creation, cache_read) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (file, session_id) DO UPDATE SET input = input + excluded.input, output = output + excluded.output,
           cache_creation = cache_creation + excluded.cache_creation, cache_read = cache_read + excluded.cache_read`,
      )
      .run(file, format, session.sessionId, input, output, cacheCreation, cacheRead);
    const stored = this.prepare('SELECT repo FROM sessions WHERE format = ? AND session_id = ?').get(format, session.sessionId) as { repo: string | null } | undefined;
    return stored?.repo ?? undefined;
  }

  private addStreamMetrics(file: string, format: string, sessionId: string, stream: StreamPart): void {
    const key = { file, sessionId, streamId: stream.key.streamId };
    const earlier = this.prepare('SELECT tool_calls_by_tool FROM stream_metrics WHERE file = @file AND session_id = @sessionId AND stream_id = @streamId').get(key) as
      | { tool_calls_by_tool: string }
      | undefined;
    const byTool = countsFromJson(earlier ? JSON.parse(earlier.tool_calls_by_tool) : undefined);
    for (const [tool, count] of Object.entries(stream.metrics.toolCallsByTool)) addCount(byTool, tool, count);
    const m = stream.metrics;
    this.prepare(
        `INSERT INTO stream_metrics (file, format, session_id, stream_id, layout, tool_calls, tool_calls_by_tool, human_turns, rejections, cancelled_calls, denied_calls, tool_errors, interrupts)
         VALUES (@file, @format, @sessionId, @streamId, @layout, @toolCalls, @byTool, @humanTurns, @rejections, @cancelled, @denied, @errors, @interrupts)
         ON CONFLICT (file, session_id, stream_id) DO UPDATE SET tool_calls = tool_calls + @toolCalls, tool_calls_by_tool = @byTool,
           human_turns = human_turns + @humanTurns, rejections = rejections + @rejections, cancelled_calls = cancelled_calls + @cancelled,
           denied_calls = denied_calls + @denied, tool_errors = tool_errors + @errors, interrupts = interrupts + @interrupts`,
      )
      .run({
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
      });
  }

  private recordCorrection(run: number, undated: number, format: string, correction: Correction): boolean {
    const result = this.prepare(
        `INSERT OR IGNORE INTO corrections (format, session_id, stream_id, file, line, kind, confidence, explicit, cues, text, rule, seen_at, run_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        format,
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
        epochSeconds(correction.timestamp) ?? undated,
        run,
      );
    return result.changes > 0;
  }

  private addLanguage(file: string, format: string, sessionId: string, language: string, touches: number): void {
    this.prepare(
        `INSERT INTO session_languages (file, format, session_id, language, touches) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (file, session_id, language) DO UPDATE SET touches = touches + excluded.touches`,
      )
      .run(file, format, sessionId, language, touches);
  }

  private recordFinding(run: number, undated: number, format: string, finding: Finding): boolean {
    const seenAt = epochSeconds(finding.timestamp) ?? Number.NaN;
    const result = this.prepare(
        `INSERT OR IGNORE INTO findings (detector, format, session_id, stream_id, file, line, call_ids, lines, seen_at, wasted_bytes, wasted_tokens, run_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        finding.detector,
        format,
        finding.sessionId,
        finding.streamId,
        finding.file,
        finding.line,
        JSON.stringify(finding.callIds),
        JSON.stringify(finding.lines),
        Number.isNaN(seenAt) ? undated : seenAt,
        finding.wastedBytes ?? null,
        finding.wastedTokens ?? null,
        run,
      );
    return result.changes > 0;
  }
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

function toStoredFinding(row: FindingRow): StoredFinding {
  return {
    detector: row.detector,
    sessionId: row.session_id,
    streamId: row.stream_id,
    file: row.file,
    line: row.line,
    callIds: JSON.parse(row.call_ids) as string[],
    lines: JSON.parse(row.lines) as number[],
    seenAt: row.seen_at,
    ...(row.wasted_bytes !== null && { wastedBytes: row.wasted_bytes }),
    ...(row.wasted_tokens !== null && { wastedTokens: row.wasted_tokens }),
    ...(row.repo !== null && { repo: row.repo }),
  };
}

/** The database must be a regular file (a FIFO would hang SQLite) in a folder that exists or can be made. */
function checkDatabasePath(path: string): void {
  let info: ReturnType<typeof statSync>;
  try {
    info = statSync(path, { throwIfNoEntry: false });
  } catch (error) {
    throw new InputError(`--db ${path} cannot be used: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  if (info && !info.isFile()) throw new InputError(`--db ${path} is ${info.isDirectory() ? 'a folder' : 'not a regular file'}; give the path of a database file`);
  try {
    mkdirSync(dirname(path), { recursive: true });
  } catch (error) {
    throw new InputError(`cannot create the folder of the history database ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

function migrate(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const applied = currentVersion(db);
  const pending = MIGRATIONS.filter((migration) => migration.version > applied);
  if (pending.length === 0) return;
  db.transaction(() => {
    for (const migration of pending) {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(migration.version, Math.floor(Date.now() / 1000));
    }
  })();
}

function currentVersion(db: Database.Database): number {
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as { version: number | null };
  return row.version ?? 0;
}
