/**
 * Reads only what a transcript gained since the last look: from a byte offset up to its last complete
 * line (a line still being written is left for the next call), one JSON value per line; lines that do
 * not parse are counted and skipped. A file shorter than the offset was replaced: read from its start.
 * A read from the start (the session's first call, or a replaced file) takes only the file's last lines
 * (FIRST_READ_TAIL: found by scanning backwards from its end for line starts), so that a hook installed in
 * the middle of a long session does not parse all of it: the advice is about the calls in that tail, as
 * it would have been had the hook been there all along (what came before was said then, or not at all).
 * Only a regular file is read (a FIFO or a device at the path is refused without blocking), at most
 * MAX_TAIL_BYTES at once, and parsing stops at the deadline: the offset then points after the last line
 * read, and the next call goes on from there. Each value is handed on as soon as its line is parsed, not
 * gathered first: what the reader makes of a line is garbage by the next one (a first read parses up to
 * 4 MiB of lines, which, all kept alive until the last was parsed, the young generation copied again and again).
 */
import { closeSync, readSync } from 'node:fs';
import type { JsonlValue } from '../ingest/read-jsonl.js';
import { openRegularFile } from '../util/regular-file.js';

/** More new bytes than this at once (a hook installed on a huge running session): skip to the last complete line (line numbers after it are then relative). */
const MAX_TAIL_BYTES = 64 * 1024 * 1024;
/** Lines parsed between two looks at the clock. */
const LINES_PER_CLOCK_CHECK = 256;

/** How much of a transcript a read from its start takes: its last `lines` complete lines, within its last `bytes` bytes. */
export interface TailBound {
  lines: number;
  bytes: number;
}

/**
 * The advice needs the latest calls: the patterns' window (7 calls), the cooldown (5), the streak since the
 * last Task call. 1,000 lines are ~500 calls and results; 4 MiB bounds the parse where lines are big
 * (~20 ms of JSON.parse), whatever the transcript's size.
 */
const FIRST_READ_TAIL: TailBound = { lines: 1000, bytes: 4 * 1024 * 1024 };

/** What takes the values read, in order. */
export interface TailReader {
  line(value: JsonlValue): void;
}

export interface TailRead<Reader extends TailReader = TailReader> {
  /** What `begin` made, having taken every value read. */
  reader: Reader;
  /** Offset after the last complete line read: where the next call starts. */
  offset: number;
  /** Lines read (complete ones). */
  lines: number;
  malformed: number;
  /** The file was shorter than the offset: it was read from its start. */
  restarted: boolean;
  /** So many new bytes that they were skipped, not read. */
  skippedBytes?: number;
  /** A read from the start took the file's tail only: the bytes before it, left unread (line numbers are then relative to the tail). */
  tailFrom?: number;
  /** The deadline came before every new line was read: the rest waits for the next call. */
  stoppedAtDeadline?: boolean;
}

/**
 * `begin`: called once, before any line, with whether the file was replaced (read from its start); what it makes
 * takes each value in order. `deadline`: epoch milliseconds after which no further line is parsed; `firstRead`: the tail a read from the
 * start takes.
 */
export function readTail<Reader extends TailReader>(
  path: string,
  offset: number,
  firstLine: number,
  begin: (restarted: boolean) => Reader,
  deadline = Number.POSITIVE_INFINITY,
  firstRead: TailBound = FIRST_READ_TAIL,
): TailRead<Reader> {
  const { fd, stats } = openRegularFile(path);
  try {
    const size = stats.size;
    const restarted = size < offset;
    const reader = begin(restarted);
    const start = restarted || offset === 0 ? tailStart(fd, size, firstRead) : offset;
    const lineBase = restarted || offset === 0 ? 1 : firstLine;
    const tailFrom = start > 0 && (restarted || offset === 0) ? { tailFrom: start } : {};
    const length = size - start;
    if (length > MAX_TAIL_BYTES) return { reader, offset: afterLastNewline(fd, size), lines: 0, malformed: 0, restarted, skippedBytes: length };
    const buffer = Buffer.allocUnsafe(length);
    let filled = 0;
    while (filled < length) {
      const read = readSync(fd, buffer, filled, length - filled, start + filled);
      if (read === 0) break;
      filled += read;
    }
    const end = buffer.lastIndexOf(0x0a, filled - 1);
    let malformed = 0;
    let lines = 0;
    let lineStart = 0;
    while (end >= 0 && lineStart <= end) {
      if (lines % LINES_PER_CLOCK_CHECK === LINES_PER_CLOCK_CHECK - 1 && Date.now() > deadline) {
        return { reader, offset: start + lineStart, lines, malformed, restarted, stoppedAtDeadline: true, ...tailFrom };
      }
      const newline = buffer.indexOf(0x0a, lineStart);
      const text = buffer
        .toString('utf8', lineStart, newline)
        .replace(/^\uFEFF/, '')
        .trim();
      if (text.length > 0) {
        const value = parseObject(text);
        if (value === undefined) malformed++;
        else reader.line({ line: lineBase + lines, offset: start + lineStart, value });
      }
      lines++;
      lineStart = newline + 1;
    }
    return { reader, offset: start + (end >= 0 ? end + 1 : 0), lines, malformed, restarted, ...tailFrom };
  } finally {
    closeSync(fd);
  }
}

/** The JSON object a line holds; undefined when it does not parse or is no object. */
function parseObject(text: string): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * Where a read from the start begins: after the newline that precedes the file's last `bound.lines` complete
 * lines, scanning backwards from its end, never further back than `bound.bytes` (then at the first line start
 * inside them: a line cut there is not read). 0 when the whole file is within the bound; the end of the file
 * when its last `bound.bytes` hold no newline at all (one line longer than that: nothing to read of it).
 */
function tailStart(fd: number, size: number, bound: TailBound): number {
  // the tail starts at `limit` or after it; a newline just before `limit` makes it a line start
  const limit = Math.max(0, size - bound.bytes);
  const floor = Math.max(0, limit - 1);
  if (size === 0) return 0;
  const chunk = Buffer.allocUnsafe(Math.min(size - floor, 1 << 20));
  // the newline ending the last complete line is the first found; `bound.lines` more mark the tail's start
  let newlines = 0;
  let earliest = -1;
  let end = size;
  while (end > floor) {
    const from = Math.max(floor, end - chunk.length);
    let filled = 0;
    while (filled < end - from) {
      const read = readSync(fd, chunk, filled, end - from - filled, from + filled);
      if (read === 0) break;
      filled += read;
    }
    let at = filled;
    while (at > 0) {
      const newline = chunk.lastIndexOf(0x0a, at - 1);
      if (newline < 0) break;
      newlines++;
      earliest = from + newline;
      if (newlines > bound.lines) return earliest + 1;
      at = newline;
    }
    end = from;
  }
  if (limit === 0) return 0;
  return earliest >= 0 ? earliest + 1 : size;
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
