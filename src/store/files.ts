/**
 * The log files read, each with its checkpoint: size, mtime, the consumed byte offset and lines (an
 * incremental run reads on from there), and a hash of its first bytes (a rewritten file is read anew).
 */
import type { FormatId } from '../ingest/formats/index.js';
import type { Sql } from './sql.js';

export interface FileCheckpoint {
  size: number;
  mtimeMs: number;
  consumedOffset: number;
  consumedLines: number;
  headHash: string;
}

/** A file as this run read it. */
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

export function fileCheckpoint(sql: Sql, path: string): FileCheckpoint | undefined {
  const row = sql.get<{ size: number; mtime_ms: number; consumed_offset: number; consumed_lines: number; head_hash: string }>(
    'SELECT size, mtime_ms, consumed_offset, consumed_lines, head_hash FROM files WHERE path = ?',
    path,
  );
  return row && { size: row.size, mtimeMs: row.mtime_ms, consumedOffset: row.consumed_offset, consumedLines: row.consumed_lines, headHash: row.head_hash };
}

export function recordCheckpoint(
  sql: Sql,
  file: FileRecord,
  read: { consumedOffset: number; consumedLines: number },
  format: FormatId | undefined,
  now: number,
): void {
  sql.run(
    `INSERT INTO files (path, size, mtime_ms, consumed_offset, consumed_lines, head_hash, format, analysed_at)
     VALUES (@path, @size, @mtimeMs, @offset, @lines, @headHash, @format, @now)
     ON CONFLICT (path) DO UPDATE SET size = @size, mtime_ms = @mtimeMs, consumed_offset = @offset,
       consumed_lines = @lines, head_hash = @headHash, format = @format, analysed_at = @now`,
    {
      path: file.path,
      size: file.size,
      mtimeMs: file.mtimeMs,
      offset: read.consumedOffset,
      lines: read.consumedLines,
      headHash: file.headHash,
      format: format ?? null,
      now,
    },
  );
}
