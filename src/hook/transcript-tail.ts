/**
 * Reads only what a transcript gained since the last look: from a byte offset up to its last complete
 * line (a line still being written is left for the next call), one JSON value per line; lines that do
 * not parse are counted and skipped. A file shorter than the offset was replaced: read from its start.
 * Only a regular file is read (a FIFO or a device at the path is refused without blocking), at most
 * MAX_TAIL_BYTES at once, and parsing stops at the deadline: the offset then points after the last line
 * read, and the next call goes on from there.
 */
import { closeSync, readSync } from 'node:fs';
import type { JsonlValue } from '../ingest/read-jsonl.js';
import { openRegularFile } from '../util/regular-file.js';

/** More new bytes than this at once (a hook installed on a huge running session): skip to the last complete line (line numbers after it are then relative). */
const MAX_TAIL_BYTES = 64 * 1024 * 1024;
/** Lines parsed between two looks at the clock. */
const LINES_PER_CLOCK_CHECK = 256;

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
  /** The deadline came before every new line was read: the rest waits for the next call. */
  stoppedAtDeadline?: boolean;
}

/** `deadline`: epoch milliseconds after which no further line is parsed. */
export function readTail(path: string, offset: number, firstLine: number, deadline = Number.POSITIVE_INFINITY): TailRead {
  const { fd, stats } = openRegularFile(path);
  try {
    const size = stats.size;
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
      if (lines % LINES_PER_CLOCK_CHECK === LINES_PER_CLOCK_CHECK - 1 && Date.now() > deadline) {
        return { values, offset: start + lineStart, lines, malformed, restarted, stoppedAtDeadline: true };
      }
      const newline = buffer.indexOf(0x0a, lineStart);
      const text = buffer
        .toString('utf8', lineStart, newline)
        .replace(/^\uFEFF/, '')
        .trim();
      if (text.length > 0) {
        try {
          const value: unknown = JSON.parse(text);
          if (typeof value === 'object' && value !== null && !Array.isArray(value))
            values.push({ line: lineBase + lines, offset: start + lineStart, value: value as Record<string, unknown> });
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

/** Where the next call should start after skipping: just after the file's last complete line (looked for in its last MAX_TAIL_BYTES only). */
function afterLastNewline(fd: number, size: number): number {
  const chunk = Buffer.allocUnsafe(Math.min(size, 1 << 20));
  const floor = Math.max(0, size - MAX_TAIL_BYTES);
  let end = size;
  while (end > floor) {
    const start = Math.max(floor, end - chunk.length);
    const read = readSync(fd, chunk, 0, end - start, start);
    const newline = chunk.lastIndexOf(0x0a, read - 1);
    if (newline >= 0) return start + newline + 1;
    end = start;
  }
  // a last line longer than that: go on from inside it (its rest reads as one malformed line)
  return floor;
}
