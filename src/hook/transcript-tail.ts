/**
 * Reads only what a transcript gained since the last look: from a byte offset up to its last complete
 * line (a line still being written is left for the next call), one JSON value per line; lines that do
 * not parse are counted and skipped. A file shorter than the offset was replaced: read from its start.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { JsonlValue } from '../ingest/read-jsonl.js';

/** More new bytes than this at once (a hook installed on a huge running session): skip to the last complete line (line numbers after it are then relative). */
export const MAX_TAIL_BYTES = 256 * 1024 * 1024;

export interface TailRead {
  values: JsonlValue[];
  /** Offset after the last complete line read: where the next call starts. */
  offset: number;
  /** Lines read (complete ones). */
  lines: number;
  malformed: number;
  /** The file was shorter than the offset: it was read from its start. */
  restarted: boolean;
  /** So many new bytes that they were skipped, not read. */
  skippedBytes?: number;
}

export function readTail(path: string, offset: number, firstLine: number): TailRead {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const restarted = size < offset;
    const start = restarted ? 0 : offset;
    const lineBase = restarted ? 1 : firstLine;
    const length = size - start;
    if (length > MAX_TAIL_BYTES) return { values: [], offset: afterLastNewline(fd, size), lines: 0, malformed: 0, restarted, skippedBytes: length };
    const buffer = Buffer.allocUnsafe(length);
    let filled = 0;
    while (filled < length) {
      const read = readSync(fd, buffer, filled, length - filled, start + filled);
      if (read === 0) break;
      filled += read;
    }
    const end = buffer.lastIndexOf(0x0a, filled - 1);
    const values: JsonlValue[] = [];
    let malformed = 0;
    let lines = 0;
    let lineStart = 0;
    while (end >= 0 && lineStart <= end) {
      const newline = buffer.indexOf(0x0a, lineStart);
      const text = buffer.toString('utf8', lineStart, newline).replace(/^\uFEFF/, '').trim();
      if (text.length > 0) {
        try {
          const value: unknown = JSON.parse(text);
          if (typeof value === 'object' && value !== null && !Array.isArray(value)) values.push({ line: lineBase + lines, offset: start + lineStart, value: value as Record<string, unknown> });
          else malformed++;
        } catch {
          malformed++;
        }
      }
      lines++;
      lineStart = newline + 1;
    }
    return { values, offset: start + (end >= 0 ? end + 1 : 0), lines, malformed, restarted };
  } finally {
    closeSync(fd);
  }
}

/** Where the next call should start after skipping: just after the file's last complete line. */
function afterLastNewline(fd: number, size: number): number {
  const chunk = Buffer.allocUnsafe(Math.min(size, 1 << 20));
  let end = size;
  while (end > 0) {
    const start = Math.max(0, end - chunk.length);
    const read = readSync(fd, chunk, 0, end - start, start);
    const newline = chunk.lastIndexOf(0x0a, read - 1);
    if (newline >= 0) return start + newline + 1;
    end = start;
  }
  return 0;
}
