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

interface CheckpointRow {
  path: string;
  size: number;
  mtime_ms: number;
  consumed_offset: number;
  consumed_lines: number;
  head_hash: string;
}

const CHECKPOINT_COLUMNS = 'path, size, mtime_ms, consumed_offset, consumed_lines, head_hash';

function checkpointOf(row: CheckpointRow): FileCheckpoint {
  return { size: row.size, mtimeMs: row.mtime_ms, consumedOffset: row.consumed_offset, consumedLines: row.consumed_lines, headHash: row.head_hash };
}

/** Every file's checkpoint by path, in one query (a run plans thousands of files; a query each was most of a re-run's database time). */
export function fileCheckpoints(sql: Sql): Map<string, FileCheckpoint> {
  return new Map(sql.all<CheckpointRow>(`SELECT ${CHECKPOINT_COLUMNS} FROM files`).map((row) => [row.path, checkpointOf(row)]));
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
